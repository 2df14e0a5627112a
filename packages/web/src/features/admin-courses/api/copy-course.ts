import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseCopy } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const copyCourse = ({ id, name }: CourseCopy & { id: string }): Promise<{ course: Course }> =>
  apiRequest<{ course: Course }>(`/admin/courses/${id}/copy`, { audience: 'admin', method: 'POST', body: { name } });

/** A new course changes the lists, so all admin data reloads. */
export const useCopyCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
