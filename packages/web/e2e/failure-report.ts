import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { beforeEach } from 'vitest';

const FAILURES = fileURLToPath(new URL('../../../test-results/e2e-failures/', import.meta.url));

/** The browsers this worker's files have open (launchBrowser adds each one). */
export const openBrowsers = new Set<Browser>();

/**
 * When a test fails, what each open page shows (its address and the start of its text, with a screenshot into the
 * git-ignored test-results/e2e-failures), so a failure on CI says where the browser was rather than only what it
 * waited for.
 */
beforeEach(({ onTestFailed, task }) => {
  onTestFailed(async () => {
    const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
    mkdirSync(FAILURES, { recursive: true });
    for (const [index, page] of pages.entries()) {
      if (page.isClosed()) continue;
      try {
        const shown = (await page.locator('body').innerText({ timeout: 2_000 })).replace(/\s+/g, ' ').slice(0, 600);
        const file = `${FAILURES}${task.name.replace(/[^\w]+/g, '-').slice(0, 80)}-${index}.png`;
        await page.screenshot({ path: file, timeout: 5_000 });
        console.error(`[failed: ${task.name}] page ${index} at ${page.url()} shows: ${shown}`);
      } catch (error) {
        console.error(`[failed: ${task.name}] page ${index} at ${page.url()} could not be read: ${String(error)}`);
      }
    }
  });
});
