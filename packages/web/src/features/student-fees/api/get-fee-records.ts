import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, StudentFeeRecord } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const FEE_RECORDS_PER_PAGE = 20;

export const getFeeRecords = (page: number): Promise<Page<StudentFeeRecord>> =>
  apiRequest<Page<StudentFeeRecord>>(`/fees/me?page=${page}&limit=${FEE_RECORDS_PER_PAGE}`, { audience: 'student' });

export const feeRecordsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['student', 'fee-records', { page }], queryFn: () => getFeeRecords(page) });

export const useFeeRecords = (page: number) =>
  useQuery({ ...feeRecordsQueryOptions(page), placeholderData: keepPreviousData });
