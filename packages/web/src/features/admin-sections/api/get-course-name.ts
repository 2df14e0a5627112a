import { useQuery } from '@tanstack/react-query';
import type { Course } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** The course's name, for the sections page's title (GET /admin/courses/:id). */
export const useCourseName = (courseId: string) =>
  useQuery({
    queryKey: ['admin', 'courses', 'one', courseId],
    queryFn: () => apiRequest<{ course: Course }>(`/admin/courses/${courseId}`, { audience: 'admin' }),
    select: (data) => data.course.name,
  });
