import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFeeRecord, FeeStatus, Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const FEES_PAGE_SIZE = 12;

export interface AdminFeesQuery {
  page: number;
  limit?: number;
  search: string;
  status?: FeeStatus | undefined;
  studentId?: string;
}

export const getAdminFees = ({
  page,
  limit = FEES_PAGE_SIZE,
  search,
  status,
  studentId,
}: AdminFeesQuery): Promise<Page<AdminFeeRecord>> => {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  if (studentId) params.set('studentId', studentId);
  return apiRequest<Page<AdminFeeRecord>>(`/admin/fees?${params}`, { audience: 'admin' });
};

export const adminFeesQueryOptions = (query: AdminFeesQuery) =>
  queryOptions({ queryKey: ['admin', 'fees', query], queryFn: () => getAdminFees(query) });

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export const useAdminFees = (query: AdminFeesQuery) =>
  useQuery({ ...adminFeesQueryOptions(query), placeholderData: keepPreviousData });
