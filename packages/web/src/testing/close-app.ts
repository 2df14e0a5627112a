import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';

/**
 * Ends a test that opened the app's route table, in this order: its page, then the sessions, the app's query cache
 * (which the test files of a worker share, setup.ts) and the mocks. A session ended while the page is still up sends
 * the page to its sign-in page, whose modules then load into the next test, and with fetch restored, its requests
 * would leave for the network; a cache left filled answers the next file's first page with this one's data.
 */
export function closeApp() {
  cleanup();
  for (const audience of ['student', 'admin', 'guardian'] as const) clearSession(audience);
  queryClient.clear();
  vi.restoreAllMocks();
}
