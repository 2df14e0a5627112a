import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { fakeToken } from '@/testing/tokens';
import { apiRequest } from './api-client';
import { prefetchScript } from './prefetch';
import { clearSession, saveToken } from './session';

/** Runs the inline script as the document does, before any of the app's modules. */
const runDocumentScript = (script: string) => new Function(script)();

afterEach(() => {
  clearSession('student');
  clearSession('admin');
  delete window.campusPrefetched;
  vi.restoreAllMocks();
});

describe("the document's prefetch", () => {
  it("sends the page's first requests with the stored token, and the page's calls take their answers once; then loads the locale data", async () => {
    const token = fakeToken('student-1');
    saveToken('student', token);
    const requests = fakeFetch(({ path }) => ({ body: { path } }));
    const madeFormats = vi.spyOn(Intl, 'NumberFormat');
    runDocumentScript(prefetchScript('student', ['/users/full-me']));
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/users/full-me',
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      }),
    ]);

    expect(madeFormats).toHaveBeenCalledTimes(1);

    await expect(apiRequest('/users/full-me', { audience: 'student' })).resolves.toEqual({ path: '/users/full-me' });
    expect(requests).toHaveLength(1);
    // A later call (a refetch) asks the server again.
    await apiRequest('/users/full-me', { audience: 'student' });
    expect(requests).toHaveLength(2);
  });

  it('sends nothing without a sign-in for its area, and an admin token without the admin flag is none', () => {
    const requests = fakeFetch(() => ({ body: {} }));
    runDocumentScript(prefetchScript('student', ['/users/full-me']));
    localStorage.setItem('adminToken', fakeToken('staff-1'));
    runDocumentScript(prefetchScript('admin', ['/admin/me']));
    expect(requests).toEqual([]);
    expect(window.campusPrefetched).toBeUndefined();
  });

  it('is not used by a call made with another sign-in, nor for another path', async () => {
    saveToken('admin', fakeToken('staff-1'));
    const requests = fakeFetch(({ path }) => ({ body: { path } }));
    runDocumentScript(prefetchScript('admin', ['/admin/me', '/admin/dashboard']));
    expect(requests.map(({ path }) => path)).toEqual(['/admin/me', '/admin/dashboard']);

    await apiRequest('/admin/students', { audience: 'admin' });
    saveToken('admin', fakeToken('staff-2'));
    await apiRequest('/admin/me', { audience: 'admin' });
    expect(requests.map(({ path }) => path)).toEqual(['/admin/me', '/admin/dashboard', '/admin/students', '/admin/me']);
  });
});
