import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Course, type Page } from '@campus/domain';
import { apiRequest } from './api-client';

/** The courses, for the course pickers: a student's enrolment, an extra class (one page of the largest size). */
export const getCourseOptions = (): Promise<Page<Course>> =>
  apiRequest<Page<Course>>(`/admin/courses?limit=${MAX_PAGE_SIZE}`, { audience: 'admin' });

export const courseOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'courses', 'options'], queryFn: getCourseOptions });

export const useCourseOptions = () => useQuery(courseOptionsQueryOptions());
