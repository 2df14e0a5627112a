import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetriedMessages, RetryFailedMessages } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { emailStatusQueryOptions } from '@/lib/get-email-status';
import { MESSAGES_KEY } from './get-messages';

/** POST /admin/messages/retry-failed: the failed messages of the filter (all without one) go back in the queue. */
export const retryFailedMessages = (filter: RetryFailedMessages) =>
  apiRequest<RetriedMessages>('/admin/messages/retry-failed', {
    audience: 'admin',
    method: 'POST',
    body: filter,
  });

export const useRetryFailedMessages = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedMessages,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
        queryClient.invalidateQueries({ queryKey: emailStatusQueryOptions().queryKey }),
      ]),
  });
};
