import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Outline } from '@campus/domain';
import { apiRequest } from './api-client';

/** A course's name, from its outline (GET /admin/courses/:id/outline, which its teachers may read too). */
export const courseNameQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['admin', 'course-name', courseId],
    queryFn: async () =>
      (await apiRequest<Outline>(`/admin/courses/${courseId}/outline`, { audience: 'admin' })).courseName,
  });

export const useCourseName = (courseId: string) => useQuery(courseNameQueryOptions(courseId));
