import { messages } from '@campus/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, currentPath, DEMO, launchBrowser, text, VIEWPORTS, withPage } from './browser';
import { startServer } from './server';
import {
  adminSignIn,
  fillAdminLogin,
  fillStudentLogin,
  goTo,
  stored,
  submitAdminLogin,
  submitStudentLogin,
} from './session';

/** Short enough to wait for, long enough to sign in and open a page first on a busy machine. */
const TOKEN_TTL_SECONDS = 8;

let browser: Browser;
/** A server of its own whose sign-ins last TOKEN_TTL_SECONDS. */
let shortLived: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  [browser, shortLived] = await Promise.all([
    launchBrowser(),
    startServer({ TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shortLived?.stop();
});

async function onShortLivedServer(run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL: shortLived.url, viewport: VIEWPORTS.desktop });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Waits until the server refuses the token the page keeps under `key` as expired. The server's clock decides, so the
 * browser's (page.clock) cannot stand in for it; asking the server about the token changes nothing.
 */
async function waitForExpiry(page: Page, key: 'token' | 'adminToken') {
  const token = await stored(page, key);
  const path = key === 'adminToken' ? '/api/admin/me' : '/api/users/full-me';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${shortLived.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
        return response.status === 401 ? ((await response.json()) as { error: string }).error : response.status;
      },
      { timeout: (TOKEN_TTL_SECONDS + 10) * 1000, interval: 250 },
    )
    .toBe(messages.auth.sessionExpired);
}

/** The login page says the session expired, and nothing else. */
async function expectSessionExpired(page: Page) {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await text(alert)).toBe(messages.auth.sessionExpired);
  expect(await page.getByText('Failed to fetch').count()).toBe(0);
  expect(await page.getByText(messages.auth.required).count()).toBe(0);
}

describe('an expired session', () => {
  it('typing a list search: the admin login says so, then the list comes back with the search', async () => {
    await onShortLivedServer(async (page) => {
      await submitAdminLogin(page, DEMO.admin);
      await page.waitForURL('**/admin/dashboard');
      await goTo(page, 'Admin', 'Students');
      const search = page.getByLabel('Search students');
      await search.waitFor();
      await waitForExpiry(page, 'adminToken');

      await search.fill('Sharma');
      await page.waitForURL('**/admin/login');
      await expectSessionExpired(page);

      await fillAdminLogin(page, DEMO.admin);
      await page.waitForURL((url) => url.pathname === '/admin/students' && url.searchParams.get('search') === 'Sharma');
      expect(await page.getByLabel('Search students').inputValue()).toBe('Sharma');
      await page.getByText(DEMO.student.email).waitFor();
    });
  });

  it('sending a form: the admin login says so, then the form comes back as it was typed, and sends', async () => {
    await onShortLivedServer(async (page) => {
      const notice = { title: `Fee camp ${Date.now()}`, description: 'Bring your receipts to room 4.' };
      await submitAdminLogin(page, DEMO.admin);
      await page.waitForURL('**/admin/dashboard');
      await page.goto('/admin/add-notice');
      await page.getByLabel('Title').fill(notice.title);
      await page.getByLabel('Description').fill(notice.description);
      await waitForExpiry(page, 'adminToken');

      await page.getByRole('button', { name: 'Send Notice' }).click();
      await page.waitForURL('**/admin/login');
      await expectSessionExpired(page);

      await fillAdminLogin(page, DEMO.admin);
      await page.waitForURL('**/admin/add-notice');
      // Put back once the form has mounted (lib/use-kept-values.ts).
      await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(notice.title);
      expect(await page.getByLabel('Description').inputValue()).toBe(notice.description);

      await page.getByRole('button', { name: 'Send Notice' }).click();
      await page.getByRole('status').filter({ hasText: messages.success.noticeSent }).waitFor();
      const token = await stored(page, 'adminToken');
      const response = await fetch(
        `${shortLived.url}/api/admin/notifications?search=${encodeURIComponent(notice.title)}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      expect(((await response.json()) as { total: number }).total).toBe(1);
    });
  });

  it('a student page opened after it expired: the student login says so, then the page comes back', async () => {
    await onShortLivedServer(async (page) => {
      await submitStudentLogin(page, DEMO.student);
      await page.waitForURL('**/dashboard');
      await waitForExpiry(page, 'token');

      await goTo(page, 'Student', 'Fees');
      await page.waitForURL('**/login');
      await expectSessionExpired(page);
      expect(await stored(page, 'token')).toBeNull();

      await fillStudentLogin(page, DEMO.student);
      await page.waitForURL('**/fees');
      await page.getByRole('heading', { name: 'Fees' }).first().waitFor();
    });
  });
});

describe('a session ended on the server', () => {
  /** Signs the student in on the shared server and returns a way to end that session there, as another device would. */
  async function signedInStudent(page: Page) {
    await submitStudentLogin(page, DEMO.otherStudent);
    await page.waitForURL('**/dashboard');
    const token = await stored(page, 'token');
    return async () => {
      const ended = await fetch(`${baseUrl()}/api/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ended.status).toBe(204);
    };
  }

  it('is refused on the next call: the student login says the session expired, then the page comes back', async () => {
    await withPage(browser, async (page) => {
      const endSession = await signedInStudent(page);
      // The profile has no live notice stream, so nothing but the next call learns of the end.
      await goTo(page, 'Student', 'Profile');
      await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
      await endSession();

      await goTo(page, 'Student', 'Fees');
      await page.waitForURL('**/login');
      await expectSessionExpired(page);
      await fillStudentLogin(page, DEMO.otherStudent);
      await page.waitForURL('**/fees');
    });
  });

  it('ends the dashboard’s live notice stream: the page goes to the student login by itself, and comes back', async () => {
    await withPage(browser, async (page) => {
      const endSession = await signedInStudent(page);
      await page.getByRole('list', { name: 'Notices' }).waitFor();
      await endSession();

      await page.waitForURL('**/login');
      await expectSessionExpired(page);
      await fillStudentLogin(page, DEMO.otherStudent);
      await page.waitForURL('**/dashboard');
    });
  });

  it('by Logout: the token is refused afterwards, and the login page shows no error', async () => {
    await withPage(browser, async (page) => {
      const token = await adminSignIn(page);
      await page.getByRole('button', { name: 'Logout' }).click();
      // The page signs out at once and tells the server beside it: the token is refused once the server has heard.
      const ended = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
      await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/admin/login');
      expect(await page.getByRole('alert').count()).toBe(0);
      expect((await ended).status()).toBe(204);

      const response = await fetch(`${baseUrl()}/api/admin/dashboard`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: messages.auth.sessionEnded, code: 'auth.sessionEnded' });
      // Signing in again goes to the dashboard, not back to where the previous session was.
      await fillAdminLogin(page, DEMO.admin);
      await page.waitForURL('**/admin/dashboard');
      expect(currentPath(page)).toBe('/admin/dashboard');
    });
  });
});
