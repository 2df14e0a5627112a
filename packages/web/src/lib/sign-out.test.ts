import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, saveToken, sessionEndReason } from './session';
import { signOut } from './sign-out';
import { fakeToken } from '@/testing/tokens';

afterEach(() => vi.restoreAllMocks());

describe('signOut', () => {
  it('asks the server to end the session with its token, and forgets it here', async () => {
    const token = fakeToken('admin-1');
    saveToken('admin', token);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    await signOut('admin');
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
    expect(getToken('admin')).toBeNull();
    expect(localStorage.getItem('isAdmin')).toBeNull();
  });

  it('signs out here even when the server cannot be reached or refuses, and not as an expired session', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(Response.json({ error: 'Your session has ended. Please sign in again.' }, { status: 401 })),
    ]) {
      saveToken('student', fakeToken('student-1'));
      vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
      await signOut('student');
      expect(getToken('student')).toBeNull();
      expect(sessionEndReason('student')).toBeNull();
    }
  });
});
