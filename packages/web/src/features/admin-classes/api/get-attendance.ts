import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceRoster } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/class-sessions/:id/attendance: the class, its roster with the marks saved, and their version. */
export const getAttendance = (classSessionId: string) =>
  apiRequest<AttendanceRoster>(`/admin/class-sessions/${classSessionId}/attendance`, { audience: 'admin' });

/**
 * Read once and kept while marking: the screen fills its marks from this version, and only a save or Reload reads it
 * again, so nothing being marked is replaced under the instructor's thumb.
 */
export const attendanceQueryOptions = (classSessionId: string) =>
  queryOptions({
    queryKey: ['admin', 'attendance', classSessionId],
    queryFn: () => getAttendance(classSessionId),
    staleTime: Infinity,
  });

export const useAttendance = (classSessionId: string) => useQuery(attendanceQueryOptions(classSessionId));
