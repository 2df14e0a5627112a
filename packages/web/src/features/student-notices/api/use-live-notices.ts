import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getToken } from '@/lib/session';

/**
 * While mounted, keeps the student's notice list live (notice-stream.ts). The stream's code loads once the dashboard
 * is showing rather than with it; opening the stream refetches the list, so a notice published meanwhile is not
 * missed.
 */
export function useLiveNotices() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const token = getToken('student');
    if (!token) return;
    const controller = new AbortController();
    void import('./notice-stream')
      .then(({ followNotices }) =>
        controller.signal.aborted ? undefined : followNotices(queryClient, token, controller.signal),
      )
      .catch(() => {
        // Refused: the list stays as it is, without live updates.
      });
    return () => controller.abort();
  }, [queryClient]);
}
