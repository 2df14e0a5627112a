import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SECTIONS_KEY } from '@/lib/get-course-sections';

/** DELETE /admin/sections/:id: refused for the course's main section and for one that has students. */
export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/admin/sections/${id}`, { audience: 'admin', method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECTIONS_KEY }),
  });
}
