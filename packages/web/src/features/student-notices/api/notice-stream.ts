import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import type { QueryClient } from '@tanstack/react-query';
import type { Notice, Page } from '@campus/domain';
import { endSession } from '@/lib/session';
import { ownScope } from '@/lib/student-scope';
import { notificationsQueryOptions } from './get-notifications';

export const STREAM_PATH = '/api/notifications/stream';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** The stream was refused for good (signed out, or not a student): reconnecting would not help. */
class StreamRefused extends Error {}

/** Puts a new notice at the top of the list once, keeping the page at its limit. */
export function withNewNotice(page: Page<Notice>, notice: Notice): Page<Notice> {
  if (page.items.some((item) => item._id === notice._id)) return page;
  return { ...page, items: [notice, ...page.items].slice(0, page.limit), total: page.total + 1 };
}

/**
 * Keeps the student's notice list live until `signal` aborts: every notice an admin publishes is added to the cached
 * list as it arrives. A dropped stream reconnects, waiting longer after each failure, and refetches the list on
 * reopening so notices published in between are not missed. A 401 ends the session like any other call.
 */
export async function followNotices(queryClient: QueryClient, token: string, signal: AbortSignal) {
  const { queryKey } = notificationsQueryOptions(ownScope);
  let failures = 0;
  await fetchEventSource(STREAM_PATH, {
    headers: { authorization: `Bearer ${token}` },
    signal,
    async onopen(response) {
      if (response.ok && response.headers.get('content-type')?.startsWith(EventStreamContentType)) {
        failures = 0;
        // Events are read only after this refetch, so a refetch that started before a notice was published cannot
        // overwrite the list the event adds it to.
        await queryClient.invalidateQueries({ queryKey });
        return;
      }
      if (response.status === 401) endSession('student', token);
      if (response.status === 401 || response.status === 403) throw new StreamRefused();
      throw new Error(`The notice stream answered ${response.status}`);
    },
    onmessage(message) {
      if (message.event !== 'notice') return;
      const data: unknown = JSON.parse(message.data);
      // zod comes with the first notice rather than with the dashboard; a notice it fails to load for shows with the
      // next refetch.
      void import('./notice-schema').then(
        ({ noticeSchema }) => {
          const notice = noticeSchema.safeParse(data);
          if (notice.success) {
            queryClient.setQueryData(queryKey, (page) => page && withNewNotice(page, notice.data));
          }
        },
        () => {},
      );
    },
    onclose() {
      // The server ended the stream (a restart, say): open it again.
      throw new Error('The notice stream ended');
    },
    onerror(error) {
      if (error instanceof StreamRefused) throw error;
      // Jitter spreads the reconnections of many dashboards after a server restart.
      const delay = Math.min(FIRST_RETRY_MS * 2 ** failures++, MAX_RETRY_MS);
      return delay / 2 + Math.random() * (delay / 2);
    },
  });
}
