import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type AdminFeeRecord } from '@campus/domain';
import { getAdminFees } from './get-admin-fees';

/** Every open fee account of one student, asked for by their id: the courses a payment can be recorded against. */
export const getStudentFeeAccounts = async (studentId: string): Promise<AdminFeeRecord[]> => {
  const accounts: AdminFeeRecord[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await getAdminFees({ page, limit: MAX_PAGE_SIZE, search: '', studentId });
    accounts.push(...items);
    if (items.length === 0 || accounts.length >= total) return accounts;
  }
};

export const studentFeeAccountsQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: ['admin', 'fees', 'student', studentId],
    queryFn: () => getStudentFeeAccounts(studentId),
  });

export const useStudentFeeAccounts = (studentId: string | null) =>
  useQuery({ ...studentFeeAccountsQueryOptions(studentId ?? ''), enabled: studentId !== null });
