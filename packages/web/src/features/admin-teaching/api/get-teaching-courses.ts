import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, TeachingCourse } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const TEACHING_PAGE_SIZE = 12;

/** GET /admin/teaching: the courses the signed-in instructor teaches (every course for an admin). */
export const getTeachingCourses = ({ page, search }: { page: number; search: string }) => {
  const params = new URLSearchParams({ page: String(page), limit: String(TEACHING_PAGE_SIZE) });
  if (search) params.set('search', search);
  return apiRequest<Page<TeachingCourse>>(`/admin/teaching?${params}`, { audience: 'admin' });
};

export const teachingCoursesQueryOptions = (query: { page: number; search: string }) =>
  queryOptions({ queryKey: ['admin', 'teaching', query], queryFn: () => getTeachingCourses(query) });

export const useTeachingCourses = (query: { page: number; search: string }) =>
  useQuery({ ...teachingCoursesQueryOptions(query), placeholderData: keepPreviousData });
