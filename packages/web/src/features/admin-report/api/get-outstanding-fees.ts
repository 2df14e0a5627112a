import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutstandingFee, Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const OUTSTANDING_PAGE_SIZE = 10;

export interface OutstandingFeesQuery {
  page: number;
  search: string;
}

export const getOutstandingFees = ({ page, search }: OutstandingFeesQuery): Promise<Page<OutstandingFee>> => {
  const params = new URLSearchParams({ page: String(page), limit: String(OUTSTANDING_PAGE_SIZE) });
  if (search) params.set('search', search);
  return apiRequest<Page<OutstandingFee>>(`/admin/report/outstanding?${params}`, { audience: 'admin' });
};

export const outstandingFeesQueryOptions = (query: OutstandingFeesQuery) =>
  queryOptions({ queryKey: ['admin', 'report', 'outstanding', query], queryFn: () => getOutstandingFees(query) });

export const useOutstandingFees = (query: OutstandingFeesQuery) =>
  useQuery({ ...outstandingFeesQueryOptions(query), placeholderData: keepPreviousData });
