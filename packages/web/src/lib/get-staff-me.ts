import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMe } from '@campus/domain';
import { apiPaths } from '@/config/api-paths';
import { apiRequest } from './api-client';

/**
 * GET /admin/me: the signed-in staff member, their role and whether their password must be changed first. The admin
 * area loads it before any screen, so the navigation and every screen know the role.
 */
export const getStaffMe = (): Promise<StaffMe> => apiRequest<StaffMe>(apiPaths.staffMe, { audience: 'admin' });

export const staffMeQueryKey = ['admin', 'me'] as const;

export const useStaffMe = () => useQuery(queryOptions({ queryKey: staffMeQueryKey, queryFn: getStaffMe }));
