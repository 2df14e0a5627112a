import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, StaffLoginResponse, StaffMe } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { staffMeQueryKey } from '@/lib/get-staff-me';
import { saveToken } from '@/lib/session';

export const changePassword = (input: ChangePasswordInput): Promise<StaffLoginResponse> =>
  apiRequest<StaffLoginResponse>('/admin/me/password', { audience: 'admin', method: 'PUT', body: input });

/** The change ends every earlier session of the staff member, this one too: the fresh token it answers with is kept. */
export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token, mustChangePassword }) => {
      queryClient.setQueryData<StaffMe>(staffMeQueryKey, (me) => me && { ...me, mustChangePassword });
      saveToken('admin', token);
    },
  });
};
