import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Deletes the chapter with its lessons, and the students' completions of them. */
export const deleteChapter = (id: string) =>
  apiRequest<{ message: string }>(`/admin/chapters/${id}`, { audience: 'admin', method: 'DELETE' });

/** Progress figures change with the lessons gone, so all admin data reloads. */
export const useDeleteChapter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChapter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
