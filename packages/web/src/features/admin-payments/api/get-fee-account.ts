import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFeeRecord } from '@campus/domain';
import { getStudentFeeAccounts } from '@/lib/get-student-fee-accounts';

/** A student's open fee account for a course, as the fee cards show it; null when it is no longer open. */
export const getFeeAccount = async (studentId: string, courseId: string): Promise<AdminFeeRecord | null> =>
  (await getStudentFeeAccounts(studentId)).find((account) => account.courseId === courseId) ?? null;

export const useFeeAccount = (studentId: string, courseId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'fees', 'account', studentId, courseId],
      queryFn: () => getFeeAccount(studentId, courseId),
    }),
  );
