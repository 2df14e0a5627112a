import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { currentUser, subscribeToSessions } from '@/lib/session';

/** The queue and IndexedDB load apart from the admin pages' first scripts: most visits queue nothing. */
export const loadQueue = () => import('./queued-attendance');

/**
 * The signed-in staff member's attendance waiting to be sent, as kept on the device. It needs no connection; without
 * IndexedDB (a private window that refuses it) it fails, and the pages show no queue.
 */
export const queuedAttendanceQueryOptions = (user: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'attendance-queue', user ?? ''],
    queryFn: async () => (user === undefined ? [] : (await loadQueue()).queuedAttendance(user)),
    staleTime: Infinity,
    networkMode: 'always',
    retry: false,
  });

/** The signed-in staff member's queue; none on the first screen rendered at build time, without a session. */
export function useQueuedAttendance() {
  const user = useSyncExternalStore(
    subscribeToSessions,
    () => currentUser('admin'),
    () => undefined,
  );
  return useQuery(queuedAttendanceQueryOptions(user));
}

/** Reads the queue again, and the classes whose attendance may have changed by its sending. */
export const queueChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'attendance-queue'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'attendance'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'class-sessions'] }),
  ]);
