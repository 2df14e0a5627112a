import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, StudentFeeRecord } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { useStudentScope, type StudentScope } from '@/lib/student-scope';

export const FEE_RECORDS_PER_PAGE = 20;

/** A page of the records; a student's first is the path the fees page's document asks for before its scripts run. */
export const feeRecordsPath = (scope: StudentScope, page: number) =>
  `${scope.path('/fees/me', 'fees')}?page=${page}&limit=${FEE_RECORDS_PER_PAGE}`;

export const feeRecordsQueryOptions = (scope: StudentScope, page: number) =>
  queryOptions({
    queryKey: [...scope.key, 'fee-records', { page }],
    queryFn: () => apiRequest<Page<StudentFeeRecord>>(feeRecordsPath(scope, page), { audience: scope.audience }),
  });

export const useFeeRecords = (page: number) =>
  useQuery({ ...feeRecordsQueryOptions(useStudentScope(), page), placeholderData: keepPreviousData });
