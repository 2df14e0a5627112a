import {
  formatRupees,
  formatRupeesShort,
  messages,
  type Course,
  type DashboardStats,
  type Notice,
  type Page as ApiPage,
  type StudentListItem,
  formatCount,
  formatGrowth,
} from '@campus/domain';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPercent } from '../src/features/admin-dashboard/utils/format-stats';
import { formatDate } from '../src/lib/format';
import { currentPath, DEMO, launchBrowser, screenshotBoth, text, withPage } from './browser';
import { api, goTo, openAdminSession, studentSignIn, submitStudentLogin, type AdminSession } from './session';

let browser: Browser;
let admin: AdminSession;

/** The student this file adds, edits and deletes; unique per run. */
const stamp = Date.now();
const newStudent = {
  name: `Nisha Kapoor ${stamp}`,
  email: `nisha.kapoor.${stamp}@example.com`,
  phone: '+91 98200 12345',
  newPhone: '+91 99300 54321',
  dob: '2003-04-05',
};
let courses: Course[];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await openAdminSession(browser);
  courses = admin.courses;
});

afterAll(async () => {
  await admin.context.close();
  await browser.close();
});

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
/** Where keyboard focus is: in the open dialog, on the page behind it, or nowhere in the page (the browser's UI). */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'browser';
    return active.closest('dialog[open]') ? 'dialog' : 'outside';
  });

const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('admin dashboard', () => {
  it('shows the six figures that the API returns, formatted, with their change', async () => {
    const { page, token } = admin;
    const { stats } = await api<{ stats: DashboardStats }>('/admin/dashboard', token);
    const expected: [string, string, DashboardStats['growthFromNothing'][number]][] = [
      ['Total Students', formatCount(stats.totalStudents), 'studentGrowth'],
      ['Active Courses', formatCount(stats.activeCourses), 'courseGrowth'],
      ['Revenue', formatRupeesShort(stats.revenue), 'revenueGrowth'],
      ['Due Fees', formatRupeesShort(stats.dueFees), 'feeChange'],
      ['New Enrollments', formatCount(stats.newEnrollments), 'enrollmentGrowth'],
      ['Completion Rate', formatPercent(stats.completionRate), 'completionGrowth'],
    ];
    // The cards show at once with placeholders; the figures are there once the section is no longer busy.
    await page.locator('section[aria-label="Key figures"][aria-busy="false"]').waitFor();
    for (const [label, value, growth] of expected) {
      const figure = page.getByRole('group', { name: label });
      expect(await text(figure.locator('p').first())).toBe(value);
      expect(await text(figure)).toContain(formatGrowth(stats[growth], stats.growthFromNothing.includes(growth)));
    }
    expect(formatRupeesShort(stats.revenue)).toMatch(/^₹(\d+\.\d\d (L|Cr)|[\d,]+)$/);
    // The revenue is every payment to date, not the last 30 days: the card and the page say so.
    expect(await text(page.getByRole('group', { name: 'Revenue' }))).toContain('All payments received to date');
    expect(await text(page.getByRole('main'))).not.toContain('over the last 30 days');

    const notices = await api<ApiPage<Notice>>('/admin/notifications?limit=20', token);
    const list = page.getByRole('list', { name: 'Latest notices' });
    expect(await list.getByRole('listitem').count()).toBe(notices.items.length);
    expect(await text(list.getByRole('listitem').first())).toContain(formatDate(notices.items[0]!.createdAt));
    for (const action of ['Add Student', 'New Course', 'Record Payment', 'Generate Report']) {
      await page.getByRole('link', { name: action, exact: true }).waitFor();
    }
    await screenshotBoth(page, 'admin-dashboard');
  });

  it('opens the courses page with its add form from New Course', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'New Course', exact: true }).click();
    await page.waitForURL('**/admin/courses');
    await page.getByRole('dialog', { name: 'Add Course' }).waitFor();
    await page.goto('/admin/dashboard');
  });
});

describe('managing a student', () => {
  it('adds a student on the add page, who can then sign in and sees the course', async () => {
    const { page } = admin;
    const course = courses[0]!;
    await page.getByRole('link', { name: 'Add Student', exact: true }).click();
    await page.waitForURL('**/admin/students/add');
    await page.getByRole('option', { name: new RegExp(course.name) }).waitFor({ state: 'attached' });
    await screenshotBoth(page, 'admin-add-student');

    await page.getByRole('button', { name: 'Add Student' }).click();
    for (const message of ['Name is required', 'Email is required', 'Phone is required', 'Date of birth is required']) {
      await page.getByText(message).waitFor();
    }
    await page.getByText('Select a course').waitFor();
    await screenshotBoth(page, 'admin-add-student-errors');

    await page.getByLabel('Name', { exact: true }).fill(newStudent.name);
    await page.getByLabel('Email', { exact: true }).fill(newStudent.email);
    await page.getByLabel('Phone', { exact: true }).fill(newStudent.phone);
    await page.getByLabel('Date of birth', { exact: true }).fill(newStudent.dob);
    await page.getByLabel('Course').selectOption(course._id);
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#0f9d8a' } })
      .png()
      .toBuffer();
    await page.getByLabel('Photo').setInputFiles({ name: 'nisha.png', mimeType: 'image/png', buffer: png });
    await page.getByAltText('Preview of the chosen photo').waitFor();
    await page.getByRole('button', { name: 'Add Student' }).click();

    await page.waitForURL('**/admin/students');
    await page.getByRole('status').filter({ hasText: 'Student added' }).waitFor();
    const added = card(page, newStudent.name);
    expect(await text(added)).toContain(newStudent.email);
    expect(await text(added)).toContain(course.name);
    const photo = added.getByRole('img', { name: `${newStudent.name}'s profile picture` });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await screenshotBoth(page, 'admin-students');

    await withPage(browser, async (studentPage) => {
      await studentSignIn(studentPage, newStudent);
      await studentPage.getByRole('heading', { name: `Welcome back, ${newStudent.name}` }).waitFor();
      expect(await text(studentPage.getByRole('group', { name: 'Courses Enrolled' }).locator('p').first())).toBe('1');
      expect(await text(studentPage.getByRole('group', { name: 'Fee Status' }))).toContain(
        `/ ${formatRupees(course.price)}`,
      );
      await studentPage.goto('/courses');
      await studentPage.getByRole('heading', { name: course.name }).waitFor();
    });
  });

  it('finds the student with the search box, keeping the search in the address', async () => {
    const { page } = admin;
    await page.getByLabel('Search students').fill(newStudent.email);
    await page.waitForURL((url) => url.searchParams.get('search') === newStudent.email);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await card(page, newStudent.name).waitFor();

    await page.reload();
    // The document's first screen has an empty box until the page's scripts have read the address.
    await expect.poll(() => page.getByLabel('Search students').inputValue()).toBe(newStudent.email);
    await card(page, newStudent.name).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
  });

  it('edits phone and courses in a dialog that keeps and returns focus', async () => {
    const { page } = admin;
    const [oldCourse, newCourse] = [courses[0]!, courses[1]!];
    const edit = page.getByRole('button', { name: `Edit ${newStudent.name}` });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit student' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe(newStudent.name);
    expect(await dialog.getByLabel('Date of birth').inputValue()).toBe(newStudent.dob);
    await dialog.getByRole('checkbox', { name: oldCourse.name }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: oldCourse.name }).isChecked()).toBe(true);
    await screenshotBoth(page, 'admin-edit-student');

    // Tab goes round and round inside the dialog, twice round to Close however many courses it lists by then (other
    // files add some), and Shift+Tab as far back: nothing behind it, nor the browser, takes focus.
    const places = new Set<string>();
    let closes = 0;
    let presses = 0;
    while (closes < 2 && presses < 200) {
      await page.keyboard.press('Tab');
      presses += 1;
      places.add(await focusPlace(page));
      if ((await focusedLabel(page)) === 'Close') closes += 1;
    }
    for (let step = 0; step < presses; step += 1) {
      await page.keyboard.press('Shift+Tab');
      places.add(await focusPlace(page));
    }
    expect([...places]).toEqual(['dialog']);
    expect(closes).toBe(2);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedLabel(page)).toBe(`Edit ${newStudent.name}`);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByLabel('Phone').fill(newStudent.newPhone);
    await dialog.getByRole('checkbox', { name: oldCourse.name }).uncheck();
    await dialog.getByRole('checkbox', { name: newCourse.name }).check();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .filter({ hasText: `Changes to ${newStudent.name} saved` })
      .waitFor();

    const updated = card(page, newStudent.name);
    await expect.poll(() => text(updated)).toContain(newStudent.newPhone);
    const chips = updated.getByRole('list', { name: `Courses of ${newStudent.name}` });
    expect(await chips.getByRole('listitem').allTextContents()).toEqual([newCourse.name]);
    expect(await focusedLabel(page)).toBe(`Edit ${newStudent.name}`);

    const { items } = await api<ApiPage<StudentListItem>>(
      `/admin/users?search=${encodeURIComponent(newStudent.email)}`,
      admin.token,
    );
    expect(items[0]!.phone).toBe(newStudent.newPhone);
    expect(items[0]!.enrolledCourses.map((course) => course._id)).toEqual([newCourse._id]);
  });

  it('deletes the student after confirmation; they disappear and can no longer sign in', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: `Delete ${newStudent.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete student?' });
    await confirm.waitFor();
    expect(await text(confirm)).toContain(newStudent.name);
    await screenshotBoth(page, 'admin-delete-student');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: messages.success.studentDeleted }).waitFor();
    await card(page, newStudent.name).waitFor({ state: 'detached' });
    await page.getByText(`No students match “${newStudent.email}”`).waitFor();
    await screenshotBoth(page, 'admin-students-no-match');

    await withPage(browser, async (studentPage) => {
      await submitStudentLogin(studentPage, newStudent);
      await studentPage.getByRole('alert').filter({ hasText: messages.login.invalidStudentCredentials }).waitFor();
      expect(currentPath(studentPage)).toBe('/login');
    });
  });

  it('pages through the students, keeping the page in the address', async () => {
    const { page } = admin;
    await page.getByLabel('Search students').fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    const total = (await api<ApiPage<StudentListItem>>('/admin/users?limit=1', admin.token)).total;
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect.poll(() => text(pagination)).toContain(`${total.toLocaleString('en-IN')} in all`);
    const firstOnPageOne = await page.getByRole('article').first().getAttribute('aria-labelledby');
    await pagination.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => page.getByRole('article').first().getAttribute('aria-labelledby')).not.toBe(firstOnPageOne);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await expect.poll(() => page.getByRole('article').first().getAttribute('aria-labelledby')).toBe(firstOnPageOne);
  });
});

describe('notices', () => {
  it('sends a notice that a student then sees on their dashboard', async () => {
    const { page } = admin;
    const notice = {
      title: `Library hours ${stamp}`,
      description: 'The library now stays open until 9 pm on weekdays.',
    };
    await goTo(page, 'Admin', 'Dashboard');
    await page.getByRole('link', { name: 'Add Notice' }).click();
    await page.waitForURL('**/admin/add-notice');
    await page.getByRole('button', { name: 'Send Notice' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Description is required').waitFor();
    await screenshotBoth(page, 'admin-add-notice');

    await page.getByLabel('Title').fill(notice.title);
    await page.getByLabel('Description').fill(notice.description);
    await page.getByRole('button', { name: 'Send Notice' }).click();
    await page.getByRole('status').filter({ hasText: messages.success.noticeSent }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    expect(await page.getByLabel('Description').inputValue()).toBe('');
    await screenshotBoth(page, 'admin-add-notice-sent');

    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.getByRole('list', { name: 'Latest notices' }).getByText(notice.title).waitFor();

    await withPage(browser, async (studentPage) => {
      await studentSignIn(studentPage, DEMO.otherStudent);
      const list = studentPage.getByRole('list', { name: 'Notices' });
      await list.getByRole('button', { name: new RegExp(notice.title) }).waitFor();
    });
  });
});
