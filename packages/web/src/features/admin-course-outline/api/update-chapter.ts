import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type Chapter, type ChapterFields } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { OUTLINES_KEY } from './get-outline';

/** `version` is the one the outline showed: a chapter renamed since is not overwritten (409). */
export const updateChapter = ({ id, version, ...fields }: ChapterFields & { id: string; version: number }) =>
  apiRequest<{ chapter: Chapter }>(`/admin/chapters/${id}`, {
    audience: 'admin',
    method: 'PATCH',
    body: fields,
    headers: { 'if-match': ifMatch(version) },
  });

export const useUpdateChapter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChapter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OUTLINES_KEY }),
  });
};
