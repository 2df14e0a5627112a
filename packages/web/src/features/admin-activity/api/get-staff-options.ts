import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Page, type StaffMember } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** Everyone who can have done something, deactivated staff too, for the activity's "who" filter. */
export const getStaffOptions = (): Promise<Page<StaffMember>> =>
  apiRequest<Page<StaffMember>>(`/admin/staff?limit=${MAX_PAGE_SIZE}`, { audience: 'admin' });

export const useStaffOptions = () =>
  useQuery(queryOptions({ queryKey: ['admin', 'staff', 'options'], queryFn: getStaffOptions }));
