import { dateInIndia, type AttendanceRoster, type ClassSession, type Course, type Section } from '@campus/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall as call, markAttendance, sectionsOf } from './api-setup';
import { offlineInstructor } from './offline-instructor';
import { api } from './session';

/**
 * Attendance marked with no connection (#46), in a browser profile of its own whose service worker runs: the
 * instructor saves offline, the save waits on the device through the tab's closing, and is sent once when the app
 * opens again online; a save someone else made meanwhile is shown to the instructor, never overwritten.
 */

const run = Date.now();
const today = dateInIndia(new Date());
const STUDENTS = ['Gita', 'Harish', 'Indu'].map((first, index) => ({
  name: `${first} Offline ${run}`,
  email: `${first.toLowerCase()}.offline.${run}@e2e.campus.test`,
  dob: `200${index}-0${index + 1}-1${index}`,
}));

let adminToken: string;
let instructorId: string;
let course: Course;
let section: Section;
let closeProfile: (() => Promise<void>) | undefined;
let context: BrowserContext;

/** An extra class of the section today at `start`, taught by the instructor. */
async function todaysClass(start: string, end: string, instructorId: string): Promise<ClassSession> {
  const { classSession } = await call<{ classSession: ClassSession }>(
    adminToken,
    `/admin/sections/${section._id}/class-sessions`,
    'POST',
    { date: today, start, end, room: `Offline ${run}`, instructorId },
  );
  return classSession;
}

const rosterOf = (classSession: ClassSession) =>
  api<AttendanceRoster>(`/admin/class-sessions/${classSession._id}/attendance`, adminToken);

const statuses = async (classSession: ClassSession) =>
  (await rosterOf(classSession)).students.map((student) => [student.name, student.status]);

/** Opens the class's attendance, with every student's statuses showing. */
async function openClass(page: Page, classSession: ClassSession) {
  await page.goto(`/admin/classes/${classSession._id}`);
  for (const student of STUDENTS) await page.getByRole('radiogroup', { name: student.name }).waitFor();
}

const mark = (page: Page, name: string, status: string) =>
  page.getByRole('radiogroup', { name }).getByRole('radio', { name: status }).click();

beforeAll(async () => {
  let close: () => Promise<void>;
  ({ adminToken, course, instructorId, context, close } = await offlineInstructor(
    `Offline Roll ${run}`,
    STUDENTS,
    'Olga',
    'Marks-with-no-signal-1',
  ));
  closeProfile = close;
  section = (await sectionsOf(adminToken, course._id))[0]!;
});

afterAll(async () => {
  await closeProfile?.();
});

describe('marking attendance with no connection', () => {
  it('keeps a save made offline through the closing of the tab, and sends it once when the app opens online', async () => {
    const classSession = await todaysClass('20:00', '21:00', instructorId);
    const page = await context.newPage();
    await openClass(page, classSession);

    await context.setOffline(true);
    await mark(page, STUDENTS[1]!.name, 'Absent');
    await mark(page, STUDENTS[2]!.name, 'Late');
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await page.getByRole('status').filter({ hasText: 'Waiting to send' }).waitFor();
    expect(
      await page
        .getByRole('radiogroup', { name: STUDENTS[1]!.name })
        .getByRole('radio', { name: 'Absent' })
        .isChecked(),
    ).toBe(true);
    expect((await rosterOf(classSession)).version).toBe(0);
    await page.close();

    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto('/admin/teaching');
    await expect.poll(async () => (await rosterOf(classSession)).version).toBe(1);
    expect(await statuses(classSession)).toEqual([
      [STUDENTS[0]!.name, 'present'],
      [STUDENTS[1]!.name, 'absent'],
      [STUDENTS[2]!.name, 'late'],
    ]);

    // Sent once: opening the class again, and the app once more, sends nothing further.
    await openClass(again, classSession);
    expect(
      await again.getByRole('radiogroup', { name: STUDENTS[2]!.name }).getByRole('radio', { name: 'Late' }).isChecked(),
    ).toBe(true);
    await again.reload();
    await again.getByRole('radiogroup', { name: STUDENTS[0]!.name }).waitFor();
    await again.waitForLoadState('networkidle');
    expect(await again.getByRole('status').filter({ hasText: 'Waiting to send' }).count()).toBe(0);
    expect((await rosterOf(classSession)).version).toBe(1);
    await again.close();
  });

  it("shows the instructor a save someone else made while theirs waited, and leaves the other person's marks", async () => {
    const classSession = await todaysClass('21:00', '22:00', instructorId);
    const page = await context.newPage();
    await openClass(page, classSession);

    await context.setOffline(true);
    await mark(page, STUDENTS[0]!.name, 'Absent');
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await page.getByRole('status').filter({ hasText: 'Waiting to send' }).waitFor();

    // Meanwhile the office marks the class: everyone excused.
    await markAttendance(
      adminToken,
      classSession._id,
      (await rosterOf(classSession)).students.map((student) => [student.studentId, 'excused']),
    );

    await context.setOffline(false);
    const conflict = page.getByRole('alert').filter({ hasText: 'Your marks were not sent' });
    await conflict.waitFor();
    expect(await conflict.innerText()).toContain("someone else saved this class's attendance since");
    // Their marks are the ones shown, and the ones kept.
    await expect
      .poll(() =>
        page.getByRole('radiogroup', { name: STUDENTS[0]!.name }).getByRole('radio', { name: 'Excused' }).isChecked(),
      )
      .toBe(true);
    expect((await rosterOf(classSession)).version).toBe(1);
    expect((await statuses(classSession)).map(([, status]) => status)).toEqual(['excused', 'excused', 'excused']);

    // Elsewhere in the admin area it names the class, until the instructor discards their marks.
    await page.goto('/admin/teaching');
    const notice = page.getByRole('alert').filter({ hasText: `Your marks for ${course.name} · ${section.name}` });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Discard my marks' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    await page.reload();
    await page.getByRole('list', { name: 'Courses' }).getByRole('heading', { name: course.name }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('alert').filter({ hasText: 'Your marks for' }).count()).toBe(0);
    expect((await rosterOf(classSession)).version).toBe(1);
    await page.close();
  });
});
