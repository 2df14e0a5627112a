import { messages, outboxMessages, type EmailStatus } from '@campus/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, text } from './browser';
import { adminSignIn, api, goTo } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The outbox once nothing is queued or being sent (the day's reminders may still be going out when this starts). */
async function settledStatus(token: string): Promise<EmailStatus> {
  let status: EmailStatus | undefined;
  await expect
    .poll(
      async () => {
        status = await api<EmailStatus>('/admin/email/status', token);
        return status.queued + status.sending;
      },
      { timeout: 20_000, interval: 200, message: 'the outbox settles' },
    )
    .toBe(0);
  return status!;
}

describe('email', () => {
  it('emails a notice to every student when "Also email students" is ticked, and the Messages page counts them sent and lists them', async () => {
    const { page, context } = await newPage(browser);
    try {
      const token = await adminSignIn(page);
      const students = (await api<{ total: number }>('/admin/users?limit=1', token)).total;
      const before = await settledStatus(token);
      expect(before.configured).toBe(true);

      await page.getByRole('link', { name: 'Add Notice' }).click();
      await page.waitForURL('**/admin/add-notice');
      await page.getByLabel('Title').fill(`Emailed notice ${Date.now()}`);
      await page.getByLabel('Description').fill('This notice also goes to every student by email.');
      await page.getByLabel(messages.email.alsoSendNotice).check();
      const posted = page.waitForResponse(
        (response) => response.url().endsWith('/api/admin/notifications') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Send Notice' }).click();
      expect((await posted).status()).toBe(201);
      await page
        .getByRole('status')
        .filter({ hasText: messages.email.noticeSentTo(students) })
        .waitFor();

      await goTo(page, 'Admin', outboxMessages.title);
      await page.waitForURL('**/admin/messages');
      const emailFigure = (state: 'sent' | 'failed') =>
        page
          .getByLabel(outboxMessages.figures('email'))
          .locator('div', { hasText: outboxMessages.stateLabels[state] })
          .locator('dd');
      const expected = (before.sent + students).toLocaleString('en-IN');
      // The page reads the figures again every 3 s while messages are queued or being sent.
      await expect.poll(() => text(emailFigure('sent')), { timeout: 20_000 }).toBe(expected);
      expect(await text(emailFigure('failed'))).toBe(before.failed.toLocaleString('en-IN'));
      expect(before.failed).toBe(0);

      // The newest email is one of the notice's, sent; the state filter "Failed" on Email lists none.
      await page.getByLabel(outboxMessages.columns.channel).selectOption({ label: outboxMessages.channelLabels.email });
      const newest = page.getByRole('region', { name: outboxMessages.list }).locator('tbody tr').first();
      await expect.poll(() => text(newest), { timeout: 20_000 }).toMatch(/Notice.*Sent/);
      await page.getByLabel(outboxMessages.columns.state).selectOption({ label: outboxMessages.stateLabels.failed });
      await page.getByText(outboxMessages.noneMatch).waitFor();
      expect(new URL(page.url()).search).toBe('?channel=email&state=failed');

      // The Email page's old address leads here, with what it asked for.
      await page.goto(`${baseUrl()}/admin/email?channel=email`);
      await page.waitForURL('**/admin/messages?channel=email');
      await page.getByRole('heading', { name: outboxMessages.title, level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });
});
