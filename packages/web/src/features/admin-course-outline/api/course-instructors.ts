import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseInstructor, Page, StaffMember } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

const instructorsKey = (courseId: string) => ['admin', 'course-instructors', courseId];

/** GET /admin/courses/:id/instructors: the course's instructors, by name. */
export const useCourseInstructors = (courseId: string) =>
  useQuery({
    queryKey: instructorsKey(courseId),
    queryFn: () =>
      apiRequest<{ instructors: CourseInstructor[] }>(`/admin/courses/${courseId}/instructors`, { audience: 'admin' }),
  });

/** GET /admin/staff?role=instructor: the instructors to choose from (an institute has a few dozen at most). */
export const useInstructorChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'staff', 'instructors'],
    queryFn: () => apiRequest<Page<StaffMember>>('/admin/staff?role=instructor&limit=100', { audience: 'admin' }),
    enabled,
  });

/** PUT /admin/courses/:id/instructors: exactly these become the course's instructors. */
export function useSetCourseInstructors(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffIds: string[]) =>
      apiRequest<{ instructors: CourseInstructor[] }>(`/admin/courses/${courseId}/instructors`, {
        audience: 'admin',
        method: 'PUT',
        body: { staffIds },
      }),
    onSuccess: (answer) => queryClient.setQueryData(instructorsKey(courseId), answer),
  });
}
