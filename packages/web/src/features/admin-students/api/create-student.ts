import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuardianFields, StudentFields, StudentListItem } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export interface CreateStudentInput extends StudentFields {
  course: string;
  /** A section of the course; without one, the student joins its main section. */
  section?: string;
  /** A first guardian, sent as the form's guardianName, guardianRelation, guardianPhone and guardianEmail. */
  guardian?: GuardianFields;
  photo: File | null;
}

export const createStudent = ({
  photo,
  guardian,
  ...fields
}: CreateStudentInput): Promise<{ user: StudentListItem }> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (guardian) {
    form.append('guardianName', guardian.name);
    form.append('guardianRelation', guardian.relation);
    if (guardian.phone) form.append('guardianPhone', guardian.phone);
    if (guardian.email) form.append('guardianEmail', guardian.email);
  }
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
