import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type AttendanceInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { attendanceQueryOptions } from './get-attendance';

export interface SaveAttendanceVariables {
  classSessionId: string;
  input: AttendanceInput;
  /** The roster's version the marks were made on: a save by someone else since is not overwritten (409). */
  version: number;
}

/** PUT /admin/class-sessions/:id/attendance, the whole roster at once; the roster and the day's classes reload. */
export const saveAttendance = ({ classSessionId, input, version }: SaveAttendanceVariables) =>
  apiRequest<unknown>(`/admin/class-sessions/${classSessionId}/attendance`, {
    audience: 'admin',
    method: 'PUT',
    body: input,
    headers: { 'if-match': ifMatch(version) },
  });

export const useSaveAttendance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttendance,
    onSuccess: (_answer, { classSessionId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attendanceQueryOptions(classSessionId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'class-sessions'] }),
      ]),
  });
};
