import {
  formatRupees,
  messages,
  paiseToRupeeInput,
  type AdminFeeRecord,
  type Course,
  type Page as ApiPage,
  type StudentListItem,
} from '@campus/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser';
import { adminSignIn, api } from './session';

/**
 * Record Payment opened from a fee card, for a student with three fee accounts (unpaid, part paid, paid in full) that
 * this file adds and deletes at the end: no other file's demo student is paid into, and other files count the courses
 * in the catalogue. bench/large-data-payment.ts does the same where hundreds of students share the name.
 */
const run = Date.now();
const student = { name: `Ishaan Three Accounts ${run}`, email: `ishaan.${run}@e2e.campus.test`, dob: '2004-08-09' };
/** Price and what is paid before the test, in paise; the part-paid one is the card the test opens. */
const ACCOUNTS = {
  unpaid: { course: `Payment Form Unpaid ${run}`, price: 12_000_00, paid: 0 },
  partial: { course: `Payment Form Partial ${run}`, price: 9_000_00, paid: 4_000_00 },
  paid: { course: `Payment Form Paid ${run}`, price: 3_000_00, paid: 3_000_00 },
};

let browser: Browser;
let admin: { context: BrowserContext; page: Page; token: string };
const added: { studentId?: string; courseIds: string[] } = { courseIds: [] };

async function adminCall<T>(path: string, init: { method: string; body?: FormData | string }): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${admin.token}`,
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
  });
  expect(response.status, `${init.method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

const accountsOf = async (studentId: string) =>
  (await api<ApiPage<AdminFeeRecord>>(`/admin/fees?studentId=${studentId}&limit=100`, admin.token)).items;

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  admin = { context, page, token: await adminSignIn(page) };

  const courses: Course[] = [];
  for (const { course, price } of Object.values(ACCOUNTS)) {
    const body = form({
      name: course,
      description: 'A fee account',
      duration: '4',
      price: String(price),
      category: 'E2E',
    });
    courses.push((await adminCall<{ course: Course }>('/courses', { method: 'POST', body })).course);
  }
  added.courseIds = courses.map((course) => course._id);
  const { user } = await adminCall<{ user: StudentListItem }>('/admin/users', {
    method: 'POST',
    body: form({ ...student, phone: '+91 98000 00002', courses: JSON.stringify(added.courseIds) }),
  });
  added.studentId = user._id;
  for (const [index, { price, paid }] of Object.values(ACCOUNTS).entries()) {
    if (paid === 0) continue;
    await adminCall('/admin/fees', {
      method: 'POST',
      body: JSON.stringify({
        studentId: user._id,
        courseId: courses[index]!._id,
        totalFee: price,
        amountPaid: paid,
        paymentDate: new Date().toISOString().slice(0, 10),
        paymentMode: 'UPI',
      }),
    });
  }
});

afterAll(async () => {
  if (added.studentId) await adminCall(`/admin/users/${added.studentId}`, { method: 'DELETE' });
  for (const id of added.courseIds) await adminCall(`/courses/${id}`, { method: 'DELETE' });
  await admin?.context.close();
  await browser?.close();
});

describe('Record Payment opened from a fee card', () => {
  it("offers every account of the student with what is due, picks the card's, asks for them by id, and records", async () => {
    const { page } = admin;
    const studentId = added.studentId!;
    const accounts = await accountsOf(studentId);
    expect(accounts.map((account) => [account.course, account.amountDue]).sort()).toEqual(
      Object.values(ACCOUNTS)
        .map(({ course, price, paid }) => [course, price - paid])
        .sort(),
    );
    const card = accounts.find((account) => account.course === ACCOUNTS.partial.course)!;

    await page.goto('/admin/fees');
    await page.getByLabel('Search fee records').fill(student.email);
    const shownCard = page.getByRole('article', { name: student.name }).filter({ hasText: card.course });
    await shownCard.waitFor();

    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    await shownCard.getByRole('link', { name: 'Record Payment' }).click();
    await page.waitForURL('**/admin/record-fee-payment');

    const course = page.getByLabel('Course');
    for (const account of accounts) {
      const due = account.amountDue > 0 ? `${formatRupees(account.amountDue)} due` : 'paid in full';
      await course.getByRole('option', { name: `${account.course} — ${due}` }).waitFor({ state: 'attached' });
    }
    // The placeholder and one option per account, nothing else.
    expect(await course.getByRole('option').count()).toBe(accounts.length + 1);
    expect(await course.inputValue()).toBe(card.courseId);
    expect(await page.getByLabel('Student', { exact: true }).inputValue()).toBe(studentId);
    expect(await page.getByLabel('Total fee (₹)').inputValue()).toBe(paiseToRupeeInput(card.totalFee));
    await page
      .getByRole('group', { name: 'Fee account' })
      .filter({ hasText: formatRupees(card.amountDue) })
      .waitFor();

    // The form asked for this student's accounts by id, and searched neither students nor fees by text.
    const beforePaying = [...asked];
    expect(
      beforePaying.some((path) => path.startsWith('/api/admin/fees?') && path.includes(`studentId=${studentId}`)),
    ).toBe(true);
    expect(beforePaying.filter((path) => path.startsWith('/api/admin/users') || path.includes('search='))).toEqual([]);

    const amount = 1_500_00;
    await page.getByLabel('Amount paid (₹)').fill(paiseToRupeeInput(amount));
    await page.getByLabel('Payment mode').selectOption('Cash');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await page.getByRole('status').filter({ hasText: messages.success.paymentRecorded }).waitFor();

    const after = await accountsOf(studentId);
    expect(after.find((account) => account.id === card.id)!.paidAmount).toBe(card.paidAmount + amount);
    // The other accounts are as they were.
    expect(
      after
        .filter((account) => account.id !== card.id)
        .map((account) => account.paidAmount)
        .sort(),
    ).toEqual(
      accounts
        .filter((account) => account.id !== card.id)
        .map((account) => account.paidAmount)
        .sort(),
    );
  });
});
