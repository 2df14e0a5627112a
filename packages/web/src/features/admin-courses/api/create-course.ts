import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { courseFormData, type CourseInput } from './course-form-data';

export const createCourse = (input: CourseInput): Promise<{ course: Course }> =>
  apiRequest<{ course: Course }>('/courses', { audience: 'admin', method: 'POST', body: courseFormData(input) });

/** A new course changes the lists and the admin figures, so all admin data reloads. */
export const useCreateCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
