import { useEffect } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { currentUser } from '@/lib/session';
import { attendanceQueryOptions } from './get-attendance';
import { loadQueue, queueChanged } from './get-queued-attendance';
import { saveAttendance } from './save-attendance';

/**
 * Sends the signed-in staff member's queued attendance when the admin area opens and each time the connection returns
 * (the page holds the sign-in, the service worker none). A class sent shows the roster as saved; one refused shows why.
 */
export function useSendQueuedAttendance() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const send = () => {
      const user = currentUser('admin');
      if (user === undefined) return;
      void loadQueue()
        .then(async ({ queuedAttendance, sendQueuedAttendance }) => {
          if ((await queuedAttendance(user)).length === 0) return;
          for (const { save, saved } of await sendQueuedAttendance(user, saveAttendance)) {
            queryClient.setQueryData(attendanceQueryOptions(save.classSessionId).queryKey, saved);
          }
          await queueChanged(queryClient);
        })
        .catch(() => {});
    };
    if (onlineManager.isOnline()) send();
    // The query library may hear of the connection's return after this listener does: the event is reason enough.
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [queryClient]);
}
