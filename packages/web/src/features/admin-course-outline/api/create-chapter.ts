import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chapter, ChapterFields } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { OUTLINES_KEY } from './get-outline';

/** Adds a chapter at the end of the course's outline. */
export const createChapter = ({ courseId, ...fields }: ChapterFields & { courseId: string }) =>
  apiRequest<{ chapter: Chapter }>(`/admin/courses/${courseId}/chapters`, {
    audience: 'admin',
    method: 'POST',
    body: fields,
  });

export const useCreateChapter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChapter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OUTLINES_KEY }),
  });
};
