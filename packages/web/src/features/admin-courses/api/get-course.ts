import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** One course read afresh, with its version: what Reload refills the edit form from after a conflict. */
export const getCourse = (id: string): Promise<{ course: Course }> =>
  apiRequest<{ course: Course }>(`/admin/courses/${id}`, { audience: 'admin' });

export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'courses', 'one', id],
    queryFn: () => getCourse(id),
    select: (data) => data.course,
  });

/** Not read until asked: the edit form starts from the list's row. */
export const useCourse = (id: string | undefined) => useQuery({ ...courseQueryOptions(id ?? ''), enabled: false });
