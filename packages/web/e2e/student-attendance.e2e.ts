import {
  addDays,
  attendanceMessages,
  dateInIndia,
  type CalendarLink,
  type ClassSession,
  type CourseAttendance,
} from '@campus/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatClassDay } from '../src/lib/class-times';
import { addStudent, apiCall, createCourse, markAttendance, sectionsOf, weekdayOf } from './api-setup';
import {
  baseUrl,
  DEMO,
  expectNoSidewaysScroll,
  launchBrowser,
  renderedText,
  screenshotBoth,
  withPage,
} from './browser';
import { api, apiLogin, goTo, studentSignIn } from './session';

/**
 * A student of this run, on a 390 px phone: their dashboard shows today's classes (one cancelled) and the week ahead
 * from their section's timetable; the Attendance page shows what the admin marked (absent twice in three classes:
 * below the minimum), the history, and the calendar feed's link, which they copy and reset.
 */
const run = Date.now();
let browser: Browser;
let adminToken: string;

const courseName = `Attended Course ${run}`;
const student = { name: `Asha Absent ${run}`, email: `asha.${run}@e2e.campus.test`, dob: '2004-05-06' };
const room = `Hall ${run % 10_000}`;
const today = dateInIndia(new Date());
const tomorrow = addDays(today, 1);
let studentId: string;

const adminCall = <T>(path: string, method: string, body: object) => apiCall<T>(adminToken, path, method, body);

/** An extra class of the section (the timetable makes none that have begun, and none in the past). */
const addClass = async (sectionId: string, date: string, start: string, end: string) =>
  (
    await adminCall<{ classSession: ClassSession }>(`/admin/sections/${sectionId}/class-sessions`, 'POST', {
      date,
      start,
      end,
      room,
    })
  ).classSession;

const mark = (classId: string, status: 'present' | 'absent', note?: string) =>
  markAttendance(adminToken, classId, [[studentId, status, note]]);

beforeAll(async () => {
  browser = await launchBrowser();
  const { token } = await apiLogin('/api/admin/login', DEMO.admin.email, DEMO.admin.password);
  adminToken = token!;

  const course = await createCourse(adminToken, {
    name: courseName,
    description: 'Marked every day',
    duration: '8',
    price: '300000',
  });
  ({ _id: studentId } = await addStudent(adminToken, { ...student, phone: '+91 98100 00042' }, course._id));
  const main = (await sectionsOf(adminToken, course._id)).find((section) => section.main)!;

  // The weekly pattern: tomorrow at 10:00, and the day after at 14:00.
  await adminCall(`/admin/sections/${main._id}/timetable`, 'PUT', {
    from: today,
    to: addDays(today, 27),
    slots: [
      { weekday: weekdayOf(tomorrow), start: '10:00', end: '11:00', room },
      { weekday: weekdayOf(addDays(today, 2)), start: '14:00', end: '15:00', room },
    ],
  });
  // Today's classes, whatever the hour: one the student missed, one cancelled; and two held before today.
  const missed = await addClass(main._id, today, '09:00', '10:00');
  const cancelled = await addClass(main._id, today, '11:00', '12:00');
  await adminCall(`/admin/class-sessions/${cancelled._id}`, 'PATCH', { cancelled: true });
  const yesterday = await addClass(main._id, addDays(today, -1), '09:00', '10:00');
  const dayBefore = await addClass(main._id, addDays(today, -2), '09:00', '10:00');
  await mark(missed._id, 'absent', 'Missed the bus');
  await mark(yesterday._id, 'present');
  await mark(dayBefore._id, 'absent');
});

afterAll(() => browser.close());

describe('a student following their classes and attendance on a phone', () => {
  it("shows today's classes on the dashboard, the cancelled one struck out, and the week ahead", async () => {
    await withPage(
      browser,
      async (page) => {
        await studentSignIn(page, student);
        const panel = page.getByRole('region', { name: "Today's classes" });
        const todays = panel.getByRole('list', { name: "Today's classes" }).getByRole('listitem');
        await todays.first().waitFor();
        expect(await renderedText(panel.locator('p').first())).toBe(formatClassDay(today));
        expect(await todays.count()).toBe(2);
        expect(await renderedText(todays.nth(0))).toBe(`09:00–10:00 ${courseName} Section Main · Room ${room} Absent`);
        const cancelled = todays.nth(1);
        expect(await renderedText(cancelled)).toBe(`11:00–12:00 ${courseName} Section Main · Room ${room} Cancelled`);
        expect(await cancelled.locator('s').allInnerTexts()).toEqual(['11:00–12:00', courseName]);

        const ahead = panel.getByRole('list', { name: 'The week ahead' }).getByRole('listitem');
        expect(await renderedText(ahead.first())).toBe(`${formatClassDay(tomorrow)} 10:00 ${courseName}`);
        await expectNoSidewaysScroll(page, 'The dashboard');
        await screenshotBoth(page, 'student-dashboard-classes');
      },
      'phone',
    );
  });

  it('shows the percentage and the warning on the Attendance page, and the history on demand', async () => {
    await withPage(
      browser,
      async (page) => {
        const token = await studentSignIn(page, student);
        const { courses } = await api<{ courses: CourseAttendance[] }>('/attendance/me', token);
        const standing = courses.find((course) => course.courseName === courseName)!;
        expect(standing).toMatchObject({ held: 3, attended: 1, percent: 33.3, below: true });

        await goTo(page, 'Student', 'Attendance');
        const card = page.getByRole('article', { name: courseName });
        await card.waitFor();
        const shown = await renderedText(card);
        expect(shown).toContain(`${standing.percent}%`);
        expect(shown).toContain('Attended 1 of 3 classes');
        expect(shown).toContain(attendanceMessages.belowMinimum(standing.minPercent));

        await card.getByRole('button', { name: 'Show history' }).click();
        const marks = card.getByRole('list', { name: `Attendance history of ${courseName}` }).getByRole('listitem');
        await marks.first().waitFor();
        expect(await marks.count()).toBe(3);
        expect(await renderedText(marks.first())).toBe(
          `${formatClassDay(today, { year: true })} 09:00–10:00 Absent Missed the bus`,
        );
        await expectNoSidewaysScroll(page, 'The Attendance page');
        await screenshotBoth(page, 'student-attendance');
      },
      'phone',
    );
  });

  it("shows the calendar feed's link, copies it, and resets it after a confirmation: the old link stops working", async () => {
    await withPage(
      browser,
      async (page) => {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
        const token = await studentSignIn(page, student);
        await page.goto('/attendance');
        const field = page.getByRole('textbox', { name: 'Calendar link' });
        await field.waitFor();
        const old = await field.inputValue();
        expect(old).toBe((await api<CalendarLink>('/timetable/me/calendar-link', token)).url);
        const feed = await fetch(old);
        expect(feed.status).toBe(200);
        expect(await feed.text()).toContain(courseName);

        await page.getByRole('button', { name: 'Copy' }).click();
        await page.getByText('Link copied').waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(old);

        await page.getByRole('button', { name: 'Reset link' }).click();
        const dialog = page.getByRole('dialog', { name: 'Reset the calendar link?' });
        expect(await renderedText(dialog)).toContain('The old link stops working');
        await dialog.getByRole('button', { name: 'Reset link' }).click();
        await page.getByText(attendanceMessages.calendarLinkReset).waitFor();
        const renewed = await field.inputValue();
        expect(renewed).not.toBe(old);
        expect((await fetch(old)).status).toBe(404);
        expect((await fetch(renewed)).status).toBe(200);
      },
      'phone',
    );
  });
});
