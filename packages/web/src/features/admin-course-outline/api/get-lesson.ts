import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lesson } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** One lesson with its text and version, which the outline does not carry: what its edit form is filled from. */
export const getLesson = (id: string) => apiRequest<{ lesson: Lesson }>(`/admin/lessons/${id}`, { audience: 'admin' });

export const lessonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'lessons', id],
    queryFn: () => getLesson(id),
    select: (data) => data.lesson,
  });

/** Asked for only while the form is open (`id` undefined otherwise), and read afresh each time it opens. */
export const useLesson = (id: string | undefined) =>
  useQuery({ ...lessonQueryOptions(id ?? ''), enabled: id !== undefined, staleTime: 0 });
