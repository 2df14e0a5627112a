import { readFile } from 'node:fs/promises';
import { paymentClaimMessages, receiptFileName, type PaymentClaim, type StudentListItem } from '@campus/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './api-setup';
import { DEMO, expectNoSidewaysScroll, launchBrowser, renderedText, VIEWPORTS } from './browser';
import { startServer } from './server';
import { smppEnv, startSmsc, textsTo, type TestSmsc } from './sms-centre';

/**
 * A guardian of the two demo students, on a 390 px phone: signs in with the code the SMS centre received, sees both
 * children, opens Aarav's fees and reports a UPI payment of what is due; the office finds it waiting to be confirmed,
 * confirms it, and the guardian downloads its receipt.
 * On a server of its own, with SMS over SMPP to an SMS centre started here and UPI on.
 */
const GUARDIAN = { name: 'Kavita Sharma', relation: 'Mother', phone: '9810077777' };
const UTR = '702098765432';

let browser: Browser;
let smsc: TestSmsc;
let server: Awaited<ReturnType<typeof startServer>>;
let adminToken: string;

const call = <T>(path: string, init: { method?: string; body?: object } = {}) =>
  apiCall<T>(adminToken, path, init.method ?? 'GET', init.body, {}, server.url);

// A server of its own, with the demo data seeded: on a busy machine that alone may take most of a minute.
beforeAll(async () => {
  smsc = await startSmsc();
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({ ...smppEnv(smsc, ['sign_in_code']), UPI_VPA: 'sunrise.institute@okaxis' }),
  ]);
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO.admin),
  });
  adminToken = ((await login.json()) as { token: string }).token;
  for (const { email } of [DEMO.student, DEMO.otherStudent]) {
    const { items } = await call<{ items: StudentListItem[] }>(`/admin/users?search=${encodeURIComponent(email)}`);
    await call(`/admin/users/${items[0]!._id}/guardians`, { method: 'POST', body: GUARDIAN });
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smsc?.stop();
});

describe('a guardian of two children on a phone', () => {
  it('signs in with the code sent by SMS, sees both children, reports a UPI payment of one’s fees and gets its receipt', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.phone, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto('/family/login');
      await page.getByLabel('Phone or email').fill('+91 98100 77777');
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await expect.poll(() => textsTo(smsc, GUARDIAN.phone).length, { timeout: 10_000 }).toBe(1);
      const code = /\b(\d{6})\b/.exec(textsTo(smsc, GUARDIAN.phone)[0]!)![1]!;
      await page.getByLabel('Code').fill(code);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/family');

      const children = page.getByRole('list', { name: 'Your children' });
      await children.getByRole('heading', { name: 'Aarav Sharma' }).waitFor();
      await children.getByRole('heading', { name: 'Diya Reddy' }).waitFor();
      await expectNoSidewaysScroll(page, 'The children page');

      await page.getByRole('link', { name: 'Fees of Aarav Sharma' }).click();
      const claim = page.getByRole('form', { name: 'I have paid — tell the office' }).first();
      await claim.getByLabel('UTR').fill(UTR);
      await claim.getByRole('button', { name: 'Tell the office' }).click();
      await claim.getByText(paymentClaimMessages.submitted).waitFor();
      const reported = page.getByRole('list', { name: 'Reported UPI payments' });
      await reported.getByText('Waiting for the office').waitFor();
      expect(await renderedText(reported)).toContain(UTR);
      await expectNoSidewaysScroll(page, 'The child’s fees page');

      const { items } = await call<{ items: PaymentClaim[] }>('/admin/payment-claims?status=pending');
      const waiting = items.filter((item) => item.utr === UTR);
      expect(waiting.map((item) => item.student)).toEqual(['Aarav Sharma']);

      const { claim: confirmed } = await call<{ claim: PaymentClaim }>(
        `/admin/payment-claims/${waiting[0]!._id}/confirm`,
        { method: 'POST', body: {} },
      );
      await page.reload();
      await reported.getByText(`Confirmed — receipt ${confirmed.receiptNumber}`).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        reported.getByRole('button', { name: `Download receipt ${confirmed.receiptNumber}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(receiptFileName(confirmed.receiptNumber!));
      expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
      await expectNoSidewaysScroll(page, 'The child’s fees page with a receipt');
    } finally {
      await context.close();
    }
  });
});
