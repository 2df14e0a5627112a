import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentFields, StudentListItem } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export interface CreateStudentInput extends StudentFields {
  course: string;
  photo: File | null;
}

export const createStudent = ({ photo, ...fields }: CreateStudentInput): Promise<{ user: StudentListItem }> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append('profilePhoto', photo);
  return apiRequest<{ user: StudentListItem }>('/admin/users', { audience: 'admin', method: 'POST', body: form });
};

/** A new student changes the lists and every admin figure (students, enrollments, fees), so all admin data reloads. */
export const useCreateStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
