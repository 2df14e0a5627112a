import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseProgressSort, Page, StudentProgress } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const PROGRESS_PAGE_SIZE = 20;
/** What "Not opened for two weeks" keeps: no lesson opened for this many days. */
export const INACTIVE_DAYS = 14;

export interface CourseProgressFilter {
  search: string;
  sort: CourseProgressSort;
  inactive: boolean;
}

/** The query of the progress view and of its CSV, without the page. */
export function progressParams({ search, sort, inactive }: CourseProgressFilter) {
  const params = new URLSearchParams({ sort });
  if (search) params.set('search', search);
  if (inactive) params.set('inactiveDays', String(INACTIVE_DAYS));
  return params;
}

/** GET /admin/courses/:id/progress: a page of the course's students with their progress. */
export const getCourseProgress = (courseId: string, page: number, filter: CourseProgressFilter) => {
  const params = progressParams(filter);
  params.set('page', String(page));
  params.set('limit', String(PROGRESS_PAGE_SIZE));
  return apiRequest<Page<StudentProgress>>(`/admin/courses/${courseId}/progress?${params}`, { audience: 'admin' });
};

export const useCourseProgress = (courseId: string, page: number, filter: CourseProgressFilter) =>
  useQuery({
    queryKey: ['admin', 'course-progress', courseId, page, filter],
    queryFn: () => getCourseProgress(courseId, page, filter),
    placeholderData: keepPreviousData,
  });
