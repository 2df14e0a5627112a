import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, VIEWPORTS, withPage } from './browser';
import { apiLogin } from './session';

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

/** Every layout shift not caused by input, from the first paint on, as the browser reports them. */
declare global {
  interface Window {
    layoutShifts: { value: number; sources: string[] }[];
  }
}

/** Cumulative layout shift of a page opened signed in, with every API answer held back so its loading state shows. */
async function layoutShift(path: string, viewport: keyof typeof VIEWPORTS) {
  let cls = 0;
  let shifts: Window['layoutShifts'] = [];
  await withPage(
    browser,
    async (page) => {
      await page.addInitScript(({ token, adminToken }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('adminToken', adminToken);
        localStorage.setItem('isAdmin', 'true');
        window.layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const sources = entry.sources.map(
              (source) => (source.node as Element | undefined)?.outerHTML.slice(0, 120) ?? '?',
            );
            window.layoutShifts.push({ value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      }, session);
      await page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.fallback();
      });
      await page.goto(path);
      await page.waitForLoadState('load');
      // The held-back answers arrive and render, and the report's chart chunk loads.
      await page.waitForTimeout(2500);
      shifts = await page.evaluate(() => window.layoutShifts);
      cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    },
    viewport,
  );
  return { cls, shifts };
}

describe('layout shift while a page loads', () => {
  it.each([
    ['/dashboard', 'desktop'],
    ['/dashboard', 'phone'],
    ['/admin/generate-report', 'desktop'],
    ['/admin/generate-report', 'phone'],
    ['/admin/dashboard', 'desktop'],
    ['/admin/dashboard', 'phone'],
  ] as const)('%s at %s width stays at most 0.02', async (path, viewport) => {
    const { cls, shifts } = await layoutShift(path, viewport);
    expect(cls, JSON.stringify(shifts, null, 2)).toBeLessThanOrEqual(0.02);
  });
});
