import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const deleteCourse = (id: string): Promise<{ message: string }> =>
  apiRequest<{ message: string }>(`/courses/${id}`, { audience: 'admin', method: 'DELETE' });

export const useDeleteCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
