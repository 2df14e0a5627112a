import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, RecentEnrollment } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const RECENT_ENROLLMENTS_PAGE_SIZE = 8;

export const getRecentEnrollments = (page: number): Promise<Page<RecentEnrollment>> =>
  apiRequest<Page<RecentEnrollment>>(
    `/admin/report/recent-enrollments?page=${page}&limit=${RECENT_ENROLLMENTS_PAGE_SIZE}`,
    { audience: 'admin' },
  );

export const recentEnrollmentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'report', 'recent-enrollments', { page }],
    queryFn: () => getRecentEnrollments(page),
  });

export const useRecentEnrollments = (page: number) =>
  useQuery({ ...recentEnrollmentsQueryOptions(page), placeholderData: keepPreviousData });
