import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { courseFormData, type CourseInput } from './course-form-data';

export const updateCourse = ({ id, ...input }: CourseInput & { id: string }): Promise<{ course: Course }> =>
  apiRequest<{ course: Course }>(`/courses/${id}`, { audience: 'admin', method: 'PUT', body: courseFormData(input) });

export const useUpdateCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
