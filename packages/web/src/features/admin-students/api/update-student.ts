import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type Student, type UpdateStudentInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export interface UpdateStudentVariables {
  id: string;
  data: UpdateStudentInput;
  photo: File | null;
  /** The version the form was filled from: a student changed since is not overwritten (409). */
  version: number;
}

export const updateStudent = ({
  id,
  data: { courses, sections, ...fields },
  photo,
  version,
}: UpdateStudentVariables) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('courses', JSON.stringify(courses));
  if (sections.length > 0) form.append('sections', JSON.stringify(sections));
  if (photo) form.append('profilePhoto', photo);
  return apiRequest<{ user: Student }>(`/admin/users/${id}`, {
    audience: 'admin',
    method: 'PUT',
    body: form,
    headers: { 'if-match': ifMatch(version) },
  });
};

/** Enrollments change fee accounts and dashboard figures too, so all admin data reloads. */
export const useUpdateStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
