import { ifMatch, type AttendanceInput, type AttendanceRoster } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { useSaveOrQueue, type QueueSender } from '@/lib/queued-saves';
import { attendanceQueryOptions } from './get-attendance';

export interface SaveAttendanceVariables {
  classSessionId: string;
  input: AttendanceInput;
  /** The roster's version the marks were made on: a save by someone else since is not overwritten (409). */
  version: number;
}

/** PUT /admin/class-sessions/:id/attendance, the whole roster at once; answers the roster as saved. */
export const saveAttendance = ({ classSessionId, input, version }: SaveAttendanceVariables) =>
  apiRequest<AttendanceRoster>(`/admin/class-sessions/${classSessionId}/attendance`, {
    audience: 'admin',
    method: 'PUT',
    body: input,
    headers: { 'if-match': ifMatch(version) },
  });

/**
 * A class's attendance, saved now or from the queue of saves made offline (#46): the saved roster, with its new
 * version, is the screen's from then on, and the day's classes are read again.
 */
export const attendanceSender: QueueSender<'attendance'> = {
  kind: 'attendance',
  send: saveAttendance,
  saved: (queryClient, { classSessionId }, saved) => {
    queryClient.setQueryData(attendanceQueryOptions(classSessionId).queryKey, saved);
    return queryClient.invalidateQueries({ queryKey: ['admin', 'class-sessions'] });
  },
  pages: ['admin', 'attendance'],
};

/**
 * Saves a class's attendance, or, with no connection, queues it under `label`, the class as the screen names it
 * (lib/queued-saves.ts).
 */
export const useSaveAttendance = () => useSaveOrQueue(attendanceSender);
