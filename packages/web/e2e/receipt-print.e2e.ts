import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, withPage } from './browser';
import { adminSignIn, goTo, studentSignIn } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

interface PrintCall {
  url: string;
  contentType: string;
}

/**
 * Watches the print path: every window a frame hands out gets its print() replaced by a recorder (which needs the frame
 * to be of this origin: a frame the policy blocked shows an error page of another origin, and replacing its print
 * throws), so the test sees which document print() was called on. Policy violations and page errors are collected.
 */
async function watchPrinting(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const calls: PrintCall[] = [];
    const failures: string[] = [];
    Object.assign(window, { printCalls: calls, printFailures: failures });
    const contentWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      get(this: HTMLIFrameElement) {
        const frameWindow = contentWindow.get!.call(this) as Window | null;
        if (frameWindow) {
          try {
            frameWindow.print = () =>
              calls.push({ url: frameWindow.location.href, contentType: frameWindow.document.contentType });
          } catch (error) {
            failures.push(String(error));
          }
        }
        return frameWindow;
      },
    });
  });
  return {
    problems,
    calls: () => page.evaluate(() => (window as unknown as { printCalls: PrintCall[] }).printCalls),
    failures: () => page.evaluate(() => (window as unknown as { printFailures: string[] }).printFailures),
  };
}

async function expectPrinted(page: Page, print: Locator) {
  const watch = await watchPrinting(page);
  await page.reload();
  await print.first().click();
  await expect.poll(watch.calls, { timeout: 10_000 }).toHaveLength(1);
  const [call] = await watch.calls();
  expect(call!.url).toMatch(/^blob:http:\/\/[^/]+\//);
  expect(call!.contentType).toBe('application/pdf');
  expect(await watch.failures()).toEqual([]);
  expect(watch.problems).toEqual([]);
}

describe('Print receipt', () => {
  it('prints the receipt PDF from the Payments ledger, under the Content Security Policy', async () => {
    await withPage(browser, async (page) => {
      await adminSignIn(page);
      await goTo(page, 'Admin', 'Payments');
      const print = page.getByRole('button', { name: /^Print receipt / });
      await print.first().waitFor();
      await expectPrinted(page, print);
    });
  });

  it("prints a student's own receipt from their Fees page", async () => {
    await withPage(browser, async (page) => {
      await studentSignIn(page);
      await goTo(page, 'Student', 'Fees');
      const print = page.getByRole('button', { name: /^Print receipt / });
      await print.first().waitFor();
      await expectPrinted(page, print);
    });
  });
});
