import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailRetryResponse } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { emailStatusQueryOptions } from '@/lib/get-email-status';
import { waitingEmailsQueryOptions } from './get-waiting-emails';

export const retryFailedEmails = (): Promise<EmailRetryResponse> =>
  apiRequest<EmailRetryResponse>('/admin/email/retry-failed', { audience: 'admin', method: 'POST' });

export const useRetryFailedEmails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedEmails,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: emailStatusQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: waitingEmailsQueryOptions().queryKey }),
      ]),
  });
};
