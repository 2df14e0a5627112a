import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const deleteStudent = (id: string): Promise<{ message: string }> =>
  apiRequest<{ message: string }>(`/admin/users/${id}`, { audience: 'admin', method: 'DELETE' });

export const useDeleteStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
