import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lesson, LessonFields } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { OUTLINES_KEY } from './get-outline';

/** Adds a lesson at the end of the chapter. */
export const createLesson = ({ chapterId, ...fields }: LessonFields & { chapterId: string }) =>
  apiRequest<{ lesson: Lesson }>(`/admin/chapters/${chapterId}/lessons`, {
    audience: 'admin',
    method: 'POST',
    body: fields,
  });

export const useCreateLesson = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OUTLINES_KEY }),
  });
};
