import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type AdminFeeRecord, type Page } from '@campus/domain';
import { apiRequest } from './api-client';

/**
 * Every open fee account of one student (GET /admin/fees?studentId=…, page by page), as the fee cards show them: the
 * courses a payment can be recorded against.
 */
export const getStudentFeeAccounts = async (studentId: string): Promise<AdminFeeRecord[]> => {
  const accounts: AdminFeeRecord[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ page: String(page), limit: String(MAX_PAGE_SIZE), studentId });
    const { items, total } = await apiRequest<Page<AdminFeeRecord>>(`/admin/fees?${params}`, { audience: 'admin' });
    accounts.push(...items);
    if (items.length === 0 || accounts.length >= total) return accounts;
  }
};

/** Under the fees' key: a payment recorded anywhere reloads them. */
export const studentFeeAccountsQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: ['admin', 'fees', 'student', studentId],
    queryFn: () => getStudentFeeAccounts(studentId),
  });

/** The student's fee accounts; none asked for while `studentId` is null (no student chosen, or not the office). */
export const useStudentFeeAccounts = (studentId: string | null) =>
  useQuery({ ...studentFeeAccountsQueryOptions(studentId ?? ''), enabled: studentId !== null });
