import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type Timetable, type TimetableInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { timetableKey } from './get-timetable';

/**
 * PUT /admin/sections/:id/timetable with the version read (0 for the first): the slots replace the old ones and the
 * section's coming classes are made again from them. Refused (409) when someone saved it since, or when a class would
 * put an instructor or a room in two places at once.
 */
export function useSaveTimetable(sectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, ...input }: TimetableInput & { version: number }) =>
      apiRequest<{ timetable: Timetable; upcomingClasses: number }>(`/admin/sections/${sectionId}/timetable`, {
        audience: 'admin',
        method: 'PUT',
        body: input,
        headers: { 'if-match': ifMatch(version) },
      }),
    onSuccess: ({ timetable }) => queryClient.setQueryData(timetableKey(sectionId), timetable),
  });
}
