import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PaymentClaim } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { useStudentScope, type StudentScope } from '@/lib/student-scope';

export const PAYMENT_CLAIMS_PER_PAGE = 10;

export const paymentClaimsQueryOptions = (scope: StudentScope, page: number) =>
  queryOptions({
    queryKey: [...scope.key, 'payment-claims', { page }],
    queryFn: () =>
      apiRequest<Page<PaymentClaim>>(
        `${scope.path('/payment-claims', 'payment-claims')}?page=${page}&limit=${PAYMENT_CLAIMS_PER_PAGE}`,
        {
          audience: scope.audience,
        },
      ),
  });

export const usePaymentClaims = (page: number) =>
  useQuery({ ...paymentClaimsQueryOptions(useStudentScope(), page), placeholderData: keepPreviousData });
