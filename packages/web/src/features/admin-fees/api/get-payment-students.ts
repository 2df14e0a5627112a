import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, StudentListItem } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const PAYMENT_STUDENTS_LIMIT = 25;

/** The students the payment form offers: the first matches for what the admin typed (name or email). */
export const getPaymentStudents = (search: string): Promise<Page<StudentListItem>> => {
  const params = new URLSearchParams({ page: '1', limit: String(PAYMENT_STUDENTS_LIMIT) });
  if (search) params.set('search', search);
  return apiRequest<Page<StudentListItem>>(`/admin/users?${params}`, { audience: 'admin' });
};

export const paymentStudentsQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['admin', 'payment-students', search], queryFn: () => getPaymentStudents(search) });

/** `enabled` false asks nothing: a student the form already knows needs no search until the admin types one. */
export const usePaymentStudents = (search: string, enabled: boolean) =>
  useQuery({ ...paymentStudentsQueryOptions(search), placeholderData: keepPreviousData, enabled });
