import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, StudentFeeRecord } from '@campus/domain';
import { feeRecordsPath } from '@/config/api-paths';
import { apiRequest } from '@/lib/api-client';

export const getFeeRecords = (page: number): Promise<Page<StudentFeeRecord>> =>
  apiRequest<Page<StudentFeeRecord>>(feeRecordsPath(page), { audience: 'student' });

export const feeRecordsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['student', 'fee-records', { page }], queryFn: () => getFeeRecords(page) });

export const useFeeRecords = (page: number) =>
  useQuery({ ...feeRecordsQueryOptions(page), placeholderData: keepPreviousData });
