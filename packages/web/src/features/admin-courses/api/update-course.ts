import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type Course } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { courseFormData, type CourseInput } from './course-form-data';

/** `version` is the one the form was filled from: a course changed since is not overwritten (409). */
export const updateCourse = ({
  id,
  version,
  ...input
}: CourseInput & { id: string; version: number }): Promise<{ course: Course }> =>
  apiRequest<{ course: Course }>(`/courses/${id}`, {
    audience: 'admin',
    method: 'PUT',
    body: courseFormData(input),
    headers: { 'if-match': ifMatch(version) },
  });

export const useUpdateCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
