import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInIndia, messages } from '@campus/domain';
import { paths } from '../src/config/paths';
import { formatClassDay } from '../src/lib/class-times';
import { currentPath, DEMO, launchBrowser, withPage } from './browser';
import { adminSignIn, chooseLanguage, studentSignIn } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Everything the page reports as wrong: console errors (React's hydration errors among them) and uncaught ones. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds every script of the app back until `release` is called, and counts the API requests sent meanwhile. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const apiCalls = (page: Page, path: string) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) calls.push(request.url());
  });
  return calls;
};

/**
 * Opens `path` with each script its document does not preload held back, and gives the catalogs among those (modules
 * that export only their `messages`: vite.config.ts, `catalogs`) once `shown` is on the page, or after 5 s if it never
 * is: a first screen that waits for a catalog never shows.
 */
async function catalogsBeforeShown(page: Page, path: string, shown: Locator): Promise<string[]> {
  const document = await (await page.request.get(path)).text();
  const preloaded = new Set(
    [...document.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]* (?:href|src)="([^"]+)"/g)].map(
      ([, file]) => file,
    ),
  );
  const catalogs: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (preloaded.has(pathname)) return route.continue();
    const code = await (await route.fetch()).text();
    if (/export\s*\{\s*\w+ as messages\s*\}/.test(code)) catalogs.push(pathname);
  });
  await page.goto(path);
  await shown.waitFor({ timeout: 5000 }).catch(() => undefined);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return catalogs;
}

/**
 * Opens `path` as a new document with its scripts held back: the first screen is already there, as the build rendered
 * it; once the scripts run, React hydrates that very DOM (the same elements stay in the page) and reports no mismatch.
 */
async function expectHydrated(page: Page, path: string, heading?: string) {
  const errors = collectErrors(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const prerendered = await page
    .getByRole('heading', { name: heading, level: 1 })
    .first()
    .elementHandle({ timeout: 5000 });
  expect(prerendered, `${path} shows its heading before its scripts run`).not.toBeNull();
  release();
  // Its scripts have run, and the first screen's data has arrived and shows.
  await page.waitForLoadState('networkidle');
  expect(errors, `${path} logged errors`).toEqual([]);
  expect(await prerendered!.evaluate((element) => element.isConnected), `${path} kept its prerendered DOM`).toBe(true);
  await page.unroute('**/assets/*.js');
}

/** The admin pages with an address of their own: the build renders no page with a parameter; Email leads to Messages. */
const adminPages = Object.values(paths.admin).filter((path) => !path.includes(':') && path !== paths.admin.email);
/** Hydrating all of adminPages one after another: 36 s on a quiet core, past the usual minute beside other work. */
const EVERY_ADMIN_PAGE_MS = 120_000;

describe('first screens rendered at build time', () => {
  it('hydrates the sign-in pages without a mismatch, and their forms work', async () => {
    await withPage(browser, async (page) => {
      await expectHydrated(page, '/admin/login', 'Admin Login');
      await expectHydrated(page, '/login', 'Student Login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Email is required').waitFor();
    });
  });

  it("hydrates a student's pages, whose document asked for the page's own data (and full-me where the page reads it) before the scripts ran, once", async () => {
    await withPage(
      browser,
      async (page) => {
        await studentSignIn(page);
        for (const [path, heading, own, shown, readsMe = true] of [
          [
            '/dashboard',
            'Welcome back',
            '/timetable/me',
            // The student's name in the very heading the build rendered, and today's date over their classes.
            async (page: Page) => {
              await page.getByRole('heading', { name: 'Welcome back, Aarav Sharma' }).waitFor();
              await page.getByText(formatClassDay(dateInIndia(new Date()))).waitFor();
            },
          ],
          ['/fees', 'Fees', '/fees/me', (page: Page) => page.getByText('Due date').first().waitFor()],
          [
            '/attendance',
            'Attendance',
            '/attendance/me',
            (page: Page) => page.getByRole('list', { name: 'Attendance by course' }).waitFor(),
            false,
          ],
          [
            '/results',
            'Results',
            '/results/me',
            (page: Page) =>
              page.getByRole('list', { name: 'Results by course' }).or(page.getByText('No results yet')).waitFor(),
            false,
          ],
        ] as const) {
          // The page before is left first, so none of its requests, late under load, is counted as this page's.
          await page.goto('about:blank');
          const calls = apiCalls(page, '/users/full-me');
          const ownCalls = apiCalls(page, own);
          const errors = collectErrors(page);
          const release = await holdScripts(page);
          await page.goto(path, { waitUntil: 'commit' });
          const prerendered = await page.getByRole('heading', { name: heading, level: 1 }).elementHandle();
          await expect.poll(() => ownCalls.length, { timeout: 5000 }).toBe(1);
          await expect.poll(() => calls.length, { timeout: 5000 }).toBe(readsMe ? 1 : 0);
          release();
          await shown(page);
          expect(await prerendered!.evaluate((element) => element.isConnected)).toBe(true);
          expect(calls, `${path} asked for full-me ${readsMe ? 'once' : 'never'}`).toHaveLength(readsMe ? 1 : 0);
          expect(ownCalls, `${path} asked for its own data once`).toHaveLength(1);
          expect(errors, `${path} logged errors`).toEqual([]);
          await page.unroute('**/assets/*.js');
        }
      },
      'phone',
    );
  });

  it("preloads a page's chunks with its module on a navigation, from the list fetched once the first page loaded", async () => {
    await withPage(browser, async (page) => {
      await studentSignIn(page);
      const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/route-chunks.json');
      await page.goto('/dashboard');
      const chunks = ((await (await listed).json()) as Record<string, string[]>)['student/fees']!;
      const preloaded = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
            (link) => new URL(link.href).pathname,
          ),
        );
      const before = await preloaded();
      expect(
        chunks.filter((chunk) => !before.includes(chunk)),
        'the fees page has chunks of its own',
      ).not.toEqual([]);

      await page.getByRole('link', { name: 'Fees' }).click();
      await page.getByRole('heading', { name: 'Fees', level: 1 }).waitFor();
      const after = await preloaded();
      expect(chunks.filter((chunk) => !after.includes(chunk))).toEqual([]);
    });
  });

  it(
    'hydrates every admin page, keeping its prerendered DOM',
    async () => {
      await withPage(browser, async (page) => {
        await adminSignIn(page);
        await expectHydrated(page, '/admin/dashboard', 'Admin Dashboard');
        await expectHydrated(page, '/admin/grade-scale', 'Grading scale');
        for (const path of adminPages) await expectHydrated(page, path);
      });
    },
    EVERY_ADMIN_PAGE_MS,
  );

  it("hydrates the student's profile and their courses", async () => {
    await withPage(browser, async (page) => {
      await studentSignIn(page);
      // The dashboard's notice stream never lets the network go quiet: it is the test above's.
      await expectHydrated(page, paths.student.profile, 'Profile');
      await expectHydrated(page, paths.student.courses);
    });
  });

  it(
    'hydrates the pages in the language chosen on the device, in which the server sends their first screens',
    async () => {
      await withPage(browser, async (page) => {
        await adminSignIn(page);
        await chooseLanguage(page, 'hi');
        await expectHydrated(page, '/family/login', 'माता-पिता या अभिभावक');
        await expectHydrated(page, '/login', 'विद्यार्थी लॉगिन');
        await expectHydrated(page, '/admin/dashboard', 'व्यवस्थापक डैशबोर्ड');
        await expectHydrated(page, '/admin/students', 'विद्यार्थी');
        for (const path of adminPages) await expectHydrated(page, path);
      });
    },
    EVERY_ADMIN_PAGE_MS,
  );

  it("brings the catalogs of a page's modules in the language chosen with its document, rather than after they ran", async () => {
    await withPage(
      browser,
      async (page) => {
        await studentSignIn(page);
        await chooseLanguage(page, 'hi');
        for (const [path, shown] of [
          ['/dashboard', page.getByRole('heading', { name: 'फिर से स्वागत है, Aarav Sharma', level: 1 })],
          ['/fees', page.getByText('देय तारीख').first()],
          ['/profile', page.getByText(DEMO.student.email).first()],
        ] as const) {
          await page.goto('about:blank');
          const errors = collectErrors(page);
          expect(await catalogsBeforeShown(page, path, shown), `${path} waited for catalogs`).toEqual([]);
          expect(await shown.isVisible(), `${path} shows its data`).toBe(true);
          expect(errors, `${path} logged errors`).toEqual([]);
        }
      },
      'phone',
    );
  });

  it('shows an address with a query, or with the state of how it was reached, without a mismatch', async () => {
    await withPage(browser, async (page) => {
      await adminSignIn(page);
      const errors = collectErrors(page);
      await page.goto('/admin/generate-report?tab=day-book');
      await page.getByRole('tab', { name: 'Day book', selected: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: 'Report', level: 1 }).count(), 'one first screen').toBe(1);

      // A From after the To: said at the field, and no list is asked for (which the API would refuse).
      await page.goto('/admin/payments?from=2026-11-20&to=2026-11-01');
      await page.getByText(messages.ledger.fromAfterTo).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('Failed to fetch payments').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      expect(errors, 'errors, React #418 among them').toEqual([]);
    });
    // The staff sign-in reloaded after a deactivation sent the member there: the history entry keeps why.
    await withPage(browser, async (page) => {
      const errors = collectErrors(page);
      await page.goto('/admin/login');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      await page.evaluate(
        (why) => history.replaceState({ usr: { sessionEndedOn: '/admin/students', why }, key: 'e2e', idx: 0 }, ''),
        messages.auth.accountDeactivated,
      );
      await page.reload();
      await page.getByText(messages.auth.accountDeactivated).waitFor();
      await page.waitForLoadState('networkidle');
      expect(errors, 'errors, React #418 among them').toEqual([]);
    });
  });

  it('sends a signed-out visitor of a signed-in page to its login, before any of the page’s requests', async () => {
    await withPage(browser, async (page) => {
      const calls: string[] = [];
      page.on('request', (request) => {
        // The login page's own question (is Google sign-in set up?) is not the signed-in page's.
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && pathname !== '/api/site') calls.push(request.url());
      });
      const errors = collectErrors(page);
      await page.goto('/fees');
      await page.waitForURL('**/login');
      await page.goto('/admin/generate-report');
      await page.waitForURL('**/admin/login');
      expect(currentPath(page)).toBe('/admin/login');
      expect(calls).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
