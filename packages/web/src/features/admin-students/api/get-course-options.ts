import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Course, type Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** The courses a student can be enrolled in, for the course pickers (one page of the largest size). */
export const getCourseOptions = (): Promise<Page<Course>> =>
  apiRequest<Page<Course>>(`/admin/courses?limit=${MAX_PAGE_SIZE}`, { audience: 'admin' });

export const courseOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'courses', 'options'], queryFn: getCourseOptions });

export const useCourseOptions = () => useQuery(courseOptionsQueryOptions());
