import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentListItem, UpdateStudentInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export interface UpdateStudentVariables {
  id: string;
  data: UpdateStudentInput;
  photo: File | null;
}

export const updateStudent = ({ id, data: { courses, ...fields }, photo }: UpdateStudentVariables) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('courses', JSON.stringify(courses));
  if (photo) form.append('profilePhoto', photo);
  return apiRequest<{ user: StudentListItem }>(`/admin/users/${id}`, { audience: 'admin', method: 'PUT', body: form });
};

/** Enrollments change fee accounts and dashboard figures too, so all admin data reloads. */
export const useUpdateStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
