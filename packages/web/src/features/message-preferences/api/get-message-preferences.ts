import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyMessagePreferences } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** Whose preferences: the signed-in student's or the signed-in guardian's. */
export type PreferencesAudience = 'student' | 'guardian';

export const PATHS: Record<PreferencesAudience, string> = {
  student: '/users/me/message-preferences',
  guardian: '/guardians/me/preferences',
};

export const preferencesQueryOptions = (audience: PreferencesAudience) =>
  queryOptions({
    queryKey: [audience, 'message-preferences'],
    queryFn: () => apiRequest<MyMessagePreferences>(PATHS[audience], { audience }),
  });

/** GET the preferences, their version and the channels on offer at the institute. */
export const useMessagePreferences = (audience: PreferencesAudience) => useQuery(preferencesQueryOptions(audience));
