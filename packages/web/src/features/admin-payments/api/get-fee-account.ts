import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type AdminFeeRecord, type Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** A student's open fee account for a course, as the fee cards show it; null when it is no longer open. */
export const getFeeAccount = async (studentId: string, courseId: string): Promise<AdminFeeRecord | null> => {
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ page: String(page), limit: String(MAX_PAGE_SIZE), studentId });
    const { items, total } = await apiRequest<Page<AdminFeeRecord>>(`/admin/fees?${params}`, { audience: 'admin' });
    const account = items.find((item) => item.courseId === courseId);
    if (account) return account;
    if (items.length === 0 || page * MAX_PAGE_SIZE >= total) return null;
  }
};

export const useFeeAccount = (studentId: string, courseId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'fees', 'account', studentId, courseId],
      queryFn: () => getFeeAccount(studentId, courseId),
    }),
  );
