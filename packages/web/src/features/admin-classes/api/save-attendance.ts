import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type AttendanceInput, type AttendanceRoster } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
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

/** The saved roster, with its new version, is the screen's from then on; the day's classes read again. */
export const useSaveAttendance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttendance,
    onSuccess: (saved, { classSessionId }) => {
      queryClient.setQueryData(attendanceQueryOptions(classSessionId).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'class-sessions'] });
    },
  });
};
