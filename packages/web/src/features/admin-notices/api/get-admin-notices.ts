import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice, Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** The dashboard lists the latest notices; the list scrolls (spec §9). */
export const LATEST_NOTICES = 20;

export const getAdminNotices = (): Promise<Page<Notice>> =>
  apiRequest<Page<Notice>>(`/admin/notifications?limit=${LATEST_NOTICES}`, { audience: 'admin' });

export const adminNoticesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'notifications'], queryFn: getAdminNotices });

export const useAdminNotices = () => useQuery(adminNoticesQueryOptions());
