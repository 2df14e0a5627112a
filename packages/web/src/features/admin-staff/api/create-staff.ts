import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffInput, StaffMember } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const createStaff = (input: CreateStaffInput): Promise<StaffMember> =>
  apiRequest<StaffMember>('/admin/staff', { audience: 'admin', method: 'POST', body: input });

export const useCreateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  });
};
