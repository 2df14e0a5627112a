import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type MessagePreferences, type MyMessagePreferences } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { PATHS, preferencesQueryOptions, type PreferencesAudience } from './get-message-preferences';

/** PUT the whole preferences at the version read: preferences saved since are not overwritten (409). */
export function useSaveMessagePreferences(audience: PreferencesAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ preferences, version }: { preferences: MessagePreferences; version: number }) =>
      apiRequest<MyMessagePreferences>(PATHS[audience], {
        audience,
        method: 'PUT',
        body: preferences,
        headers: { 'if-match': ifMatch(version) },
      }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions(audience).queryKey, saved),
  });
}
