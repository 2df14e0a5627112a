import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { DEMO_ADMIN } from './demo-admin';
import { openBrowsers } from './failure-report';

const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** The app of this worker: its files run one after another against it, the other worker's against another. */
export const baseUrl = () => inject('baseUrls')[Number(process.env.VITEST_POOL_ID ?? 1) - 1]!;

/**
 * A new page in a context of its own. Its service worker is blocked: the tests that hold back or answer a page's
 * requests themselves (`page.route`) would not see the requests a worker answers; pwa.e2e.ts tests the worker.
 */
export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: VIEWPORTS[viewport],
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * A phone's browser with a profile of its own, whose service worker runs (newPage blocks it): Chromium installs no app
 * from an incognito context, which a new context of a launched browser is. `close` ends it and deletes the profile.
 */
export async function launchPhoneProfile(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'campus-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: baseUrl(),
    viewport: VIEWPORTS.phone,
    hasTouch: true,
  });
  const close = async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  };
  return { context, close };
}

/** Runs a test on a fresh page and closes its context afterwards. */
export async function withPage(
  browser: Browser,
  run: (page: Page) => Promise<void>,
  viewport: keyof typeof VIEWPORTS = 'desktop',
) {
  const { context, page } = await newPage(browser, viewport);
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

export const currentPath = (page: Page) => new URL(page.url()).pathname;

/** The locator's text content, its whitespace collapsed. */
export const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The locator's text as rendered (innerText: hidden elements left out), its whitespace collapsed. */
export const renderedText = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

/**
 * The page as it stays: painted after its last change (two frames), and no transition or other finite animation
 * under way (a button's colour half-way, a drawer sliding). Endless ones, such as a spinner's, are not waited for.
 */
export async function atRest(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Screenshots are taken only when asked for (E2E_SCREENSHOTS=1): nothing compares them, a person looks at them. */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * Runs `check` at desktop and at phone width, with a full-page screenshot of each into the git-ignored
 * test-results/screenshots when E2E_SCREENSHOTS=1; the page gets its size back afterwards.
 */
export async function atBothWidths(
  page: Page,
  name: string,
  check: (viewport: keyof typeof VIEWPORTS) => Promise<void> = async () => {},
) {
  if (TAKE_SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  try {
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await atRest(page);
      if (TAKE_SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}${name}-${viewport}.png`, fullPage: true });
      await check(viewport);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

/** A full-page screenshot of the page as it is, into test-results/screenshots, when E2E_SCREENSHOTS=1. */
export async function screenshot(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/** Full-page screenshots at desktop and phone width, when E2E_SCREENSHOTS=1 (see atBothWidths). */
export async function screenshotBoth(page: Page, name: string) {
  if (TAKE_SCREENSHOTS) await atBothWidths(page, name);
}

/** The demo logins the server prints on first start (see packages/server/src/scripts/seed-demo.ts). */
export const DEMO = {
  admin: DEMO_ADMIN,
  accountant: { email: 'accountant@campus.test', password: 'Accounts@12345' },
  student: { email: 'aarav.sharma1@students.campus.test', dob: '2000-01-01' },
  otherStudent: { email: 'diya.reddy2@students.campus.test', dob: '2001-02-02' },
};

/** The page does not scroll sideways: nothing is wider than the window (a table scrolls in its own region). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/**
 * A control of a table is reached by scrolling the table's own region, and shows whole: within the window, its label
 * on one line (not squeezed to a letter a line).
 */
export async function expectReachable(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  const { width } = page.viewportSize()!;
  expect(box.x, 'starts inside the window').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'ends inside the window').toBeLessThanOrEqual(width);
  expect(box.height, 'its label on one line').toBeLessThan(48);
}
