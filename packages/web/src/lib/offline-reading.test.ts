import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from '@/testing/tokens';
import { keepReadsOffline } from './offline-reading';
import { clearSession, saveToken } from './session';

/** A fresh page's query client, as a new document starts with. */
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Reads into the client what the pages would, and waits until it is kept. */
async function read(client: QueryClient, data: Record<string, unknown>) {
  for (const [name, value] of Object.entries(data))
    await client.fetchQuery({ queryKey: ['student', name], queryFn: () => value });
  await vi.advanceTimersByTimeAsync(1_100);
}

describe('reading offline what was last read', () => {
  it("restores a student's last reads on the next page, keeps no other query, and forgets them at sign-out", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      saveToken('student', fakeToken('student-1'));
      const first = newClient();
      const stop = await keepReadsOffline(first, 'student');
      first.setQueryData(['admin', 'fees'], { items: [] });
      await read(first, { me: { name: 'Aarav' }, timetable: { week: 1 } });
      stop();

      const next = newClient();
      (await keepReadsOffline(next, 'student'))();
      expect(next.getQueryData(['student', 'me'])).toEqual({ name: 'Aarav' });
      expect(next.getQueryData(['student', 'timetable'])).toEqual({ week: 1 });
      // Shown until the server answers, and asked for again when shown, however recent.
      expect(next.getQueryState(['student', 'me'])?.isInvalidated).toBe(true);
      expect(next.getQueryData(['admin', 'fees'])).toBeUndefined();

      clearSession('student');
      saveToken('student', fakeToken('student-1'));
      await vi.waitFor(async () => {
        const after = newClient();
        (await keepReadsOffline(after, 'student'))();
        expect(after.getQueryData(['student', 'me'])).toBeUndefined();
      });
    } finally {
      vi.useRealTimers();
      clearSession('student');
    }
  });

  it("never shows one student's reads to the next student to sign in on the device", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      saveToken('student', fakeToken('student-a'));
      const first = newClient();
      const stop = await keepReadsOffline(first, 'student');
      await read(first, { me: { name: 'A' } });
      stop();

      saveToken('student', fakeToken('student-b'));
      const other = newClient();
      (await keepReadsOffline(other, 'student'))();
      expect(other.getQueryData(['student', 'me'])).toBeUndefined();

      saveToken('student', fakeToken('student-a'));
      const back = newClient();
      (await keepReadsOffline(back, 'student'))();
      expect(back.getQueryData(['student', 'me'])).toBeUndefined();
    } finally {
      vi.useRealTimers();
      clearSession('student');
    }
  });
});
