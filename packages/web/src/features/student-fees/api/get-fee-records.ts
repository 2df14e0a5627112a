import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, StudentFeeRecord } from '@campus/domain';
import { apiPaths } from '@/config/api-paths';
import { apiRequest } from '@/lib/api-client';

export const FEE_RECORDS_PER_PAGE = 20;

/** A page of the records; the first is the path the fees page's document asks for before its scripts run. */
export const feeRecordsPath = (page: number) =>
  page === 1 ? apiPaths.studentFeeRecords : `/fees/me?page=${page}&limit=${FEE_RECORDS_PER_PAGE}`;

export const getFeeRecords = (page: number): Promise<Page<StudentFeeRecord>> =>
  apiRequest<Page<StudentFeeRecord>>(feeRecordsPath(page), { audience: 'student' });

export const feeRecordsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['student', 'fee-records', { page }], queryFn: () => getFeeRecords(page) });

export const useFeeRecords = (page: number) =>
  useQuery({ ...feeRecordsQueryOptions(page), placeholderData: keepPreviousData });
