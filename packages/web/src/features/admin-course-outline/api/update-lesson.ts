import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type Lesson, type LessonPatch } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { OUTLINES_KEY } from './get-outline';

/** `version` is the one the form was filled from: a lesson changed since is not overwritten (409). */
export const updateLesson = ({ id, version, ...patch }: LessonPatch & { id: string; version: number }) =>
  apiRequest<{ lesson: Lesson }>(`/admin/lessons/${id}`, {
    audience: 'admin',
    method: 'PATCH',
    body: patch,
    headers: { 'if-match': ifMatch(version) },
  });

export const useUpdateLesson = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OUTLINES_KEY }),
  });
};
