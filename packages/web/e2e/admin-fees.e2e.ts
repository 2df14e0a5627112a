import { readFile } from 'node:fs/promises';
import {
  formatRupees,
  messages,
  paiseToRupeeInput,
  type AdminFeeRecord,
  type OutstandingFee,
  type Page as ApiPage,
  type ReportTotals,
  type Student,
} from '@campus/domain';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage, renderedText, screenshotBoth } from './browser';
import { adminSignIn, api, apiLogin, goTo } from './session';

let browser: Browser;
let admin: { context: BrowserContext; page: Page; token: string };
/** An Unpaid fee account of a seeded student (not one the other e2e files sign in as), and that student. */
let account: AdminFeeRecord;
let student: Student;
/** The student's own browser, signed in with their token. */
let studentView: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  admin = { context, page, token: await adminSignIn(page) };

  const unpaid = await api<ApiPage<AdminFeeRecord>>('/admin/fees?status=Unpaid&limit=100', admin.token);
  const reserved = new Set([DEMO.student.email, DEMO.otherStudent.email]);
  account = unpaid.items.find((item) => !reserved.has(item.email) && item.totalFee >= 1_000_00)!;
  expect(account).toBeDefined();
  // Only an admin reads a date of birth, one student at a time.
  student = (await api<{ user: Student }>(`/admin/users/${account.studentId}`, admin.token)).user;
  expect(student.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  studentView = await studentBrowser(student.email, student.dob!);
});

afterAll(async () => {
  await studentView?.context.close();
  await admin.context.close();
  await browser.close();
});

/** A fresh browser for the student, signed in with the token the API gives for their email and date of birth. */
async function studentBrowser(email: string, dob: string) {
  const { token } = await apiLogin('/api/users/login', email, dob);
  expect(token).toBeTruthy();
  const { context, page } = await newPage(browser);
  await context.addInitScript((value) => localStorage.setItem('token', value), token!);
  return { context, page };
}

/** The account as the API has it now. */
async function currentAccount(): Promise<AdminFeeRecord> {
  const found = await api<ApiPage<AdminFeeRecord>>(
    `/admin/fees?search=${encodeURIComponent(account.email)}&limit=100`,
    admin.token,
  );
  return found.items.find((item) => item.id === account.id)!;
}

/** The fee card of the chosen account, found by searching the fee list for the student's email. */
async function accountCard(page: Page): Promise<Locator> {
  await goTo(page, 'Admin', 'Fees');
  await page.waitForURL('**/admin/fees');
  await page.getByLabel('Search fee records').fill(account.email);
  const card = page.getByRole('article', { name: account.name }).filter({ hasText: account.course });
  await card.waitFor();
  await expect
    .poll(() => page.getByRole('article').count())
    .toBe(
      (await api<ApiPage<AdminFeeRecord>>(`/admin/fees?search=${encodeURIComponent(account.email)}`, admin.token))
        .total,
    );
  return card;
}

/** Opens the payment form from the account's card and checks that it is filled in from the card. */
async function openPaymentFormFromCard(page: Page, totalFee: number) {
  await (await accountCard(page)).getByRole('link', { name: 'Record Payment' }).click();
  await page.waitForURL('**/admin/record-fee-payment');
  await page.getByRole('heading', { name: 'Record Fee Payment' }).waitFor();
  expect(await page.getByLabel('Student', { exact: true }).inputValue()).toBe(account.studentId);
  await expect.poll(() => page.getByLabel('Course').inputValue()).toBe(account.courseId);
  expect(await page.getByLabel('Total fee (₹)').inputValue()).toBe(paiseToRupeeInput(totalFee));
  await page.getByRole('group', { name: 'Fee account' }).waitFor();
}

/** The status the student sees for this course on their own /fees page. */
/**
 * The student opens Fees, whose row for the account comes to show `status`: first it may show what the device kept
 * from their last visit (lib/offline-reading.ts), until the server's answer replaces it.
 */
async function studentSees(status: string) {
  const { page } = studentView;
  await page.goto('/fees');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: account.course }) });
  await expect.poll(() => renderedText(row), { timeout: 10_000 }).toContain(status);
}

describe('admin fees', () => {
  it('shows the fee accounts the API returns, filtered by status', async () => {
    const { page } = admin;
    await goTo(page, 'Admin', 'Fees');
    const first = await api<ApiPage<AdminFeeRecord>>('/admin/fees?page=1&limit=12', admin.token);
    const cards = page.getByRole('list', { name: 'Fee records' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(first.items.length);
    for (const [index, record] of first.items.entries()) {
      const shown = await renderedText(cards.nth(index));
      expect(shown).toContain(record.name);
      expect(shown).toContain(record.course);
      expect(shown).toContain(record.status);
      expect(shown).toContain(formatRupees(record.totalFee));
      expect(shown).toContain(formatRupees(record.amountDue));
    }
    expect(await renderedText(page.getByRole('main'))).not.toContain('$');
    await screenshotBoth(page, 'admin-fees');

    await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Unpaid' }).click();
    const unpaid = await api<ApiPage<AdminFeeRecord>>('/admin/fees?page=1&limit=12&status=Unpaid', admin.token);
    await expect.poll(async () => (await cards.allInnerTexts()).every((shown) => shown.includes('Unpaid'))).toBe(true);
    await expect.poll(() => cards.count()).toBe(unpaid.items.length);
    await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'All' }).click();
  });

  it('names what is missing on an empty payment form', async () => {
    const { page } = admin;
    await page.goto('/admin/record-fee-payment');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    for (const message of [
      'Select a student',
      'Select a course',
      'Enter the total fee',
      'Enter the amount paid',
      'Select a payment mode',
    ]) {
      await page.locator('p', { hasText: message }).first().waitFor();
    }
    await screenshotBoth(page, 'admin-record-payment-errors');
  });

  it('records a partial payment from an Unpaid card, once even on a double click', async () => {
    const { page } = admin;
    expect(await renderedText(await accountCard(page))).toContain('Unpaid');
    await openPaymentFormFromCard(page, account.totalFee);
    await screenshotBoth(page, 'admin-record-payment');

    const partial = Math.floor(account.totalFee / 3 / 100) * 100;
    await page.getByLabel('Amount paid (₹)').fill(paiseToRupeeInput(partial));
    await page.getByLabel('Payment mode').selectOption('UPI');
    await page.getByRole('button', { name: 'Record Payment' }).dblclick();

    const success = page.getByRole('status').filter({ hasText: messages.success.paymentRecorded });
    await success.waitFor();
    expect(await renderedText(success)).toContain('now Partial');
    expect(await page.getByLabel('Student', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Course').inputValue()).toBe('');
    expect(await page.getByLabel('Total fee (₹)').inputValue()).toBe('');
    expect(await page.getByLabel('Amount paid (₹)').inputValue()).toBe('');
    expect(await page.getByLabel('Payment mode').inputValue()).toBe('');
    await screenshotBoth(page, 'admin-record-payment-success');

    const after = await currentAccount();
    expect(after.paidAmount).toBe(partial);
    expect(after.status).toBe('Partial');
    const card = await accountCard(page);
    await expect.poll(() => renderedText(card)).toContain('Partial');
    await studentSees('Partial');
  });

  it('records the rest: the card and the student both show Paid', async () => {
    const { page } = admin;
    const before = await currentAccount();
    await openPaymentFormFromCard(page, before.totalFee);
    expect(await renderedText(page.getByRole('group', { name: 'Fee account' }))).toContain(
      formatRupees(before.amountDue),
    );
    await page.getByLabel('Amount paid (₹)').fill(paiseToRupeeInput(before.amountDue));
    await page.getByLabel('Payment mode').selectOption('Bank Transfer');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await page.getByRole('status').filter({ hasText: messages.success.paymentRecorded }).waitFor();

    const after = await currentAccount();
    expect(after).toMatchObject({ status: 'Paid', paidAmount: before.totalFee, amountDue: 0 });
    const card = await accountCard(page);
    await expect.poll(() => renderedText(card)).not.toContain('Partial');
    expect(await renderedText(card)).toContain('Paid');
    await studentSees('Paid');
  });

  it("refuses an overpayment with the server's message before sending, and records nothing", async () => {
    const { page } = admin;
    const before = await currentAccount();
    await openPaymentFormFromCard(page, before.totalFee);
    const sent: string[] = [];
    const watch = (request: Request) => {
      if (request.method() === 'POST' && request.url().includes('/api/admin/fees')) sent.push(request.url());
    };
    page.on('request', watch);
    await page.getByLabel('Amount paid (₹)').fill('1');
    await page.getByLabel('Payment mode').selectOption('Card');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await page.getByText(messages.errors.overpayment).waitFor();
    expect(await page.getByLabel('Amount paid (₹)').inputValue()).toBe('1');
    await screenshotBoth(page, 'admin-record-payment-refused');
    page.off('request', watch);
    expect(sent).toHaveLength(0);
    expect((await currentAccount()).paidAmount).toBe(before.paidAmount);
  });
});

/** One CSV line into its cells (quoted cells may hold commas and doubled quotes; the seed has no line breaks in cells). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  const pattern = /("((?:[^"]|"")*)"|[^,]*)(,|$)/g;
  for (const match of line.matchAll(pattern)) {
    cells.push(match[2] !== undefined ? match[2].replace(/""/g, '"') : match[1]!);
    if (match[3] === '') break;
  }
  return cells;
}

/** The CSV writes "1500.50" rupees and shields cells that start like a formula with an apostrophe. */
/** A CSV record as the table shows it: the table has the amounts up to the late fees, not the ageing. */
const csvAsShown = ([name, email, phone, course, ...amounts]: string[]) => [
  name,
  email,
  phone!.replace(/^'(?=[=+\-@])/, '') || '—',
  course,
  ...amounts.slice(0, 5).map((amount) => formatRupees(Math.round(Number(amount) * 100))),
];

describe('report', () => {
  it('shows the totals the API returns and draws them as the collection ring', async () => {
    const { page } = admin;
    await page.goto('/admin/generate-report');
    const { totals } = await api<{ totals: ReportTotals }>('/admin/report', admin.token);
    // The cards show at once with placeholders; the figures are there once the list is no longer busy.
    const figures = page.locator('ul[aria-label="Totals"][aria-busy="false"]');
    await figures.waitFor();
    const shown = await renderedText(figures);
    for (const figure of [
      `Students ${totals.students}`,
      `Courses ${totals.courses}`,
      `Enrollments ${totals.enrollments}`,
      `New in 30 days ${totals.recentEnrollments}`,
      `Collected ${formatRupees(totals.collected)}`,
      `Outstanding ${formatRupees(totals.outstanding)} ${totals.outstandingAccounts} accounts`,
    ]) {
      expect(shown).toContain(figure);
    }
    const total = totals.collected + totals.outstanding;
    const percent = total > 0 ? Math.round((totals.collected / total) * 100) : 0;
    await page
      .getByRole('img', {
        name: `${percent}% of all fees collected: ${formatRupees(totals.collected)} collected, ${formatRupees(totals.outstanding)} outstanding`,
      })
      .waitFor();
    expect(await renderedText(page.getByRole('main'))).not.toContain('$');
    await screenshotBoth(page, 'admin-report');
  });

  it('lists the recent enrollments of the API', async () => {
    const { page } = admin;
    const recent = await api<ApiPage<{ studentName: string; course: string }>>(
      '/admin/report/recent-enrollments?page=1&limit=8',
      admin.token,
    );
    const region = page.getByRole('region', { name: 'Recent enrollments' });
    if (recent.total === 0) return void (await region.getByText('No enrollments in the last 30 days').waitFor());
    const rows = region.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(recent.items.length + 1);
    for (const [index, item] of recent.items.entries()) {
      const shown = await renderedText(rows.nth(index + 1));
      expect(shown).toContain(item.studentName);
      expect(shown).toContain(item.course);
    }
  });

  it('matches the outstanding table with the CSV download, row for row', async () => {
    const { page } = admin;
    const region = page.getByRole('region', { name: 'Outstanding fees' });
    const expected = await api<ApiPage<OutstandingFee>>('/admin/report/outstanding?limit=100', admin.token);
    expect(expected.total).toBeGreaterThan(0);

    const tableRows: string[][] = [];
    for (;;) {
      const rows = region.getByRole('table').getByRole('row');
      await rows.nth(1).waitFor();
      const first = await rows.nth(1).innerText();
      for (const row of (await rows.all()).slice(1)) {
        tableRows.push(
          (await row.getByRole('rowheader').or(row.getByRole('cell')).allInnerTexts()).map((cell) => cell.trim()),
        );
      }
      const next = region.getByRole('button', { name: 'Next' });
      if (!(await next.isVisible()) || (await next.isDisabled())) break;
      await next.click();
      await expect.poll(() => rows.nth(1).innerText()).not.toBe(first);
    }
    expect(tableRows).toHaveLength(expected.total);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      region.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('outstanding_fees_report.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Name,Email,Phone,Course,Fee Paid,Fee Total,Due,Concession,Late Fees,Not Due,1-30 Days,31-60 Days,61-90 Days,Over 90 Days',
    );
    expect(lines.slice(1).map((line) => csvAsShown(csvCells(line)))).toEqual(tableRows);
  });
});
