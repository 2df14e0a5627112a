import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Course, Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const COURSES_PAGE_SIZE = 12;

export interface AdminCoursesQuery {
  page: number;
  search: string;
}

export const getAdminCourses = ({ page, search }: AdminCoursesQuery): Promise<Page<Course>> => {
  const params = new URLSearchParams({ page: String(page), limit: String(COURSES_PAGE_SIZE) });
  if (search) params.set('search', search);
  return apiRequest<Page<Course>>(`/admin/courses?${params}`, { audience: 'admin' });
};

export const adminCoursesQueryOptions = (query: AdminCoursesQuery) =>
  queryOptions({ queryKey: ['admin', 'courses', query], queryFn: () => getAdminCourses(query) });

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export const useAdminCourses = (query: AdminCoursesQuery) =>
  useQuery({ ...adminCoursesQueryOptions(query), placeholderData: keepPreviousData });
