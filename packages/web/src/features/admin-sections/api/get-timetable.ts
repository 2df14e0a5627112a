import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timetable } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const timetableKey = (sectionId: string) => ['admin', 'timetable', sectionId];

/** GET /admin/sections/:id/timetable: its range, slots and version (0, without range or slots, before the first). */
export const timetableQueryOptions = (sectionId: string) =>
  queryOptions({
    queryKey: timetableKey(sectionId),
    queryFn: async () =>
      (await apiRequest<{ timetable: Timetable }>(`/admin/sections/${sectionId}/timetable`, { audience: 'admin' }))
        .timetable,
  });

export const useTimetable = (sectionId: string) => useQuery(timetableQueryOptions(sectionId));
