import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Section, SectionInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { SECTIONS_KEY } from '@/lib/get-course-sections';

/** POST /admin/courses/:id/sections: a new section of the course, without students. */
export function useCreateSection(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SectionInput) =>
      apiRequest<{ section: Section }>(`/admin/courses/${courseId}/sections`, {
        audience: 'admin',
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECTIONS_KEY }),
  });
}
