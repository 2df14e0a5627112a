import type { OutstandingFee, Page as ApiPage, ReportTotals } from '@campus/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, withPage } from './browser';
import { adminSignIn } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** A large institute's figures: the demo's real answers, their amounts scaled up to crores. */
async function withBigFigures(page: Page) {
  await page.route('**/api/admin/report', async (route) => {
    const answer = (await (await route.fetch()).json()) as { totals: ReportTotals };
    answer.totals = {
      ...answer.totals,
      students: 10_029,
      collected: 26_92_04_055_43,
      outstanding: 3_14_15_926_53,
      outstandingAccounts: 12_345,
    };
    await route.fulfill({ json: answer });
  });
  await page.route('**/api/admin/report/outstanding?**', async (route) => {
    const answer = (await (await route.fetch()).json()) as ApiPage<OutstandingFee>;
    answer.items = answer.items.map((row) => ({
      ...row,
      feePaid: 12_34_56_789_00,
      feeTotal: 26_92_04_055_43,
      due: 14_57_47_266_43,
    }));
    await route.fulfill({ json: answer });
  });
}

/** Every figure the page shows (an element whose whole text is an amount or a count), and the lines it takes up. */
const figuresOf = (page: Page) =>
  page.locator('main *').evaluateAll((elements) =>
    elements
      .filter((element) => element.children.length === 0 && /^₹?[\d,.]+$/.test(element.textContent ?? ''))
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { text: element.textContent ?? '', lines: tops.size };
      }),
  );

describe('big figures at 390 px', () => {
  it('never breaks an amount or a count of the report across lines', async () => {
    await withPage(
      browser,
      async (page) => {
        await withBigFigures(page);
        await adminSignIn(page);
        await page.goto('/admin/generate-report');
        await page.getByRole('list', { name: 'Totals' }).getByText('₹26,92,04,055.43').waitFor();
        await page.getByRole('list', { name: 'Outstanding fees' }).getByText('₹14,57,47,266.43').first().waitFor();
        const figures = await figuresOf(page);
        for (const figure of figures) expect(figure, figure.text).toMatchObject({ lines: 1 });
        const texts = figures.map((figure) => figure.text);
        // The totals (counts grouped), the legend of the ring and the outstanding list's amounts.
        expect(texts).toEqual(expect.arrayContaining(['10,029', '₹26,92,04,055.43', '₹3,14,15,926.53']));
        expect(texts).toContain('₹12,34,56,789');
        // Nothing sticks out of the page sideways instead.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      },
      'phone',
    );
  });
});
