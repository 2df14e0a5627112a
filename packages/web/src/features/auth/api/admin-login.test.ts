import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN_TIMEOUT_MS, loginAdmin } from './admin-login';

/** A fetch that never answers and rejects the way the browser does once its signal is aborted. */
function hangingFetch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loginAdmin', () => {
  it('gives up on an unanswered reachability check after the timeout', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const attempt = loginAdmin({ email: 'admin@example.com', password: 'secret' });
    const outcome = expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(ADMIN_LOGIN_TIMEOUT_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(fetch.mock.calls[0]![0]).toBe('/');
  });

  it('gives up on an unanswered sign-in after the timeout', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch().mockResolvedValueOnce(new Response('<!doctype html>', { status: 200 }));
    const attempt = loginAdmin({ email: 'admin@example.com', password: 'secret' });
    const outcome = expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(ADMIN_LOGIN_TIMEOUT_MS);
    await outcome;
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/', '/api/admin/login']);
  });
});
