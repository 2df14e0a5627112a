import {
  CHEQUE_BOUNCED_REASON,
  dateInIndia,
  formatRupeesWithPaise,
  messages,
  paiseToRupeeInput,
  type AdminFeeRecord,
  type DayBook,
  type Page as ApiPage,
} from '@campus/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage, renderedText } from './browser';
import { adminSignIn, api } from './session';

let browser: Browser;
let accountant: { context: BrowserContext; page: Page; token: string };
/** An Unpaid account that neither admin-fees.e2e.ts (the first) nor fee-ledger.e2e.ts (the last) pays into. */
let account: AdminFeeRecord;
let receiptNumber: string;
const amount = 1_000_00;

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  accountant = { context, page, token: await adminSignIn(page, DEMO.accountant) };
  const unpaid = await api<ApiPage<AdminFeeRecord>>('/admin/fees?status=Unpaid&limit=100', accountant.token);
  const reserved = new Set([DEMO.student.email, DEMO.otherStudent.email]);
  account = unpaid.items.filter((item) => !reserved.has(item.email) && item.totalFee >= amount).at(-2)!;
  expect(account).toBeDefined();
});

afterAll(async () => {
  await accountant.context.close();
  await browser.close();
});

describe('a cheque that bounces', () => {
  it('is recorded with its number, bank and date, which the form asks for once Cheque is chosen', async () => {
    const { page } = accountant;
    await page.goto('/admin/record-fee-payment');
    await page.getByLabel('Find a student').fill(account.email);
    await page.locator(`option[value="${account.studentId}"]`).waitFor({ state: 'attached' });
    await page.getByLabel('Student', { exact: true }).selectOption(account.studentId);
    await page.locator(`option[value="${account.courseId}"]`).waitFor({ state: 'attached' });
    await page.getByLabel('Course', { exact: true }).selectOption(account.courseId);
    await page.getByRole('group', { name: 'Fee account' }).waitFor();
    await page.getByLabel('Amount paid (₹)').fill(paiseToRupeeInput(amount));
    await page.getByLabel('Payment date').fill(dateInIndia(new Date()));
    await page.getByLabel('Payment mode').selectOption('Cheque');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await page.getByText(messages.input.instrument.required.instrumentNumber).waitFor();

    await page.getByLabel('Cheque number').fill('004512');
    await page.getByLabel('Bank', { exact: true }).fill('State Bank of India');
    await page.getByLabel('Cheque date').fill(dateInIndia(new Date()));
    await page.getByRole('button', { name: 'Record Payment' }).click();
    const success = page.getByRole('status').filter({ hasText: messages.success.paymentRecorded });
    await success.waitFor();
    receiptNumber = /Receipt (\S+)/.exec(await renderedText(success))![1]!;
  });

  it('is reversed as bounced from the ledger, and the Day book shows it under Cheque bounced', async () => {
    const { page } = accountant;
    await page.goto(`/admin/payments?studentId=${account.studentId}&courseId=${account.courseId}`);
    const entry = page.getByRole('listitem', { name: `Payment ${receiptNumber}` });
    expect(await renderedText(entry)).toContain('Cheque No. 004512, State Bank of India');

    await entry.getByRole('button', { name: `Reverse payment ${receiptNumber}` }).click();
    const reasonDialog = page.getByRole('dialog', { name: `Reverse payment ${receiptNumber}` });
    await reasonDialog.getByRole('checkbox', { name: 'The cheque bounced' }).check();
    await reasonDialog.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the reversal' });
    expect(await renderedText(confirm)).toContain(`Reason: ${CHEQUE_BOUNCED_REASON}`);
    await confirm.getByRole('button', { name: 'Reverse', exact: true }).click();
    await page.getByRole('status').filter({ hasText: messages.success.entryReversed }).waitFor();

    await page.goto('/admin/generate-report?tab=day-book');
    const table = page.getByRole('region', { name: 'Day book' }).getByRole('table');
    const total = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: messages.dayBook.total }) });
    await total.waitFor();
    const book = await api<DayBook>('/admin/report/collections', accountant.token);
    expect(book.totals.bounced).toBeGreaterThanOrEqual(amount);
    const headers = await table.getByRole('columnheader').allTextContents();
    const cells = await total.getByRole('cell').allTextContents();
    // The row header is the first column; the cells are the rest.
    expect(cells[headers.indexOf(messages.dayBook.bounced) - 1]).toBe(formatRupeesWithPaise(book.totals.bounced));
  });
});
