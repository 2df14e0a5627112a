import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Deletes the lesson, and the students' completions of it. */
export const deleteLesson = (id: string) =>
  apiRequest<{ message: string }>(`/admin/lessons/${id}`, { audience: 'admin', method: 'DELETE' });

/** Progress figures change with the lesson gone, so all admin data reloads. */
export const useDeleteLesson = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
