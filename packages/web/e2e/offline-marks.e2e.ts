import { dateInIndia, type Assessment, type Course, type MarksGrid } from '@campus/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall as call } from './api-setup';
import { offlineInstructor } from './offline-instructor';
import { api } from './session';

/**
 * An assessment's marks entered with no connection (#46), in a browser profile of its own whose service worker runs:
 * the instructor saves offline on a phone, the save waits on the device through the tab's closing, and is sent once
 * when the app opens again online; marks someone else saved meanwhile are shown to the instructor, never overwritten.
 */

const run = Date.now();
const today = dateInIndia(new Date());
const STUDENTS = ['Kiran', 'Lata', 'Mohan'].map((first, index) => ({
  name: `${first} Offline Marks ${run}`,
  email: `${first.toLowerCase()}.offline-marks.${run}@e2e.campus.test`,
  dob: `200${index}-0${index + 1}-1${index}`,
}));

let adminToken: string;
let course: Course;
let closeProfile: (() => Promise<void>) | undefined;
let context: BrowserContext;

/** A test of the course out of 20, added by the admin. */
async function addTest(title: string): Promise<Assessment> {
  const { assessment } = await call<{ assessment: Assessment }>(
    adminToken,
    `/admin/courses/${course._id}/assessments`,
    'POST',
    { title, kind: 'test', date: today, maxMarks: 20, weight: 10 },
  );
  return assessment;
}

const gridOf = (assessment: Assessment) => api<MarksGrid>(`/admin/assessments/${assessment._id}/marks`, adminToken);

/** Each student's marks and absence, as the server has them, in the students' order. */
const savedMarks = async (assessment: Assessment) => {
  const { rows } = await gridOf(assessment);
  return STUDENTS.map(({ name }) => rows.find((row) => row.name === name)).map((row) => [row?.marks, row?.absent]);
};

const cell = (page: Page, name: string) => page.getByRole('textbox', { name: `Marks of ${name}, out of 20` });

/** Opens the assessment's marks, with every student's cell showing. */
async function openMarks(page: Page, assessment: Assessment) {
  await page.goto(`/admin/assessments/${assessment._id}/marks`);
  for (const student of STUDENTS) await cell(page, student.name).waitFor();
}

beforeAll(async () => {
  let close: () => Promise<void>;
  ({ adminToken, course, context, close } = await offlineInstructor(
    `Offline Marks ${run}`,
    STUDENTS,
    'Omar',
    'Marks-with-no-signal-2',
  ));
  closeProfile = close;
});

afterAll(async () => {
  await closeProfile?.();
});

describe('entering marks with no connection', () => {
  it('keeps marks saved offline through the closing of the tab, and sends them once when the app opens online', async () => {
    const test = await addTest('Offline quiz');
    const page = await context.newPage();
    await openMarks(page, test);

    await context.setOffline(true);
    await cell(page, STUDENTS[0]!.name).fill('18');
    await cell(page, STUDENTS[1]!.name).fill('12.5');
    await page.getByRole('combobox', { name: `Absent or exempt: ${STUDENTS[2]!.name}` }).selectOption('absent');
    await page.getByRole('button', { name: 'Save marks' }).click();
    await page.getByRole('status').filter({ hasText: 'Waiting to send' }).waitFor();
    expect(await cell(page, STUDENTS[1]!.name).inputValue()).toBe('12.5');
    expect((await gridOf(test)).version).toBe(0);
    await page.close();

    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto('/admin/teaching');
    await expect.poll(async () => (await gridOf(test)).version).toBe(1);
    expect(await savedMarks(test)).toEqual([
      [18, false],
      [12.5, false],
      [null, true],
    ]);

    // Sent once: opening the assessment again, and the app once more, sends nothing further.
    await openMarks(again, test);
    expect(await cell(again, STUDENTS[0]!.name).inputValue()).toBe('18');
    await again.reload();
    await cell(again, STUDENTS[0]!.name).waitFor();
    await again.waitForLoadState('networkidle');
    expect(await again.getByRole('status').filter({ hasText: 'Waiting to send' }).count()).toBe(0);
    expect((await gridOf(test)).version).toBe(1);
    await again.close();
  });

  it("shows the instructor marks someone else saved while theirs waited, and leaves the other person's", async () => {
    const test = await addTest('Offline practical');
    const page = await context.newPage();
    await openMarks(page, test);

    await context.setOffline(true);
    await cell(page, STUDENTS[0]!.name).fill('3');
    await page.getByRole('button', { name: 'Save marks' }).click();
    await page.getByRole('status').filter({ hasText: 'Waiting to send' }).waitFor();

    // Meanwhile the office enters the marks: 20 for everyone.
    const { rows } = await gridOf(test);
    await call(
      adminToken,
      `/admin/assessments/${test._id}/marks`,
      'PUT',
      { marks: rows.map(({ studentId }) => ({ studentId, marks: 20 })) },
      { 'if-match': '"0"' },
    );

    await context.setOffline(false);
    const conflict = page.getByRole('alert').filter({ hasText: 'Your marks were not sent' });
    await conflict.waitFor();
    expect(await conflict.innerText()).toContain("someone else saved this assessment's marks since");
    // Their marks are the ones shown, and the ones kept.
    await expect.poll(() => cell(page, STUDENTS[0]!.name).inputValue()).toBe('20');
    expect((await gridOf(test)).version).toBe(1);
    expect(await savedMarks(test)).toEqual(STUDENTS.map(() => [20, false]));

    // Elsewhere in the admin area it names the assessment, until the instructor discards their marks.
    await page.goto('/admin/teaching');
    const notice = page.getByRole('alert').filter({ hasText: `Your marks for ${course.name} · ${test.title}` });
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Open the assessment' }).getAttribute('href')).toBe(
      `/admin/assessments/${test._id}/marks`,
    );
    await notice.getByRole('button', { name: 'Discard my marks' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    await page.reload();
    await page.getByRole('list', { name: 'Courses' }).getByRole('heading', { name: course.name }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('alert').filter({ hasText: 'Your marks for' }).count()).toBe(0);
    expect((await gridOf(test)).version).toBe(1);
    await page.close();
  });
});
