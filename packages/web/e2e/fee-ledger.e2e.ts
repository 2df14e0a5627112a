import { readFile } from 'node:fs/promises';
import {
  dateInIndia,
  formatRupees,
  formatRupeesWithPaise,
  messages,
  paiseToRupeeInput,
  receiptFileName,
  type AdminFeeRecord,
  type DayBook,
  type LedgerHistoryEntry,
  type Page as ApiPage,
  type Student,
} from '@campus/domain';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage, renderedText, screenshotBoth } from './browser';
import { adminSignIn, api, apiLogin, goTo, studentSignIn } from './session';

let browser: Browser;
/** The demo accountant: everything here is open to accountants as well as admins. */
let admin: { context: BrowserContext; page: Page; token: string };
/** An Unpaid account of a seeded student that admin-fees.e2e.ts does not pay into (it takes the first), and them. */
let account: AdminFeeRecord;
let student: Student;
/** The payment this file records, once recorded. */
let receiptNumber: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  admin = { context, page, token: await adminSignIn(page, DEMO.accountant) };
  const unpaid = await api<ApiPage<AdminFeeRecord>>('/admin/fees?status=Unpaid&limit=100', admin.token);
  const reserved = new Set([DEMO.student.email, DEMO.otherStudent.email]);
  account = unpaid.items.filter((item) => !reserved.has(item.email) && item.totalFee >= 1_000_00).at(-1)!;
  expect(account).toBeDefined();
  // Only an admin reads a date of birth, one student at a time.
  const { token } = await apiLogin('/api/admin/login', DEMO.admin.email, DEMO.admin.password);
  student = (await api<{ user: Student }>(`/admin/users/${account.studentId}`, token!)).user;
});

afterAll(async () => {
  await admin.context.close();
  await browser.close();
});

/** The account's fee card, found by searching the fee list for the student's email. */
async function accountCard(page: Page): Promise<Locator> {
  await goTo(page, 'Admin', 'Fees');
  await page.waitForURL('**/admin/fees');
  // Coming from a search of the list, the link's address empties the field once the page takes it: typed before,
  // the search would be lost.
  const field = page.getByLabel('Search fee records');
  await expect.poll(() => field.inputValue()).toBe('');
  await field.fill(account.email);
  const card = page.getByRole('article', { name: account.name }).filter({ hasText: account.course });
  await card.waitFor();
  return card;
}

/** Checks that the download is the receipt: named after its number, and a PDF. */
async function expectReceipt(download: Download) {
  expect(download.suggestedFilename()).toBe(receiptFileName(receiptNumber));
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('the fee ledger in the web app', () => {
  it('records a payment with a reference and offers its receipt', async () => {
    const { page } = admin;
    await (await accountCard(page)).getByRole('link', { name: 'Record Payment' }).click();
    await page.waitForURL('**/admin/record-fee-payment');
    await page.getByRole('group', { name: 'Fee account' }).waitFor();
    const partial = Math.floor(account.totalFee / 4 / 100) * 100;
    await page.getByLabel('Amount paid (₹)').fill(paiseToRupeeInput(partial));
    // The day book's default day is today in India.
    await page.getByLabel('Payment date').fill(dateInIndia(new Date()));
    await page.getByLabel('Payment mode').selectOption('UPI');
    await page.getByLabel('Reference (optional)').fill('UPI-E2E-4471');
    await page.getByRole('button', { name: 'Record Payment' }).click();

    const success = page.getByRole('status').filter({ hasText: messages.success.paymentRecorded });
    await success.waitFor();
    receiptNumber = /Receipt (\S+)/.exec(await renderedText(success))![1]!;
    await screenshotBoth(page, 'ledger-payment-receipt');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      success.getByRole('button', { name: `Download receipt ${receiptNumber}` }).click(),
    ]);
    await expectReceipt(download);

    const history = await api<ApiPage<LedgerHistoryEntry>>(
      `/admin/payments?studentId=${account.studentId}&courseId=${account.courseId}`,
      admin.token,
    );
    expect(history.items[0]).toMatchObject({ receiptNumber, amount: partial, reference: 'UPI-E2E-4471' });
  });

  it("reverses it from the account's history: a reason, then a confirmation; the fee is Unpaid again", async () => {
    const { page } = admin;
    await (await accountCard(page)).getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/\/admin\/payments\?/);
    const entries = page.getByRole('list', { name: 'Ledger entries' }).getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(1);
    const entry = entries.first();
    expect(await renderedText(entry)).toContain('Ref. UPI-E2E-4471');
    await screenshotBoth(page, 'ledger-history');

    await entry.getByRole('button', { name: `Reverse payment ${receiptNumber}` }).click();
    const reasonDialog = page.getByRole('dialog', { name: `Reverse payment ${receiptNumber}` });
    await reasonDialog.getByLabel('Reason for the reversal').fill('no');
    await reasonDialog.getByRole('button', { name: 'Continue' }).click();
    await reasonDialog.getByText(messages.input.reasonTooShort(5)).waitFor();
    await reasonDialog.getByLabel('Reason for the reversal').fill('Cheque bounced at the bank');
    await reasonDialog.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the reversal' });
    expect(await renderedText(confirm)).toContain('Cheque bounced at the bank');
    await confirm.getByRole('button', { name: 'Reverse', exact: true }).dblclick();
    await page.getByRole('status').filter({ hasText: messages.success.entryReversed }).waitFor();

    await expect.poll(() => entries.count()).toBe(2);
    expect(await renderedText(page.getByRole('listitem', { name: `Payment ${receiptNumber}` }))).toContain(
      'Reversed on',
    );
    const ledger = await api<ApiPage<LedgerHistoryEntry>>(
      `/admin/payments?studentId=${account.studentId}&courseId=${account.courseId}`,
      admin.token,
    );
    expect(ledger.items.filter((item) => item.kind === 'reversal')).toHaveLength(1);

    const card = await accountCard(page);
    await expect.poll(() => renderedText(card)).toContain('Unpaid');
  });

  it('shows the student the fee Unpaid again and their payment with its receipt', async () => {
    const { context, page } = await newPage(browser);
    try {
      await studentSignIn(page, { email: student.email, dob: student.dob! });
      await page.goto('/fees');
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: account.course }) });
      await expect.poll(() => renderedText(row)).toContain('Unpaid');
      const payment = page
        .getByRole('list', { name: 'Payments' })
        .getByRole('listitem', { name: `Payment ${receiptNumber}` });
      expect(await renderedText(payment)).toContain('Reversed on');
      await screenshotBoth(page, 'ledger-student-fees');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        payment.getByRole('button', { name: `Download receipt ${receiptNumber}` }).click(),
      ]);
      await expectReceipt(download);
    } finally {
      await context.close();
    }
  });

  it('grants a concession from the fee card and shows it there', async () => {
    const { page } = admin;
    const card = await accountCard(page);
    await card.getByRole('button', { name: 'Concession' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant a concession' });
    await dialog.getByLabel('Concession amount (₹)').fill('500');
    await dialog.getByLabel('Reason').fill('Merit scholarship, first term');
    await dialog.getByRole('button', { name: 'Grant concession' }).dblclick();
    await card.getByText(messages.success.concessionGranted).waitFor();
    await expect.poll(() => renderedText(card)).toContain(`Concession ${formatRupees(500_00)}`);
    expect(await renderedText(card)).toContain(`Amount due ${formatRupees(account.totalFee - 500_00)}`);
    const ledger = await api<ApiPage<LedgerHistoryEntry>>(
      `/admin/payments?studentId=${account.studentId}&kind=concession`,
      admin.token,
    );
    expect(ledger.items).toHaveLength(1);
  });

  it("shows the day's figures on the report's Day book tab", async () => {
    const { page } = admin;
    await page.goto('/admin/generate-report');
    await page.getByRole('tab', { name: 'Day book' }).click();
    const region = page.getByRole('region', { name: 'Day book' });
    const book = await api<DayBook>('/admin/report/collections', admin.token);
    const today = book.days.find((day) => day.date === dateInIndia(new Date()))!;
    expect(today.reversed).toBeGreaterThan(0);
    const table = region.getByRole('table');
    const total = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: messages.dayBook.total }) });
    const shown = await renderedText(total);
    for (const figure of [today.received, today.reversed, today.net])
      expect(shown).toContain(formatRupeesWithPaise(figure));
    await screenshotBoth(page, 'ledger-day-book');
  });
});
