import { messages } from '@campus/domain';
import type { Browser, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, currentPath, DEMO, launchBrowser, withPage } from './browser';
import { REFUSED_AT_PROVIDER } from './google-provider';
import { api, apiLogin, stored } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const googleIssuer = () => inject('googleIssuer');

/**
 * Changes the authorization request on its way to the provider. Playwright routes only the first request of a
 * redirect chain, so the app's own redirect (GET /api/auth/google) is fetched here and answered with the changed one;
 * its cookie reaches the browser with it.
 */
async function onWayToGoogle(page: Page, change: (authorizationUrl: URL) => void) {
  await page.route(
    (url) => url.origin === baseUrl() && url.pathname === '/api/auth/google',
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers().location!);
      change(location);
      await route.fulfill({ response, headers: { ...response.headers(), location: location.href } });
    },
  );
}

/** The test provider approves as the email the authorization request names (e2e/google-provider.ts). */
const approveAtGoogleAs = (page: Page, email: string) =>
  onWayToGoogle(page, (url) => url.searchParams.set('login_hint', email));

/** Every address the page loaded as a document, in order. */
function recordVisits(page: Page): URL[] {
  const visits: URL[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visits.push(new URL(request.url()));
  });
  return visits;
}

const visitsTo = (visits: URL[], path: string) => visits.filter((url) => url.pathname === path);

async function alertText(page: Page) {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  return (await alert.textContent())?.trim();
}

/** Clicks 'Continue with Google' on /login. */
async function continueWithGoogle(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
}

/** The error text the server sent the browser back to /login with. */
function loginError(visits: URL[]) {
  const [login] = visitsTo(visits, '/login').filter((url) => url.searchParams.has('error'));
  return login?.searchParams.get('error');
}

/** Signs in with Google and checks that it ends back on /login with the failure message, for `reason`. */
async function expectSentBackToLogin(page: Page, reason: string) {
  const visits = recordVisits(page);
  await continueWithGoogle(page);
  expect(await alertText(page)).toBe(messages.login.googleFailed);
  expect(loginError(visits)).toBe(reason);
  expect(visitsTo(visits, '/auth-success')).toEqual([]);
  expect(currentPath(page)).toBe('/login');
  expect(await stored(page, 'token')).toBeNull();
}

describe('Google sign-in', () => {
  it('goes through the provider and ends on the dashboard, signed in as the student, with no token in any address', async () => {
    await withPage(browser, async (page) => {
      await approveAtGoogleAs(page, DEMO.student.email);
      const visits = recordVisits(page);
      await continueWithGoogle(page);
      await page.waitForURL('**/dashboard');

      const token = await stored(page, 'token');
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const me = await api<{ name: string; email: string }>('/users/full-me', token!);
      expect(me.email).toBe(DEMO.student.email);
      await page.getByRole('heading', { name: `Welcome back, ${me.name}` }).waitFor();

      expect(visits.some((url) => url.origin === googleIssuer())).toBe(true);
      const [authSuccess] = visitsTo(visits, '/auth-success');
      expect([...authSuccess!.searchParams.keys()]).toEqual(['code']);
      for (const url of [...visits, new URL(page.url())]) expect(url.href).not.toContain(token!);
      expect(currentPath(page)).toBe('/dashboard');
      expect(new URL(page.url()).search).toBe('');
    });
  });

  it('returns to the login page with the failure message for an email no student has', async () => {
    await withPage(browser, async (page) => {
      await approveAtGoogleAs(page, 'nobody@students.campus.test');
      await expectSentBackToLogin(page, messages.login.googleUnknownEmail);
    });
  });

  it('returns to the login page with the failure message when the provider refuses', async () => {
    await withPage(browser, async (page) => {
      await approveAtGoogleAs(page, REFUSED_AT_PROVIDER);
      await expectSentBackToLogin(page, messages.login.googleCancelled);
    });
  });

  it('refuses a return from the provider whose state was changed', async () => {
    await withPage(browser, async (page) => {
      // The provider sends back whatever state it was given, so the app sees a state it never issued.
      await onWayToGoogle(page, (url) => {
        url.searchParams.set('login_hint', DEMO.student.email);
        url.searchParams.set('state', 'forged-state');
      });
      await expectSentBackToLogin(page, messages.login.googleStateMismatch);
    });
  });

  it('refuses a one-time code that was already used', async () => {
    let usedCode: URL | undefined;
    let codeCookie: Cookie | undefined;
    await withPage(browser, async (page) => {
      await approveAtGoogleAs(page, DEMO.student.email);
      const visits = recordVisits(page);
      await continueWithGoogle(page);
      await page.waitForURL('**/dashboard');
      [usedCode] = visitsTo(visits, '/auth-success');
      codeCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'campus_sign_in_code');
    });
    expect(usedCode?.searchParams.get('code')).toBeTruthy();
    expect(codeCookie).toMatchObject({ path: '/api/auth/exchange', httpOnly: true, sameSite: 'Strict' });

    // The same browser (it still holds the code's cookie) after signing out, and another one that never signed in.
    const answers: { status: number; error: string }[] = [];
    for (const cookies of [[codeCookie!], []]) {
      await withPage(browser, async (page) => {
        await page.context().addCookies(cookies);
        const exchange = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/exchange');
        await page.goto(usedCode!.pathname + usedCode!.search);
        const answer = await exchange;
        answers.push({ status: answer.status(), error: ((await answer.json()) as { error: string }).error });
        expect(await alertText(page)).toBe(messages.login.googleFailed);
        expect(currentPath(page)).toBe('/login');
        expect(await stored(page, 'token')).toBeNull();
      });
    }
    expect(answers).toEqual([
      { status: 401, error: messages.login.signInCodeInvalid },
      { status: 401, error: messages.login.signInCodeElsewhere },
    ]);
  });
});

describe('/auth-success', () => {
  it('goes to the login page without a code', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/auth-success');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).search).toBe('');
      expect(await stored(page, 'token')).toBeNull();
    });
  });

  it('never signs in with a token from the address, on /auth-success or on /login', async () => {
    const { token } = await apiLogin('/api/users/login', DEMO.student.email, DEMO.student.dob);
    expect(token).toBeTruthy();
    await withPage(browser, async (page) => {
      for (const path of ['/auth-success', '/login']) {
        await page.goto(`${path}?token=${encodeURIComponent(token!)}`);
        await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
        expect(await stored(page, 'token')).toBeNull();
      }
    });
  });
});
