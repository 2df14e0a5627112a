import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentPath, launchPhoneProfile } from './browser';
import { adminSignIn, api, studentSignIn } from './session';

/** A phone's page whose service worker runs, in a browser profile of its own (launchPhoneProfile). */
async function withInstallablePage(run: (page: Page, context: BrowserContext) => Promise<void>) {
  const { context, close } = await launchPhoneProfile();
  try {
    await run(context.pages()[0] ?? (await context.newPage()), context);
  } finally {
    await close();
  }
}

/** Waits until the service worker is active and controls the page (a page opened before it was, once reloaded). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** Every address the page's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/** The second part of every query key the device keeps for reading offline (lib/offline-reading.ts): 'me', 'lesson'… */
const savedQueries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('campus-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('reads')) return resolve([]);
          const all = db.transaction('reads').objectStore('reads').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { queries: { queryKey: string[] }[] }[]).flatMap(({ queries }) =>
                queries.map(({ queryKey }) => queryKey[1]!),
              ),
            );
        };
      }),
  );

describe('Campus installed on a phone', () => {
  it('meets the install criteria: a manifest with its icons and start address, and a service worker', async () => {
    await withInstallablePage(async (page, context) => {
      await page.goto('/login');
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data!)).toMatchObject({
        name: 'Campus',
        start_url: '/start',
        display: 'standalone',
        theme_color: '#3b55e6',
      });
      for (const size of ['192', '512']) {
        const icon = await page.request.get(`/icons/icon-${size}.png`);
        expect(icon.headers()['content-type']).toBe('image/png');
      }
      // The app shell is kept at install: the entry and its stylesheet, with no API answer among them.
      const cached = await cachedUrls(page);
      expect(cached).toContain('/index.html');
      expect(cached.some((path) => /^\/assets\/app-.*\.js$/.test(path))).toBe(true);
      const stylesheet = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(await (await page.request.get('/')).text());
      expect(cached).toContain(stylesheet![1]);
    });
  });

  it('opens the pages seen before with the network off, as new documents', async () => {
    await withInstallablePage(async (page, context) => {
      await page.goto('/login');
      await controlled(page);
      await page.getByRole('heading', { name: 'Student Login', level: 1 }).waitFor();
      await page.goto('/admin/login');
      await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
      await context.setOffline(true);
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Student Login', level: 1 }).waitFor();
      await page.goto('/admin/login');
      await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
      expect((await cachedUrls(page)).filter((path) => path.startsWith('/api/'))).toEqual([]);
    });
  });

  it("opens at each person's home: a student's dashboard, the office's dashboard", async () => {
    await withInstallablePage(async (page) => {
      await studentSignIn(page);
      await page.goto('/start');
      await page.waitForURL('**/dashboard');
      expect(currentPath(page)).toBe('/dashboard');
      await adminSignIn(page);
      await page.goto('/start');
      await page.waitForURL('**/admin/dashboard');
    });
  });

  it("reads a student's dashboard, fees and an opened lesson with the network off, as of when they were loaded, after their session expired too, and nothing after signing out", async () => {
    await withInstallablePage(async (page, context) => {
      const token = await studentSignIn(page);
      await controlled(page);
      const { enrolledCourses } = await api<{ enrolledCourses: { _id: string }[] }>('/users/full-me', token);
      const outline = await api<{ chapters: { lessons: { _id: string; title: string }[] }[] }>(
        `/courses/${enrolledCourses[0]!._id}/outline`,
        token,
      );
      const lesson = outline.chapters[0]!.lessons[0]!;
      const pages = [
        ['/dashboard', page.getByRole('heading', { name: 'Welcome back, Aarav Sharma' }), 'me'],
        ['/fees', page.getByText('Due date').first(), 'fee-records'],
        [
          `/courses/${enrolledCourses[0]!._id}/lessons/${lesson._id}`,
          page.getByRole('heading', { level: 1, name: lesson.title }),
          'lesson',
        ],
      ] as const;
      for (const [path, shown, saved] of pages) {
        await page.goto(path);
        await shown.waitFor();
        await expect.poll(() => savedQueries(page)).toContain(saved);
      }

      await context.setOffline(true);
      for (const [path, shown] of pages) {
        await page.goto(path);
        await shown.waitFor();
        expect(await page.getByRole('status').filter({ hasText: 'You are offline' }).innerText()).toMatch(
          /This page shows what was last loaded, as of \d+ \w+ \d{4}, /,
        );
      }

      // A session that has expired meanwhile still opens what was read; back online, the login page.
      await page.evaluate(() => {
        const [header, claims, signature] = localStorage.getItem('token')!.split('.');
        const read = JSON.parse(atob(claims!.replace(/-/g, '+').replace(/_/g, '/'))) as object;
        const expired = { ...read, exp: Math.floor(Date.now() / 1000) - 60 };
        localStorage.setItem('token', [header, btoa(JSON.stringify(expired)), signature].join('.'));
      });
      await page.goto(pages[0][0]);
      await pages[0][1].waitFor();
      await context.setOffline(false);
      await page.goto('/dashboard');
      await page.waitForURL('**/login');
      expect(await savedQueries(page)).toContain('me');

      await studentSignIn(page);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      await expect.poll(() => savedQueries(page)).toEqual([]);
    });
  });
});
