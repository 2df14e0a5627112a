import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type StaffMember, type UpdateStaffInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export interface UpdateStaffVariables {
  id: string;
  changes: UpdateStaffInput;
  /** The version the list showed: a member changed since is not changed again (409). */
  version: number;
}

export const updateStaff = ({ id, changes, version }: UpdateStaffVariables): Promise<StaffMember> =>
  apiRequest<StaffMember>(`/admin/staff/${id}`, {
    audience: 'admin',
    method: 'PATCH',
    body: changes,
    headers: { 'if-match': ifMatch(version) },
  });

/** The admin may have changed their own role, so who is signed in reloads with the list. */
export const useUpdateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
