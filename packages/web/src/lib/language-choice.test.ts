import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { fakeToken } from '@/testing/tokens';
import { changeLanguage, i18n } from './i18n';
import { chooseLanguage } from './language-choice';
import { clearSession, signIn } from './session';

// The tests of a worker share their modules: each gives English back.
afterEach(async () => {
  vi.restoreAllMocks();
  clearSession('student');
  await changeLanguage('en');
  localStorage.clear();
});

const languageCalls = (requests: { method: string; path: string; body: unknown }[]) =>
  requests
    .filter(({ path }) => path === '/users/me/language')
    .map(({ method, body }) => [method, body === undefined ? undefined : JSON.parse(String(body))]);

describe('choosing a language (#46)', () => {
  it('shows Campus in it, keeps it on the device, and on the server for a signed-in person', async () => {
    const requests = fakeFetch(() => ({ body: { language: 'hi' } }));
    localStorage.setItem('token', fakeToken('student-1'));
    await chooseLanguage('hi', 'student');
    expect(i18n.locale).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('campus_lang')).toBe('hi');
    expect(document.cookie).toContain('campus_lang=hi');
    expect(languageCalls(requests)).toEqual([['PUT', { language: 'hi' }]]);
  });

  it('is only kept on the device before anyone signs in', async () => {
    const requests = fakeFetch(() => ({ body: {} }));
    await chooseLanguage('hi');
    expect(i18n.locale).toBe('hi');
    expect(requests).toEqual([]);
  });

  it('follows a person to this device when they sign in, and keeps a device choice for one who never chose', async () => {
    fakeFetch(({ method }) => ({ body: { language: method === 'GET' ? 'hi' : null } }));
    signIn('student', fakeToken('student-2'));
    await vi.waitFor(() => expect(i18n.locale).toBe('hi'));

    clearSession('student');
    await changeLanguage('en');
    const requests = fakeFetch(({ method }) => ({ body: { language: method === 'GET' ? null : 'en' } }));
    signIn('student', fakeToken('student-3'));
    await vi.waitFor(() =>
      expect(languageCalls(requests)).toEqual([
        ['GET', undefined],
        ['PUT', { language: 'en' }],
      ]),
    );
  });
});
