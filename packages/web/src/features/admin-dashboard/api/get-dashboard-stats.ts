import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@campus/domain';
import { apiPaths } from '@/config/api-paths';
import { apiRequest } from '@/lib/api-client';

export const getDashboardStats = async (): Promise<DashboardStats> =>
  (await apiRequest<{ stats: DashboardStats }>(apiPaths.dashboardStats, { audience: 'admin' })).stats;

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: getDashboardStats });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
