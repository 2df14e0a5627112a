import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type Section, type SectionPatch } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { SECTIONS_KEY } from '@/lib/get-course-sections';

/** PATCH /admin/sections/:id; `version` is the one the list showed: a section changed since is not overwritten (409). */
export const updateSection = ({ id, version, ...patch }: SectionPatch & { id: string; version: number }) =>
  apiRequest<{ section: Section }>(`/admin/sections/${id}`, {
    audience: 'admin',
    method: 'PATCH',
    body: patch,
    headers: { 'if-match': ifMatch(version) },
  });

export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECTIONS_KEY }),
  });
}
