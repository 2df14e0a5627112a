import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type AdminFeeRecord } from '@campus/domain';
import { getAdminFees } from './get-admin-fees';

export interface AccountHolder {
  _id: string;
  email: string;
}

/**
 * The fee accounts of one student — the courses a payment can be recorded against, with their totals. The fee list is
 * searched by the student's email (it has no student filter), and the rows are then narrowed to that student.
 */
export const getStudentFeeAccounts = async (student: AccountHolder): Promise<AdminFeeRecord[]> => {
  const page = await getAdminFees({ page: 1, limit: MAX_PAGE_SIZE, search: student.email });
  return page.items.filter((account) => account.studentId === student._id);
};

export const studentFeeAccountsQueryOptions = (student: AccountHolder) =>
  queryOptions({
    queryKey: ['admin', 'fees', 'student', student._id],
    queryFn: () => getStudentFeeAccounts(student),
  });

export const useStudentFeeAccounts = (student: AccountHolder | null) =>
  useQuery({
    ...studentFeeAccountsQueryOptions(student ?? { _id: '', email: '' }),
    enabled: student !== null,
  });
