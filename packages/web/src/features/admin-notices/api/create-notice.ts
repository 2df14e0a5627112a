import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notice, NoticeInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { adminNoticesQueryOptions } from './get-admin-notices';

export const createNotice = (notice: NoticeInput): Promise<{ notice: Notice }> =>
  apiRequest<{ notice: Notice }>('/admin/notifications', { audience: 'admin', method: 'POST', body: notice });

export const useCreateNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNoticesQueryOptions().queryKey }),
  });
};
