import { messages, type EmailStatus } from '@campus/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, text } from './browser';
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
  it('emails a notice to every student when "Also email students" is ticked, and the Email page counts them sent and lists none waiting', async () => {
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
      await page.getByLabel(messages.email.alsoEmailStudents).check();
      const posted = page.waitForResponse(
        (response) => response.url().endsWith('/api/admin/notifications') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Send Notice' }).click();
      expect((await posted).status()).toBe(201);
      await page
        .getByRole('status')
        .filter({ hasText: messages.email.noticeEmailsQueued(students) })
        .waitFor();

      await goTo(page, 'Admin', 'Email');
      await page.waitForURL('**/admin/email');
      const sent = page.getByLabel('Email figures').locator('div', { hasText: messages.email.page.sent }).locator('dd');
      const expected = (before.sent + students).toLocaleString('en-IN');
      // The page reads the figures again every 2 s while emails are queued or being sent.
      await expect.poll(() => text(sent), { timeout: 20_000 }).toBe(expected);
      expect(
        await text(
          page.getByLabel('Email figures').locator('div', { hasText: messages.email.page.failed }).locator('dd'),
        ),
      ).toBe(before.failed.toLocaleString('en-IN'));
      // Nothing waits once they are all sent (and none had failed before).
      expect(before.failed).toBe(0);
      const waiting = page.getByRole('region', { name: messages.email.page.waiting });
      await waiting.getByText(messages.email.page.noneWaiting).waitFor();
    } finally {
      await context.close();
    }
  });
});
