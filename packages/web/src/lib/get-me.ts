import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentMe } from '@campus/domain';
import { apiPaths } from '@/config/api-paths';
import { apiRequest } from './api-client';

/**
 * GET /users/full-me: the signed-in student with course and fee figures. The dashboard, profile, courses and fees
 * screens all read it, so it lives here rather than in one of their features.
 */
export const getMe = (): Promise<StudentMe> => apiRequest<StudentMe>(apiPaths.studentMe, { audience: 'student' });

export const meQueryOptions = () => queryOptions({ queryKey: ['student', 'me'], queryFn: getMe });

export const useMe = () => useQuery(meQueryOptions());
