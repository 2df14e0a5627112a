import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerHistoryEntry, LedgerQuery, Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const PAYMENTS_PAGE_SIZE = 20;

export type PaymentFilters = Omit<LedgerQuery, 'limit'>;

export const getPayments = (filters: PaymentFilters): Promise<Page<LedgerHistoryEntry>> => {
  const params = new URLSearchParams({ limit: String(PAYMENTS_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, String(value));
  return apiRequest<Page<LedgerHistoryEntry>>(`/admin/payments?${params}`, { audience: 'admin' });
};

export const paymentsQueryOptions = (filters: PaymentFilters) =>
  queryOptions({ queryKey: ['admin', 'payments', filters], queryFn: () => getPayments(filters) });

/** The previous page stays on screen while the next one loads, so the list does not jump; `enabled` false asks for none. */
export const usePayments = (filters: PaymentFilters, enabled = true) =>
  useQuery({ ...paymentsQueryOptions(filters), placeholderData: keepPreviousData, enabled });
