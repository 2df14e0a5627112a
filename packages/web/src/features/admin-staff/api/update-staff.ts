import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, UpdateStaffInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export interface UpdateStaffVariables {
  id: string;
  changes: UpdateStaffInput;
}

export const updateStaff = ({ id, changes }: UpdateStaffVariables): Promise<StaffMember> =>
  apiRequest<StaffMember>(`/admin/staff/${id}`, { audience: 'admin', method: 'PATCH', body: changes });

/** The admin may have changed their own role, so who is signed in reloads with the list. */
export const useUpdateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
