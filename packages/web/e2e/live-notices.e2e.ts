import type { Notice, Page as ApiPage } from '@campus/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, text } from './browser';
import { adminSignIn, api, studentSignIn } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('live notices', () => {
  it("shows a notice the admin sends on the student's open dashboard, without a reload", async () => {
    const admin = await newPage(browser);
    const student = await newPage(browser);
    try {
      await adminSignIn(admin.page);
      await admin.page.getByRole('link', { name: 'Add Notice' }).click();
      await admin.page.waitForURL('**/admin/add-notice');
      const notice = {
        title: `Campus closed ${Date.now()}`,
        description: 'The campus is closed for a public holiday.',
      };
      await admin.page.getByLabel('Title').fill(notice.title);
      await admin.page.getByLabel('Description').fill(notice.description);

      const streamOpened = student.page.waitForResponse((response) =>
        response.url().endsWith('/api/notifications/stream'),
      );
      const token = await studentSignIn(student.page);
      const stream = await streamOpened;
      expect(stream.status()).toBe(200);
      expect(await stream.headerValue('content-type')).toMatch(/^text\/event-stream/);
      const before = await api<ApiPage<Notice>>('/notifications?limit=50', token);
      const list = student.page.getByRole('list', { name: 'Notices' });
      await list.waitFor();
      // Survives only if the page is not reloaded.
      await student.page.evaluate(() => Object.assign(window, { liveNoticeMarker: true }));

      const posted = admin.page.waitForResponse(
        (response) => response.url().endsWith('/api/admin/notifications') && response.request().method() === 'POST',
      );
      await admin.page.getByRole('button', { name: 'Send Notice' }).click();
      expect((await posted).status()).toBe(201);
      const sentAt = Date.now();

      await list.getByRole('button', { name: new RegExp(notice.title) }).waitFor({ timeout: 5_000 });
      console.log(`live notice: shown on the student's dashboard ${Date.now() - sentAt} ms after the POST answered`);

      const heading = student.page.getByRole('heading', { name: 'Notices & Updates' });
      expect(await text(heading.locator('..'))).toContain(`${before.total + 1} notices`);
      expect(await text(list.getByRole('listitem').first())).toContain(notice.title);
      expect(await student.page.evaluate(() => 'liveNoticeMarker' in window)).toBe(true);
    } finally {
      await admin.context.close();
      await student.context.close();
    }
  });
});
