import type { Course, Page as ApiPage, StudentListItem } from '@campus/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atBothWidths, baseUrl, launchBrowser, newPage, type VIEWPORTS } from './browser';
import { adminSignIn, api, apiLogin, goTo } from './session';

/**
 * Long names, emails and course names (issue #18): every page that shows them keeps to the screen's width at 1366 and
 * at 390 px, and each of them can be read whole, either shown in full or cut short with the full text in a title.
 */

const run = Date.now().toString(36);

/** A real long name and address, as a student of an Indian institute may have. */
const venkata = {
  name: 'Venkatasubramanian Ramakrishnan',
  email: 'venkatasubramanian.ramakrishnan@iitmadras.ac.in',
  phone: '+91 98400 12345',
  dob: '2001-05-14',
};
/** The longest name the API takes (100 characters), without a space to break it at. */
const unbroken = {
  name: `Srinivasaraghavan${run}`.padEnd(100, 'Venkataramanujam'),
  email: `srinivasaraghavan.${run}.venkataramanujam@students.iitmadras.ac.in`,
  phone: '+91 98400 54321',
  dob: '2000-11-30',
};
/** The longest course name the API takes (200 characters), without a space. */
const courseName = `PostgraduateDiploma${run}`.padEnd(200, 'InComputationalNeuroscience');

let browser: Browser;
let admin: { context: BrowserContext; page: Page; token: string };
/** What this file adds, deleted at the end: other files count the courses in the catalogue. */
const added: { courseId?: string; studentIds: string[] } = { studentIds: [] };

async function adminCall(path: string, init: RequestInit & { expect: number }) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${admin.token}`, ...init.headers },
  });
  expect(response.status, await response.clone().text()).toBe(init.expect);
  return response.json() as Promise<Record<string, unknown>>;
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/** Adds the student in the course; an earlier run's student with the same email is deleted first. */
async function addStudent(student: typeof venkata, courseId: string): Promise<StudentListItem> {
  const found = await api<ApiPage<StudentListItem>>(
    `/admin/users?search=${encodeURIComponent(student.email)}`,
    admin.token,
  );
  for (const earlier of found.items) await adminCall(`/admin/users/${earlier._id}`, { method: 'DELETE', expect: 200 });
  const { user } = await adminCall('/admin/users', {
    method: 'POST',
    body: form({ ...student, course: courseId }),
    expect: 201,
  });
  return user as StudentListItem;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  admin = { context, page, token: await adminSignIn(page) };

  const { course } = await adminCall('/courses', {
    method: 'POST',
    body: form({
      name: courseName,
      description: 'A course whose name is as long as a name may be, to see that every screen still fits.',
      duration: '12',
      price: '15000000',
      category: 'Neuroscience',
    }),
    expect: 201,
  });
  const courseId = (course as Course)._id;
  added.courseId = courseId;
  const unpaid = await addStudent(venkata, courseId);
  const partial = await addStudent(unbroken, courseId);
  added.studentIds.push(unpaid._id, partial._id);
  await adminCall('/admin/fees', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      studentId: partial._id,
      courseId,
      totalFee: 15_000_000,
      amountPaid: 2_500_000,
      paymentDate: new Date().toISOString().slice(0, 10),
      paymentMode: 'UPI',
    }),
    expect: 201,
  });
});

afterAll(async () => {
  for (const id of added.studentIds) await adminCall(`/admin/users/${id}`, { method: 'DELETE', expect: 200 });
  if (added.courseId) await adminCall(`/courses/${added.courseId}`, { method: 'DELETE', expect: 200 });
  await admin?.context.close();
  await browser?.close();
});

/** Whether the page can be scrolled sideways (it should not: everything fits the screen's width). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * Where inside `scope` the text is shown but cannot be read whole: it runs past the screen's edge or is cut off by a
 * box around it (overflow hidden or clip) while no title carries it. Text for screen readers only, native select
 * options and hidden elements are left out; a text shown nowhere is a failure too.
 */
function unreadable(scope: Locator, text: string): Promise<string[]> {
  return scope.evaluate((root, needle) => {
    const problems: string[] = [];
    let shown = 0;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (!node.textContent!.includes(needle) || element.closest('.sr-only, option')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      shown++;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()];
      const outside = (edge: { left: number; right: number; top: number; bottom: number }) =>
        lines.some(
          (line) =>
            line.left < edge.left - 0.5 ||
            line.right > edge.right + 0.5 ||
            line.top < edge.top - 0.5 ||
            line.bottom > edge.bottom + 0.5,
        );
      // Inside a region that scrolls sideways (ScrollTable), text past the window is reached by scrolling the region.
      const region = element.closest('[role="region"]');
      const scrolled = region !== null && ['auto', 'scroll'].includes(getComputedStyle(region).overflowX);
      let cut = !scrolled && lines.some((line) => line.left < -0.5 || line.right > window.innerWidth + 0.5);
      for (let box: Element | null = element; box && !cut; box = box.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(box);
        if (['hidden', 'clip'].includes(overflowX) || ['hidden', 'clip'].includes(overflowY)) {
          cut = outside(box.getBoundingClientRect());
        }
      }
      const titled = element.closest('[title]')?.getAttribute('title')?.includes(needle) ?? false;
      if (cut && !titled) problems.push(`<${element.tagName.toLowerCase()} class="${element.className}">`);
    }
    if (shown === 0) problems.push('shown nowhere');
    return problems;
  }, text);
}

/** The status badge is whole and on one line, not squeezed by a long name beside it. */
async function expectBadge(scope: Locator, status: 'Unpaid' | 'Partial') {
  const badge = scope.getByText(status, { exact: true }).filter({ visible: true });
  // The fee's status comes with its account, which may arrive after the course's name is on the page.
  await badge.waitFor();
  expect(await unreadable(scope, status)).toEqual([]);
  const box = (await badge.boundingBox())!;
  const lineHeight = await badge.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect(box.height).toBeLessThan(lineHeight * 2);
}

/** At both widths: nothing scrolls sideways and each text can be read; then a screenshot. */
async function expectFits(
  page: Page,
  name: string,
  texts: string[],
  more?: (viewport: keyof typeof VIEWPORTS) => Promise<void>,
) {
  await atBothWidths(page, `long-text-${name}`, async (viewport) => {
    expect(await scrollsSideways(page), `${name} at ${viewport} scrolls sideways`).toBe(false);
    for (const text of texts) {
      expect(await unreadable(page.locator('body'), text), `${text} on ${name} at ${viewport}`).toEqual([]);
    }
    await more?.(viewport);
  });
}

/** A fresh browser for the student, signed in with the token the API gives for their email and date of birth. */
async function studentPage(student: typeof venkata) {
  const { token } = await apiLogin('/api/users/login', student.email, student.dob);
  expect(token).toBeTruthy();
  const { context, page } = await newPage(browser);
  await context.addInitScript((value) => localStorage.setItem('token', value), token!);
  return { context, page };
}

describe('long names, emails and course names', () => {
  it('fit the admin dashboard', async () => {
    const { page } = admin;
    await page.goto('/admin/dashboard');
    await page.locator('section[aria-label="Key figures"][aria-busy="false"]').waitFor();
    await expectFits(page, 'admin-dashboard', []);
  });

  it('fit the student cards', async () => {
    const { page } = admin;
    await page.goto(`/admin/students?search=${encodeURIComponent('iitmadras')}`);
    await page.getByRole('article', { name: unbroken.name }).waitFor();
    await page.getByRole('article', { name: venkata.name }).waitFor();
    await expectFits(page, 'admin-students', [venkata.name, venkata.email, unbroken.name, unbroken.email, courseName]);

    await page.getByRole('button', { name: `Edit ${unbroken.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit student' });
    await dialog.getByText(courseName).waitFor();
    await expectFits(page, 'admin-student-edit', [courseName]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('fit the course cards', async () => {
    const { page } = admin;
    await goTo(page, 'Admin', 'Courses');
    await page.getByLabel('Search courses').fill(courseName.slice(0, 30));
    await page.getByRole('article', { name: courseName }).waitFor();
    await expectFits(page, 'admin-courses', [courseName]);
  });

  it('fit the fee cards, with their status badges whole', async () => {
    const { page } = admin;
    await goTo(page, 'Admin', 'Fees');
    await page.getByLabel('Search fee records').fill('iitmadras');
    const unpaid = page.getByRole('article', { name: venkata.name });
    const partial = page.getByRole('article', { name: unbroken.name });
    await unpaid.waitFor();
    await partial.waitFor();
    await expectFits(
      page,
      'admin-fees',
      [venkata.name, venkata.email, unbroken.name, unbroken.email, courseName],
      async () => {
        await expectBadge(unpaid, 'Unpaid');
        await expectBadge(partial, 'Partial');
      },
    );

    await partial.getByRole('link', { name: 'Record Payment' }).click();
    await page.getByRole('group', { name: 'Fee account' }).waitFor();
    await expectFits(page, 'admin-record-payment', []);
  });

  it('fit the report', async () => {
    const { page } = admin;
    await page.goto('/admin/generate-report');
    await page.getByLabel('Search outstanding fees').fill('iitmadras');
    const outstanding = page.getByRole('region', { name: 'Outstanding fees' });
    await outstanding.getByRole('navigation', { name: 'Pagination' }).waitFor({ state: 'detached' });
    await outstanding.getByText(unbroken.email).filter({ visible: true }).waitFor();
    await outstanding.getByText(venkata.email).filter({ visible: true }).waitFor();
    await expectFits(page, 'admin-report', [venkata.name, venkata.email, unbroken.name, unbroken.email, courseName]);
  });

  it.each([
    ['venkatasubramanian', venkata],
    ['unbroken', unbroken],
  ])("fit %s's own dashboard, courses, fees and profile", async (label, student) => {
    const { context, page } = await studentPage(student);
    try {
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: `Welcome back, ${student.name}` }).waitFor();
      await expectFits(page, `student-dashboard-${label}`, [student.name]);

      await goTo(page, 'Student', 'Courses');
      await page.getByRole('button', { name: courseName }).waitFor();
      await expectFits(page, `student-courses-${label}`, [courseName]);
      await page.getByRole('button', { name: courseName }).click();
      const details = page.getByRole('dialog', { name: courseName });
      await details.waitFor();
      await expectFits(page, `student-course-details-${label}`, [courseName]);
      await details.getByRole('button', { name: 'Continue Learning' }).click();
      await details.waitFor({ state: 'hidden' });

      await goTo(page, 'Student', 'Fees');
      // The lesson left behind shows the course's name too, until the Fees page takes its place.
      await page.getByRole('heading', { name: 'Fees', level: 1 }).waitFor();
      await page.getByRole('main').getByText(courseName).filter({ visible: true }).first().waitFor();
      const status = student === venkata ? 'Unpaid' : 'Partial';
      await expectFits(page, `student-fees-${label}`, [courseName], async () => {
        await expectBadge(page.getByRole('main'), status);
      });

      await goTo(page, 'Student', 'Profile');
      await page.getByText(student.email).filter({ visible: true }).waitFor();
      await expectFits(page, `student-profile-${label}`, [student.name, student.email]);
    } finally {
      await context.close();
    }
  });
});
