import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentLesson } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /lessons/:lessonId: the lesson's text and its neighbours; opening it makes it the course's last lesson. */
export const getLesson = (lessonId: string): Promise<StudentLesson> =>
  apiRequest<StudentLesson>(`/lessons/${lessonId}`, { audience: 'student' });

export const lessonQueryOptions = (lessonId: string) =>
  queryOptions({ queryKey: ['student', 'lesson', lessonId], queryFn: () => getLesson(lessonId) });

export const useLesson = (lessonId: string) => useQuery(lessonQueryOptions(lessonId));
