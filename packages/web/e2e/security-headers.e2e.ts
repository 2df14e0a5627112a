import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, withPage } from './browser';
import { adminSignIn, goTo, studentSignIn } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Collects what Chromium reports about the Content Security Policy: console errors and violation events. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  return violations;
}

describe('security headers', () => {
  it('sends helmet’s headers and a Content Security Policy with the web app and the API', async () => {
    for (const path of ['/', '/login', '/api/courses']) {
      const response = await fetch(`${baseUrl()}${path}`);
      const headers = response.headers;
      const policy = headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'self'");
      expect(policy, path).not.toContain('upgrade-insecure-requests');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(headers.get('x-powered-by'), path).toBeNull();
    }
  });
});

describe('the web app under its Content Security Policy', () => {
  it('shows the landing page, the student pages and a picture preview without a violation', async () => {
    await withPage(browser, async (page) => {
      const violations = await watchPolicy(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      // The student pages keep a notice stream open, so the network is never idle there.
      await studentSignIn(page);
      await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
      await goTo(page, 'Student', 'Profile');
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#4f6ef7' } })
        .png()
        .toBuffer();
      await page.getByLabel('Choose picture').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
      const preview = page.getByRole('img', { name: 'Preview of the chosen picture' });
      await preview.waitFor();
      expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await goTo(page, 'Student', 'Fees');
      await page.getByRole('heading', { name: 'Fees', exact: true }).waitFor();
      expect(violations).toEqual([]);
    });
  });

  it('shows the admin pages, with the report chart, and the API docs without a violation', async () => {
    await withPage(browser, async (page) => {
      const violations = await watchPolicy(page);
      await adminSignIn(page);
      await page.waitForLoadState('networkidle');
      await page.goto('/admin/generate-report', { waitUntil: 'networkidle' });
      await page.goto('/admin/students', { waitUntil: 'networkidle' });
      await page.goto('/api/docs', { waitUntil: 'networkidle' });
      await page.getByText('Campus API').first().waitFor();
      expect(violations).toEqual([]);
    });
  });
});
