import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFeeRecord, FeeStatus, Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const FEES_PAGE_SIZE = 12;

export interface AdminFeesQuery {
  page: number;
  search: string;
  status?: FeeStatus | undefined;
}

/** A page of the fees list. One student's every account is lib/get-student-fee-accounts.ts's. */
export const getAdminFees = ({ page, search, status }: AdminFeesQuery): Promise<Page<AdminFeeRecord>> => {
  const params = new URLSearchParams({ page: String(page), limit: String(FEES_PAGE_SIZE) });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  return apiRequest<Page<AdminFeeRecord>>(`/admin/fees?${params}`, { audience: 'admin' });
};

export const adminFeesQueryOptions = (query: AdminFeesQuery) =>
  queryOptions({ queryKey: ['admin', 'fees', query], queryFn: () => getAdminFees(query) });

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export const useAdminFees = (query: AdminFeesQuery) =>
  useQuery({ ...adminFeesQueryOptions(query), placeholderData: keepPreviousData });
