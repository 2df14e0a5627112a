import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Student } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** One student as the edit form needs them: with their date of birth (admins only) and version. */
export const getStudent = (id: string): Promise<{ user: Student }> =>
  apiRequest<{ user: Student }>(`/admin/users/${id}`, { audience: 'admin' });

export const studentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'students', 'one', id],
    queryFn: () => getStudent(id),
    select: (data) => data.user,
  });

export const useStudent = (id: string | undefined) =>
  useQuery({ ...studentQueryOptions(id ?? ''), enabled: id !== undefined });
