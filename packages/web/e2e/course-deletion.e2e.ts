import { type AdminFeeRecord, type Course, type Page as ApiPage, type StudentListItem } from '@campus/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, renderedText, screenshotBoth, withPage } from './browser';
import { adminSignIn, api, goTo, studentSignIn } from './session';

let browser: Browser;
let admin: { context: BrowserContext; page: Page; token: string };

/** A course of this run with two students: one who has paid nothing, one who has paid part of the fee. */
const run = Date.now();
const courseName = `Retired Robotics ${run}`;
const unpaid = { name: `Zoya Unpaid ${run}`, email: `zoya.${run}@e2e.campus.test`, dob: '2003-04-05' };
const partial = { name: `Zubin Partial ${run}`, email: `zubin.${run}@e2e.campus.test`, dob: '2002-06-07' };
let course: Course;

async function adminCall<T>(path: string, init: { method: string; body: FormData | string }): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${admin.token}`,
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as T;
}

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

async function addStudent(student: typeof unpaid) {
  const { user } = await adminCall<{ user: StudentListItem }>('/admin/users', {
    method: 'POST',
    body: form({ ...student, phone: '+91 98000 00000', course: course._id }),
  });
  return user;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  admin = { context, page, token: await adminSignIn(page) };

  ({ course } = await adminCall<{ course: Course }>('/courses', {
    method: 'POST',
    body: form({ name: courseName, description: 'Retired soon', duration: '6', price: '1000000', category: 'E2E' }),
  }));
  await addStudent(unpaid);
  const payer = await addStudent(partial);
  await adminCall('/admin/fees', {
    method: 'POST',
    body: JSON.stringify({
      studentId: payer._id,
      courseId: course._id,
      totalFee: course.price,
      amountPaid: 250_000,
      paymentDate: new Date().toISOString().slice(0, 10),
      paymentMode: 'UPI',
    }),
  });
});

afterAll(async () => {
  await admin.context.close();
  await browser.close();
});

const courseFees = () =>
  api<ApiPage<AdminFeeRecord>>(`/admin/fees?search=${encodeURIComponent(courseName)}`, admin.token);

describe('deleting a course with fee accounts', () => {
  it('closes the unpaid account; the paid one stays on the fee cards, marked "Course deleted"', async () => {
    const { page } = admin;
    expect((await courseFees()).total).toBe(2);

    await goTo(page, 'Admin', 'Courses');
    await page.waitForURL('**/admin/courses');
    await page.getByLabel('Search courses').fill(courseName);
    await page.getByRole('button', { name: `Delete ${courseName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete course?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${courseName}” was deleted.` })
      .waitFor();

    // Opened by its address: after the whole e2e run, the Fees link clicked here has twice left the page on Courses
    // (not seen when this file runs with the files before it alone); #40's closing note asks to find out why.
    await page.goto('/admin/fees');
    await page.getByLabel('Search fee records').fill(courseName);
    const card = page.getByRole('article', { name: partial.name });
    await card.waitFor();
    expect(await renderedText(card)).toContain(`${courseName} Course deleted`);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await page.getByRole('article', { name: unpaid.name }).count()).toBe(0);
    expect((await courseFees()).items.map((item) => [item.name, item.courseDeleted])).toEqual([[partial.name, true]]);
    await screenshotBoth(page, 'admin-fees-course-deleted');
  });

  it('shows the student who paid part the course as deleted, and the other student nothing for it', async () => {
    await withPage(browser, async (page) => {
      await studentSignIn(page, partial);
      await goTo(page, 'Student', 'Fees');
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: courseName }) });
      await row.waitFor();
      expect(await renderedText(row.getByRole('rowheader'))).toBe(`${courseName} Course deleted`);
      expect(await renderedText(row)).toContain('Partial');
      await screenshotBoth(page, 'student-fees-course-deleted');
    });
    await withPage(browser, async (page) => {
      await studentSignIn(page, unpaid);
      await goTo(page, 'Student', 'Fees');
      await page.getByText('No fee records').waitFor();
      expect(await renderedText(page.getByRole('main'))).not.toContain(courseName);
    });
  });
});
