import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notice, NoticeInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { emailStatusQueryOptions } from '@/lib/get-email-status';
import { adminNoticesQueryOptions } from './get-admin-notices';

export interface NoticeCreated {
  notice: Notice;
  emailsQueued: number;
}

export const createNotice = (notice: NoticeInput): Promise<NoticeCreated> =>
  apiRequest<NoticeCreated>('/admin/notifications', { audience: 'admin', method: 'POST', body: notice });

export const useCreateNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotice,
    onSuccess: (created) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNoticesQueryOptions().queryKey }),
        created.emailsQueued > 0 && queryClient.invalidateQueries({ queryKey: emailStatusQueryOptions().queryKey }),
      ]),
  });
};
