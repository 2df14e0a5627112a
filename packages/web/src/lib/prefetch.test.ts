import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { fakeToken } from '@/testing/tokens';
import { apiRequest } from './api-client';
import { prefetchScript } from './prefetch';
import { clearSession, saveToken } from './session';

/** Runs the inline script as the document does, before any of the app's modules. */
const runDocumentScript = (script: string) => new Function(script)();

/** The workers the document's script made: their code and name. */
let workers: { code: Blob; name: string | undefined }[];

beforeEach(() => {
  workers = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: string, options?: WorkerOptions) {
        workers.push({ code: blobs.get(url)!, name: options?.name });
      }
    },
  );
});

afterEach(() => {
  clearSession('student');
  clearSession('admin');
  delete window.campusPrefetched;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
});

describe("the document's prefetch", () => {
  it("sends the page's first requests with the stored token, and the page's calls take their answers once; then sets up the locale data in a worker", async () => {
    const token = fakeToken('student-1');
    saveToken('student', token);
    const requests = fakeFetch(({ path }) => ({ body: { path } }));
    document.documentElement.lang = 'hi';
    runDocumentScript(prefetchScript('student', ['/users/full-me']));
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/users/full-me',
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      }),
    ]);

    // The worker's code, run as the worker runs it: the document's language is its name.
    expect(workers).toHaveLength(1);
    expect(workers[0]!.name).toBe('hi');
    const made: unknown[][] = [];
    const format = (kind: string) =>
      class {
        constructor(...options: unknown[]) {
          made.push([kind, ...options]);
        }
        format = () => '';
      };
    const intl = { NumberFormat: format('number'), DateTimeFormat: format('date') };
    const closed = vi.fn();
    new Function('self', 'close', 'Intl', await workers[0]!.code.text())({ name: 'hi' }, closed, intl);
    expect(made).toEqual([
      ['number', 'en-IN'],
      ['date', 'hi-IN', { dateStyle: 'medium' }],
    ]);
    expect(closed).toHaveBeenCalled();

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
    expect(workers).toEqual([]);
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
