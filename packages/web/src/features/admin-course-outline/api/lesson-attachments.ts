import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LessonAttachment } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/api-files';
import { lessonQueryOptions } from './get-lesson';

interface UploadInput {
  file: File;
  onProgress: (percent: number) => void;
}

/** POST /admin/lessons/:id/attachments (multipart field file); the lesson's list reloads. */
export const useAddAttachment = (lessonId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: UploadInput) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress<{ attachment: LessonAttachment }>(`/admin/lessons/${lessonId}/attachments`, form, {
        audience: 'admin',
        method: 'POST',
        onProgress,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonQueryOptions(lessonId).queryKey }),
  });
};

/** DELETE /admin/attachments/:id; the lesson's list reloads. */
export const useRemoveAttachment = (lessonId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/admin/attachments/${id}`, { audience: 'admin', method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonQueryOptions(lessonId).queryKey }),
  });
};
