import { execFileSync } from 'node:child_process';
import {
  AGEING_BUCKETS,
  AGEING_LABELS,
  formatRupees,
  paymentClaimMessages,
  type Course,
  type PaymentClaim,
  type ReportTotals,
} from '@campus/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, expectNoSidewaysScroll, expectReachable, launchBrowser, renderedText, VIEWPORTS } from './browser';
import { fillAdminLogin, fillStudentLogin, stored } from './session';
import { startServer } from './server';

/**
 * A fee plan from end to end on a server of its own whose clock is set (TEST_CLOCK): the admin sets a three-instalment
 * plan with a late fee, a student enrols on 5 January 2027; the server is restarted on 20 January, when its daily run
 * charges the first instalment's late fee; the student reports a UPI payment of it, the accountant confirms it, the
 * receipt shows what it paid, and the report's ageing is the API's.
 */
const UPI = { UPI_VPA: 'sunrise.institute@okaxis', UPI_PAYEE_NAME: 'Sunrise Institute' };
const student = { name: 'Nandini Kulkarni', email: `nandini.${Date.now()}@students.campus.test`, dob: '2005-06-07' };
const UTR = '702012345678';

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
let course: Course;

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${server.url}/api${path}`, {
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...rest.headers },
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}
const adminToken = async (staff: { email: string; password: string }) =>
  (
    await call<{ token: string }>('/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    })
  ).token;

async function signedIn(staffOrStudent: 'admin' | 'accountant' | 'student', viewport: keyof typeof VIEWPORTS) {
  // A phone has a touch screen (the UPI app's button shows only there).
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: VIEWPORTS[viewport],
    hasTouch: viewport === 'phone',
  });
  const page = await context.newPage();
  if (staffOrStudent === 'student') {
    await page.goto('/login');
    await fillStudentLogin(page, student);
    await page.waitForURL('**/dashboard');
  } else {
    await page.goto('/admin/login');
    await fillAdminLogin(page, staffOrStudent === 'admin' ? DEMO.admin : DEMO.accountant);
    await page.waitForURL('**/admin/dashboard');
  }
  return { context, page };
}

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ ...UPI, TEST_CLOCK: '2027-01-05T06:00:00Z' });
  const token = await adminToken(DEMO.admin);
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: `Fee Plan Course ${Date.now()}`,
    description: 'Thirty thousand rupees in three instalments',
    duration: '12',
    price: '3000000', // paise
    category: 'Finance',
  }))
    form.append(name, value);
  course = (await call<{ course: Course }>('/courses', { method: 'POST', token, body: form })).course;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a fee plan with a late fee, paid by UPI', () => {
  it('is set by the admin: three instalments after enrolment and ₹500 five days late', async () => {
    const { context, page } = await signedIn('admin', 'desktop');
    try {
      await page.goto('/admin/courses');
      await page.getByRole('button', { name: `Fee plan of ${course.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Fee plan of ${course.name}` });
      await dialog.getByRole('button', { name: 'Add instalment' }).click();
      await dialog.getByRole('button', { name: 'Add instalment' }).click();
      for (const [number, days] of [
        [1, '0'],
        [2, '30'],
        [3, '60'],
      ] as const) {
        const instalment = dialog.getByRole('group', { name: `Instalment ${number}` });
        await instalment.getByLabel('Amount (₹)').fill('10000');
        await instalment.getByLabel('Days after enrolment').fill(days);
      }
      await dialog.getByRole('combobox', { name: 'Late fee' }).selectOption('fixed');
      await dialog.getByLabel('Amount (₹)').last().fill('500');
      await dialog.getByLabel('Grace days').fill('5');
      await dialog.getByRole('button', { name: 'Save plan' }).click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
    const { feePlan } = await call<{ feePlan: { instalments: unknown[]; lateFee: unknown } }>(
      `/admin/courses/${course._id}/fee-plan`,
      { token: await adminToken(DEMO.admin) },
    );
    expect(feePlan.instalments).toEqual([
      { amount: 10_000_00, dueAfterDays: 0 },
      { amount: 10_000_00, dueAfterDays: 30 },
      { amount: 10_000_00, dueAfterDays: 60 },
    ]);
    expect(feePlan.lateFee).toEqual({ kind: 'fixed', value: 500_00, graceDays: 5 });
  });

  it('gives a student enrolled on 5 January its instalments; fifteen days on, the late fee is there', async () => {
    const token = await adminToken(DEMO.admin);
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...student, phone: '9876501234' })) form.append(name, value);
    form.append('courses', JSON.stringify([course._id]));
    await call('/admin/users', { method: 'POST', token, body: form });

    // Restarted on 20 January: the daily run (at 00:30) has passed, so the instance charges the day's late fees.
    await server.stop({ keepData: true });
    server = await startServer({ ...UPI, TEST_CLOCK: '2027-01-20T06:00:00Z', SEED_DEMO: '0' }, server);

    const { context, page } = await signedIn('student', 'phone');
    try {
      await page.goto('/fees');
      const schedule = page.getByRole('region', { name: course.name });
      const instalments = schedule.getByRole('list', { name: 'Instalments' }).getByRole('listitem');
      await instalments.first().waitFor();
      expect(await renderedText(instalments.nth(0))).toMatch(/Instalment 1 · due 5 Jan 2027 Overdue.*Late fee ₹500/);
      expect(await renderedText(instalments.nth(1))).toContain('Due');

      await schedule.getByRole('heading', { name: 'Pay by UPI' }).waitFor();
      const link = await schedule.getByRole('link', { name: 'Open UPI app' }).getAttribute('href');
      expect(link).toContain('pa=sunrise.institute@okaxis&');
      expect(link).toContain('am=10500.00');
      await schedule.getByRole('img', { name: /UPI QR code/ }).waitFor();

      const claim = schedule.getByRole('form', { name: 'I have paid — tell the office' });
      expect(await claim.getByLabel('Amount paid (₹)').inputValue()).toBe('10500');
      await claim.getByLabel('UTR').fill(UTR);
      await claim.getByRole('button', { name: 'Tell the office' }).click();
      await claim.getByText(paymentClaimMessages.submitted).waitFor();
      await page.getByRole('list', { name: 'Reported UPI payments' }).getByText('Waiting for the office').waitFor();
      expect(await stored(page, 'token')).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it('is confirmed by the accountant; the receipt shows what it paid towards, and the report its ageing', async () => {
    const { context, page } = await signedIn('accountant', 'desktop');
    try {
      // On a phone the table scrolls in its own region: the page does not, and Confirm and Reject are reached whole.
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto('/admin/upi-payments');
      const region = page.getByRole('region', { name: 'UPI payments to confirm' });
      await region.getByRole('button', { name: `Confirm payment ${UTR}` }).waitFor();
      await expectNoSidewaysScroll(page, 'The UPI payments page');
      await expectReachable(page, region.getByRole('button', { name: `Reject payment ${UTR}` }));
      await expectReachable(page, region.getByRole('button', { name: `Confirm payment ${UTR}` }));
      expect((await region.getByRole('columnheader', { name: 'Reported on' }).boundingBox())!.height).toBeLessThan(40);
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.getByRole('button', { name: `Confirm payment ${UTR}` }).click();
      await page
        .getByRole('dialog', { name: 'Confirm this UPI payment?' })
        .getByRole('button', { name: 'Confirm payment' })
        .click();
      await page.getByText(paymentClaimMessages.confirmed).waitFor();

      const token = await adminToken(DEMO.accountant);
      const { items } = await call<{ items: PaymentClaim[] }>('/admin/payment-claims?status=confirmed', { token });
      const confirmed = items.find((item) => item.utr === UTR)!;
      expect(confirmed.receiptNumber).toBeTruthy();
      const pdf = await fetch(`${server.url}/api/admin/payments/${confirmed.paymentId}/receipt.pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await pdf.arrayBuffer()) })
        .toString('utf8')
        .replace(/\s+/g, ' ');
      expect(text).toContain('Late fees ₹500.00');
      expect(text).toContain('Paid towards Instalment 1 (due 05 Jan 2027): ₹10,500.00');

      await page.goto('/admin/generate-report');
      const ageing = page.getByRole('region', { name: 'Outstanding by days overdue' });
      const { totals } = await call<{ totals: ReportTotals }>('/admin/report', { token });
      // Placeholders hold the figures' place until the totals come.
      await expect
        .poll(() => renderedText(ageing))
        .toBe(
          `Outstanding by days overdue ${AGEING_BUCKETS.map((bucket) => `${AGEING_LABELS[bucket]} ${formatRupees(totals.outstandingAgeing[bucket])}`).join(' ')}`,
        );
      // The student's two instalments left are not due yet.
      const { items: rows } = await call<{ items: { email: string; ageing: ReportTotals['outstandingAgeing'] }[] }>(
        `/admin/report/outstanding?search=${encodeURIComponent(student.email)}`,
        { token },
      );
      expect(rows[0]!.ageing).toEqual({ notDue: 20_000_00, days1to30: 0, days31to60: 0, days61to90: 0, days90plus: 0 });
    } finally {
      await context.close();
    }
  });
});
