import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompletionResponse } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/get-me';

/** PUT (done) or DELETE (undone) /lessons/:lessonId/completion: the course's progress after it. */
export const setCompletion = ({ lessonId, done }: { lessonId: string; done: boolean }) =>
  apiRequest<CompletionResponse>(`/lessons/${lessonId}/completion`, {
    audience: 'student',
    method: done ? 'PUT' : 'DELETE',
  });

/** Marks a lesson done or not; the outline, the lesson and the student's figures are read again afterwards. */
export function useSetCompletion(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCompletion,
    onSuccess: (_result, { lessonId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['student', 'outline', courseId] }),
        queryClient.invalidateQueries({ queryKey: ['student', 'lesson', lessonId] }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      ]),
  });
}
