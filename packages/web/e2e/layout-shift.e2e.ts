import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, VIEWPORTS, withPage } from './browser';
import { apiLogin, chooseLanguage } from './session';

let browser: Browser;
let session: Record<'token' | 'adminToken', string>;

beforeAll(async () => {
  browser = await launchBrowser();
  session = {
    token: (await apiLogin('/api/users/login', DEMO.student.email, DEMO.student.dob)).token!,
    adminToken: (await apiLogin('/api/admin/login', DEMO.admin.email, DEMO.admin.password)).token!,
  };
});

afterAll(async () => {
  await browser.close();
});

declare global {
  interface Window {
    /** Every layout shift not caused by input, from the first paint on, as the browser reports them. */
    layoutShifts(): { value: number; sources: string[] }[];
  }
}

/** Resolves once the page has painted two more frames: what React rendered before is on the screen. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Waits until the page has nothing left to load: no request of it in flight (the live notice stream aside, which stays
 * open) across two painted frames, so the last answers and chunks have arrived and rendered.
 */
async function settled(page: Page, inFlight: Set<Request>) {
  do {
    await expect.poll(() => inFlight.size, { timeout: 20_000 }).toBe(0);
    await painted(page);
  } while (inFlight.size > 0);
}

/**
 * Cumulative layout shift of a page opened signed in, in a language, with every API answer held back so its loading
 * state shows.
 */
async function layoutShift(path: string, viewport: keyof typeof VIEWPORTS, language: 'en' | 'hi') {
  let cls = 0;
  let shifts: ReturnType<Window['layoutShifts']> = [];
  await withPage(
    browser,
    async (page) => {
      const inFlight = new Set<Request>();
      page.on('request', (request) => {
        if (request.headers().accept !== 'text/event-stream') inFlight.add(request);
      });
      page.on('requestfinished', (request) => inFlight.delete(request));
      page.on('requestfailed', (request) => inFlight.delete(request));
      await chooseLanguage(page, language);
      await page.addInitScript(({ token, adminToken }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('adminToken', adminToken);
        localStorage.setItem('isAdmin', 'true');
        const shifts: ReturnType<Window['layoutShifts']> = [];
        const record = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const sources = entry.sources.map(
              (source) => (source.node as Element | undefined)?.outerHTML.slice(0, 120) ?? '?',
            );
            shifts.push({ value: entry.value, sources });
          }
        };
        const observer = new PerformanceObserver((list) => record(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // With the shifts of the last frames the observer has not been called back for yet.
        window.layoutShifts = () => {
          record(observer.takeRecords());
          return shifts;
        };
      }, session);
      // A slow network rather than a wait for something: each answer comes 600 ms late, so the loading state shows.
      await page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.fallback();
      });
      await page.goto(path);
      await page.waitForLoadState('load');
      // The held-back answers arrive and render, and the report's chart chunk loads.
      await settled(page, inFlight);
      shifts = await page.evaluate(() => window.layoutShifts());
      cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    },
    viewport,
  );
  return { cls, shifts };
}

describe('layout shift while a page loads', () => {
  it.each([
    ['/dashboard', 'desktop', 'en'],
    ['/dashboard', 'phone', 'en'],
    ['/dashboard', 'phone', 'hi'],
    ['/admin/generate-report', 'desktop', 'en'],
    ['/admin/generate-report', 'phone', 'en'],
    ['/admin/dashboard', 'desktop', 'en'],
    ['/admin/dashboard', 'phone', 'en'],
    ['/admin/dashboard', 'phone', 'hi'],
    ['/attendance', 'desktop', 'en'],
    ['/attendance', 'phone', 'en'],
    ['/admin/classes', 'desktop', 'en'],
    ['/admin/classes', 'phone', 'en'],
  ] as const)('%s at %s width in %s stays at most 0.02', async (path, viewport, language) => {
    const { cls, shifts } = await layoutShift(path, viewport, language);
    expect(cls, JSON.stringify(shifts, null, 2)).toBeLessThanOrEqual(0.02);
  });
});
