import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, StudentListItem } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const STUDENTS_PAGE_SIZE = 12;

export interface StudentsQuery {
  page: number;
  search: string;
}

export const getStudents = ({ page, search }: StudentsQuery): Promise<Page<StudentListItem>> => {
  const params = new URLSearchParams({ page: String(page), limit: String(STUDENTS_PAGE_SIZE) });
  if (search) params.set('search', search);
  return apiRequest<Page<StudentListItem>>(`/admin/users?${params}`, { audience: 'admin' });
};

export const studentsQueryOptions = (query: StudentsQuery) =>
  queryOptions({ queryKey: ['admin', 'students', query], queryFn: () => getStudents(query) });

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export const useStudents = (query: StudentsQuery) =>
  useQuery({ ...studentsQueryOptions(query), placeholderData: keepPreviousData });
