import { messages, type AdminFeeRecord, type Page as ApiPage } from '@campus/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, withPage } from './browser';
import { adminSignIn, api, apiLogin, studentSignIn } from './session';

let browser: Browser;
/** An Unpaid account of a seeded student that no other file pays into or reverses on. */
let account: AdminFeeRecord;

beforeAll(async () => {
  browser = await launchBrowser();
  const { token } = await apiLogin('/api/admin/login', DEMO.admin.email, DEMO.admin.password);
  const unpaid = await api<ApiPage<AdminFeeRecord>>('/admin/fees?status=Unpaid&limit=100', token!);
  const reserved = new Set([DEMO.student.email, DEMO.otherStudent.email]);
  const others = unpaid.items.filter((item) => !reserved.has(item.email) && item.totalFee >= 1_000_00);
  account = others[Math.floor(others.length / 2)]!;
  expect(account).toBeDefined();
  // Each sign-in is an Activity event: enough for Activity to have a second page.
  for (let i = 0; i < 25; i++) await apiLogin('/api/admin/login', DEMO.accountant.email, DEMO.accountant.password);
});

afterAll(async () => {
  await browser.close();
});

/** What has focus: its tag, id, role, text, and where it is on the screen. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const rect = element?.getBoundingClientRect();
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      role: element?.getAttribute('role') ?? '',
      text: (element?.innerText ?? '').replace(/\s+/g, ' ').trim(),
      inMenu: Boolean(element?.closest('header, #sidebar')),
      /** Shown over the page wherever it is scrolled (the skip link). */
      fixed: element ? getComputedStyle(element).position === 'fixed' : false,
      /** Focus is on the Activity list or around it. */
      holdsActivity: Boolean(element?.querySelector('ul[aria-label="Activity"]')),
      top: rect?.top ?? 0,
      bottom: rect?.bottom ?? 0,
      /** The bottom of the sticky header, 0 where it is not shown (desktop). */
      headerBottom: Math.max(0, document.querySelector('body header')?.getBoundingClientRect().bottom ?? 0),
    };
  });

/** Presses Tab until the locator has focus, as someone on a keyboard would reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 300; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

/** Focus is on something on the page, below the sticky header and inside the view. */
async function expectFocusInView(page: Page) {
  const now = await focused(page);
  expect(now.tag).not.toBe('body');
  expect(now.top).toBeGreaterThanOrEqual(now.headerBottom);
  expect(now.top).toBeLessThan(page.viewportSize()!.height);
  return now;
}

describe('the keyboard alone', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`skips to the main content from the first Tab (${viewport})`, async () => {
      await withPage(
        browser,
        async (page) => {
          await adminSignIn(page);
          // A page opened anew: its first Tab, not one from where the sign-in form was.
          await page.goto('/admin/dashboard');
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.keyboard.press('Tab');
          const link = await focused(page);
          expect(link.text).toBe('Skip to main content');
          expect(link.bottom).toBeGreaterThan(link.top);
          await page.keyboard.press('Enter');
          expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main' });
        },
        viewport,
      );
    });
  }

  for (const area of ['admin', 'student'] as const) {
    it(`holds focus in the 390 px menu of the ${area} and closes it with Escape`, async () => {
      await withPage(
        browser,
        async (page) => {
          if (area === 'admin') await adminSignIn(page);
          else await studentSignIn(page);
          const button = page.getByRole('button', { name: 'Open menu' });
          await tabTo(page, button);
          await page.keyboard.press('Enter');
          await page.getByRole('button', { name: 'Close menu' }).waitFor();
          const stops = await page.locator('#sidebar').getByRole('link').count();
          // Round the menu twice, both ways: focus never leaves it.
          for (const key of ['Tab', 'Shift+Tab']) {
            for (let presses = 0; presses < 2 * (stops + 2); presses++) {
              await page.keyboard.press(key);
              expect(await focused(page)).toMatchObject({ inMenu: true });
            }
          }
          expect(await page.locator('main').evaluate((main) => (main as HTMLElement).inert)).toBe(true);
          await page.keyboard.press('Escape');
          await expect.poll(() => page.locator('#sidebar').isVisible()).toBe(false);
          expect(await focused(page)).toMatchObject({ tag: 'button', inMenu: true });
          expect(
            await page.getByRole('button', { name: 'Open menu' }).evaluate((b) => b === document.activeElement),
          ).toBe(true);
          expect(await page.locator('main').evaluate((main) => (main as HTMLElement).inert)).toBe(false);
        },
        'phone',
      );
    });
  }

  it('scrolls a control Tab or Shift+Tab reaches from under the sticky header to below it, at 390 px', async () => {
    await withPage(
      browser,
      async (page) => {
        await adminSignIn(page);
        await page.goto('/admin/students');
        const controls = page.getByRole('list', { name: 'Students' }).locator('a[href], button:not([disabled]), input');
        await controls.nth(4).waitFor();
        const target = controls.nth(2);
        for (const [from, key] of [
          [controls.nth(1), 'Tab'],
          [controls.nth(3), 'Shift+Tab'],
        ] as const) {
          await from.focus();
          // The page scrolled (as by a swipe) so that the next control sits under the header, still on the screen.
          await target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 12));
          await page.keyboard.press(key);
          expect(await target.evaluate((element) => element === document.activeElement)).toBe(true);
          const now = await focused(page);
          expect(now.headerBottom).toBeGreaterThan(0);
          expect(now.top, key).toBeGreaterThanOrEqual(now.headerBottom);
        }
      },
      'phone',
    );
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`after Next and Previous in Activity, focus is on the new page's list, in view (${viewport})`, async () => {
      await withPage(
        browser,
        async (page) => {
          await adminSignIn(page);
          await page.goto('/admin/activity');
          const pages = page.getByRole('navigation', { name: 'Pagination' });
          await pages.waitFor();
          await tabTo(page, pages.getByRole('button', { name: 'Next' }));
          await page.keyboard.press('Enter');
          await pages.getByText(/^Page 2 of/).waitFor();
          expect(await expectFocusInView(page)).toMatchObject({ holdsActivity: true });

          await tabTo(page, pages.getByRole('button', { name: 'Previous' }));
          await page.keyboard.press('Enter');
          await pages.getByText(/^Page 1 of/).waitFor();
          expect(await expectFocusInView(page)).toMatchObject({ holdsActivity: true });
        },
        viewport,
      );
    });
  }

  it('after recording a payment, focus is on the outcome, then after reversing it too', async () => {
    await withPage(
      browser,
      async (page) => {
        await adminSignIn(page);
        await page.goto('/admin/fees');
        await page.getByLabel('Search fee records').fill(account.email);
        const card = page.getByRole('article', { name: account.name }).filter({ hasText: account.course });
        await tabTo(page, card.getByRole('link', { name: 'Record Payment' }));
        await page.keyboard.press('Enter');
        await page.getByRole('group', { name: 'Fee account' }).waitFor();
        await tabTo(page, page.getByLabel('Payment mode'));
        await page.keyboard.type('Cash');
        await tabTo(page, page.getByLabel('Amount paid (₹)'));
        await page.keyboard.type('100');
        await page.keyboard.press('Enter');
        await page.getByRole('status').filter({ hasText: messages.success.paymentRecorded }).waitFor();
        const outcome = await expectFocusInView(page);
        expect(outcome.role).toBe('status');
        expect(outcome.text).toContain(messages.success.paymentRecorded);

        await page.goto(`/admin/payments?studentId=${account.studentId}&courseId=${account.courseId}`);
        await tabTo(page, page.getByRole('button', { name: /^Reverse payment/ }).first());
        await page.keyboard.press('Enter');
        await page.getByLabel('Reason for the reversal').waitFor();
        await page.keyboard.type('Typed against the wrong account');
        await tabTo(page, page.getByRole('button', { name: 'Continue' }));
        await page.keyboard.press('Enter');
        await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Reverse' }));
        await page.keyboard.press('Enter');
        await page.getByRole('status').filter({ hasText: messages.success.entryReversed }).waitFor();
        const reversed = await expectFocusInView(page);
        expect(reversed.role).toBe('status');
        expect(reversed.text).toContain(messages.success.entryReversed);
      },
      'phone',
    );
  });
});
