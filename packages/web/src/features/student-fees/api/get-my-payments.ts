import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerHistoryEntry, Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const MY_PAYMENTS_PER_PAGE = 10;

export const getMyPayments = (page: number): Promise<Page<LedgerHistoryEntry>> =>
  apiRequest<Page<LedgerHistoryEntry>>(`/payments/me?page=${page}&limit=${MY_PAYMENTS_PER_PAGE}`, {
    audience: 'student',
  });

export const myPaymentsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['student', 'payments', { page }], queryFn: () => getMyPayments(page) });

export const useMyPayments = (page: number) =>
  useQuery({ ...myPaymentsQueryOptions(page), placeholderData: keepPreviousData });
