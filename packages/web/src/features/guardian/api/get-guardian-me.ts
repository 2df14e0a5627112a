import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { apiRequest } from '@/lib/api-client';

/** The signed-in guardian and the children linked to them (GET /guardians/me). */
export interface GuardianMe {
  _id: string;
  name: string;
  relation: string;
  phone: string | null;
  email: string | null;
  children: { _id: string; name: string }[];
}

export const guardianMeQueryOptions = () =>
  queryOptions({
    queryKey: ['guardian', 'me'],
    queryFn: () => apiRequest<GuardianMe>(apiPaths.guardianMe, { audience: 'guardian' }),
  });

export const useGuardianMe = () => useQuery(guardianMeQueryOptions());
