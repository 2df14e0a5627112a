import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getToken } from '@/lib/session';
import { useStudentScope } from '@/lib/student-scope';

/**
 * While mounted, keeps the student's own notice list live (notice-stream.ts); a guardian's child's list is not. The stream's code loads once the dashboard
 * is showing rather than with it; opening the stream refetches the list, so a notice published meanwhile is not
 * missed.
 */
export function useLiveNotices() {
  const queryClient = useQueryClient();
  const { own } = useStudentScope();

  useEffect(() => {
    const token = own ? getToken('student') : null;
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
  }, [queryClient, own]);
}
