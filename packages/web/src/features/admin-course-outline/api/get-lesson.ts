import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lesson, LessonAttachment } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/**
 * One lesson with its text, version and attachments, which the outline does not carry: what its edit form is filled
 * from.
 */
export const getLesson = (id: string) =>
  apiRequest<{ lesson: Lesson; attachments: LessonAttachment[] }>(`/admin/lessons/${id}`, { audience: 'admin' });

export const lessonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'lessons', id],
    queryFn: () => getLesson(id),
    select: (data) => data.lesson,
  });

/** Asked for only while the form is open (`id` undefined otherwise), and read afresh each time it opens. */
export const useLesson = (id: string | undefined) =>
  useQuery({ ...lessonQueryOptions(id ?? ''), enabled: id !== undefined, staleTime: 0 });

/** The lesson's attachments, from the same answer as its form. */
export const useLessonAttachments = (id: string) =>
  useQuery({ ...lessonQueryOptions(id), select: (data) => data.attachments });
