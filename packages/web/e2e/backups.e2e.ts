import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupMessages } from '@campus/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, expectReachable, launchBrowser, newPage, renderedText, VIEWPORTS } from './browser';
import { adminSignIn, goTo } from './session';

let browser: Browser;
let admin: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await adminSignIn(admin.page);
});

afterAll(async () => {
  await admin.context.close();
  await browser.close();
});

describe('the Backups page', () => {
  it('takes a backup at the admin’s word, shows it done with its size, and downloads its archive', async () => {
    const { page } = admin;
    await goTo(page, 'Admin', 'Backups');
    await page.waitForURL('**/admin/backups');
    await page.getByRole('button', { name: 'Back up now' }).click();
    await page.getByText(backupMessages.started).waitFor();
    const table = page.getByRole('table', { name: 'Backups, newest first' });
    const newest = table.getByRole('row').nth(1);
    // The list is read again every 2 seconds while the backup runs.
    await expect.poll(() => renderedText(newest), { timeout: 60_000 }).toMatch(/By an admin .* Done [\d.]+ (KB|MB)/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      newest.getByRole('button', { name: /^Download the backup of / }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^campus-backup-[\d-]+-[0-9a-f]{8}\.tar\.gz$/);
    const saved = join(mkdtempSync(join(tmpdir(), 'campus-e2e-backup-')), download.suggestedFilename());
    await download.saveAs(saved);
    // A gzip file: what npm run restore takes.
    expect([...readFileSync(saved).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  });

  it('keeps its table whole on a phone: the table scrolls on its own, and Download is reached there', async () => {
    const { page } = admin;
    await page.setViewportSize(VIEWPORTS.phone);
    try {
      await page.goto('/admin/backups');
      const region = page.getByRole('region', { name: 'Backups, newest first' });
      const download = region.getByRole('button', { name: /^Download the backup of / }).first();
      await download.waitFor();
      await expectNoSidewaysScroll(page, 'The Backups page');
      // The region scrolls: it is narrower than its table, and a keyboard can reach it.
      expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await region.getAttribute('tabindex')).toBe('0');
      await expectReachable(page, download);
      const heading = region.getByRole('columnheader', { name: 'Started by' });
      expect((await heading.boundingBox())!.height, 'a heading on one line').toBeLessThan(40);
    } finally {
      await page.setViewportSize(VIEWPORTS.desktop);
    }
  });
});
