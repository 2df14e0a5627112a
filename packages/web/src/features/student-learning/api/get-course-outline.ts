import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentOutline } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /courses/:courseId/outline: the course's chapters and lessons, each done or not, and where to continue. */
export const getCourseOutline = (courseId: string): Promise<StudentOutline> =>
  apiRequest<StudentOutline>(`/courses/${courseId}/outline`, { audience: 'student' });

export const courseOutlineQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: ['student', 'outline', courseId], queryFn: () => getCourseOutline(courseId) });

export const useCourseOutline = (courseId: string) => useQuery(courseOutlineQueryOptions(courseId));
