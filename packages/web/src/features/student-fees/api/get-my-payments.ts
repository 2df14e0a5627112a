import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerHistoryEntry, Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { useStudentScope, type StudentScope } from '@/lib/student-scope';

export const MY_PAYMENTS_PER_PAGE = 10;

export const myPaymentsQueryOptions = (scope: StudentScope, page: number) =>
  queryOptions({
    queryKey: [...scope.key, 'payments', { page }],
    queryFn: () =>
      apiRequest<Page<LedgerHistoryEntry>>(
        `${scope.path('/payments/me', 'payments')}?page=${page}&limit=${MY_PAYMENTS_PER_PAGE}`,
        { audience: scope.audience },
      ),
  });

export const useMyPayments = (page: number) =>
  useQuery({ ...myPaymentsQueryOptions(useStudentScope(), page), placeholderData: keepPreviousData });
