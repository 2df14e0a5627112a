import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportTotals } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const getReportTotals = async (): Promise<ReportTotals> =>
  (await apiRequest<{ totals: ReportTotals }>('/admin/report', { audience: 'admin' })).totals;

export const reportTotalsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'report', 'totals'], queryFn: getReportTotals });

export const useReportTotals = () => useQuery(reportTotalsQueryOptions());
