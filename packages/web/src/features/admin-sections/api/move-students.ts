import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SectionStudentsInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { SECTIONS_KEY } from '@/lib/get-course-sections';
import { SECTION_STUDENTS_KEY } from './get-section-students';

/** PUT /admin/sections/:id/students: the students (of the section's course) move into the section. */
export function useMoveStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, studentIds }: SectionStudentsInput & { sectionId: string }) =>
      apiRequest<unknown>(`/admin/sections/${sectionId}/students`, {
        audience: 'admin',
        method: 'PUT',
        body: { studentIds },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SECTIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: SECTION_STUDENTS_KEY }),
      ]),
  });
}
