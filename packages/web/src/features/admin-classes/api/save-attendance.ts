import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type AttendanceInput, type AttendanceRoster } from '@campus/domain';
import { ApiError, apiRequest } from '@/lib/api-client';
import { currentUser } from '@/lib/session';
import { attendanceQueryOptions } from './get-attendance';
import { loadQueue, queuedAttendanceQueryOptions } from './get-queued-attendance';
import type { QueuedSave } from './queued-attendance';

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

/** A save sent now, or kept on the device to send when the connection returns (#46). */
export type AttendanceSaveResult = { saved: AttendanceRoster } | { queued: QueuedSave };

/**
 * Saves a class's attendance, or, with no connection (none known, or the request never reached the server), queues it
 * under `label`, the class as the screen names it. A refusal by the server is the screen's to show, never queued.
 */
async function saveOrQueue({
  label,
  ...variables
}: SaveAttendanceVariables & { label: string }): Promise<AttendanceSaveResult> {
  if (onlineManager.isOnline()) {
    try {
      return { saved: await saveAttendance(variables) };
    } catch (error) {
      if (error instanceof ApiError) throw error;
    }
  }
  const user = currentUser('admin');
  // A session that ended meanwhile has no one to keep the save for: the screen says it failed.
  if (user === undefined) throw new Error('No staff member is signed in.');
  const { queueAttendance } = await loadQueue();
  return { queued: await queueAttendance({ ...variables, user, label, queuedAt: new Date().toISOString() }) };
}

/**
 * Sent at once even with no connection known (the save is queued then). The saved roster, with its new version, is
 * the screen's from then on, the day's classes read again, and a queued save of the class, made before, goes.
 */
export const useSaveAttendance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrQueue,
    networkMode: 'always',
    onSuccess: async (result, { classSessionId }) => {
      const user = currentUser('admin');
      const queue = queuedAttendanceQueryOptions(user).queryKey;
      if ('queued' in result) return queryClient.invalidateQueries({ queryKey: queue });
      queryClient.setQueryData(attendanceQueryOptions(classSessionId).queryKey, result.saved);
      if (user !== undefined) {
        await loadQueue()
          .then(({ forgetQueuedAttendance }) => forgetQueuedAttendance(user, classSessionId))
          .catch(() => {});
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queue }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'class-sessions'] }),
      ]);
    },
  });
};
