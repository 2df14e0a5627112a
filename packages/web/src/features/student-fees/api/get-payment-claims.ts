import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PaymentClaim } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const PAYMENT_CLAIMS_PER_PAGE = 10;

export const getPaymentClaims = (page: number): Promise<Page<PaymentClaim>> =>
  apiRequest<Page<PaymentClaim>>(`/payment-claims?page=${page}&limit=${PAYMENT_CLAIMS_PER_PAGE}`, {
    audience: 'student',
  });

export const paymentClaimsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['student', 'payment-claims', { page }], queryFn: () => getPaymentClaims(page) });

export const usePaymentClaims = (page: number) =>
  useQuery({ ...paymentClaimsQueryOptions(page), placeholderData: keepPreviousData });
