import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type AdminFeeRecord, type Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** Every fee account of the student (GET /admin/fees?studentId=…, page by page), as the fee cards show them. */
const getStudentFees = async (studentId: string): Promise<AdminFeeRecord[]> => {
  const accounts: AdminFeeRecord[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ page: String(page), limit: String(MAX_PAGE_SIZE), studentId });
    const { items, total } = await apiRequest<Page<AdminFeeRecord>>(`/admin/fees?${params}`, { audience: 'admin' });
    accounts.push(...items);
    if (items.length === 0 || accounts.length >= total) return accounts;
  }
};

/**
 * The student's fee accounts, for the office alone (`enabled` false for anyone else: nothing is asked). The key is the
 * Fees page's for one student's accounts, so a payment recorded there or here reloads both.
 */
export const useStudentFees = (studentId: string, enabled: boolean) =>
  useQuery({ queryKey: ['admin', 'fees', 'student', studentId], queryFn: () => getStudentFees(studentId), enabled });
