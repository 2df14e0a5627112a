import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, StaffMember } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const STAFF_PAGE_SIZE = 20;

export interface StaffQuery {
  page: number;
  search: string;
}

export const getStaff = ({ page, search }: StaffQuery): Promise<Page<StaffMember>> => {
  const params = new URLSearchParams({ page: String(page), limit: String(STAFF_PAGE_SIZE) });
  if (search) params.set('search', search);
  return apiRequest<Page<StaffMember>>(`/admin/staff?${params}`, { audience: 'admin' });
};

export const staffQueryOptions = (query: StaffQuery) =>
  queryOptions({ queryKey: ['admin', 'staff', query], queryFn: () => getStaff(query) });

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const useStaffList = (query: StaffQuery) =>
  useQuery({ ...staffQueryOptions(query), placeholderData: keepPreviousData });
