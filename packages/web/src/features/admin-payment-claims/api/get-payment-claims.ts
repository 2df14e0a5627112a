import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, StaffPaymentClaim } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const CLAIMS_PAGE_SIZE = 20;

/**
 * The UPI payments students reported that nobody has confirmed or rejected yet, oldest first, each with the other
 * claims of its UTR.
 */
export const getPendingClaims = (page: number): Promise<Page<StaffPaymentClaim>> => {
  const params = new URLSearchParams({ status: 'pending', page: String(page), limit: String(CLAIMS_PAGE_SIZE) });
  return apiRequest<Page<StaffPaymentClaim>>(`/admin/payment-claims?${params}`, { audience: 'admin' });
};

export const pendingClaimsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['admin', 'payment-claims', { page }], queryFn: () => getPendingClaims(page) });

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const usePendingClaims = (page: number) =>
  useQuery({ ...pendingClaimsQueryOptions(page), placeholderData: keepPreviousData });
