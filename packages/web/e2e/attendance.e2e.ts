import { readFile } from 'node:fs/promises';
import {
  addDays,
  attendanceMessages,
  dateInIndia,
  registerTexts,
  type AttendanceRoster,
  type ClassSession,
  type Course,
  type Section,
} from '@campus/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addInstructor,
  addStudent,
  apiCall as call,
  createCourse,
  firstSignIn,
  sectionsOf,
  weekdayOf,
} from './api-setup';
import { baseUrl, DEMO, expectNoSidewaysScroll, launchBrowser, newPage } from './browser';
import { api, apiLogin, goTo } from './session';

/**
 * A day of attendance, through the real server: an admin adds a holiday on the Holidays page and sets a Monday,
 * Wednesday and Friday timetable around it, then cancels a class and adds an extra one on Classes; the instructor, on a
 * 390 px phone, opens today's class from Classes and marks everyone present but two in one save; a second tab still at
 * the old version is refused with the conflict message; the office reads the month's register, downloads its PDF and
 * finds the two absent students on the course's low attendance list.
 */

const run = Date.now();
const today = dateInIndia(new Date());
const STUDENTS = ['Anaya', 'Bhavin', 'Chitra', 'Dev', 'Esha', 'Farhan'].map((first, index) => ({
  name: `${first} Roll ${run}`,
  email: `${first.toLowerCase()}.roll.${run}@e2e.campus.test`,
  dob: `200${index}-0${index + 1}-1${index}`,
}));
const ABSENT = [STUDENTS[1]!.name, STUDENTS[4]!.name];

let browser: Browser;
let adminToken: string;
let instructor: { token: string; id: string; name: string };
let course: Course;
let section: Section;
let holiday: string;
/** The timetable's class a week after the holiday. */
let nextWeek: string;
/** The holiday this file adds: holidays are the institute's, so it goes again once the file is done. */
let holidayId: string | undefined;
let todaysClass: ClassSession;
const contexts: BrowserContext[] = [];

const MON_WED_FRI = [1, 3, 5];

/** The classes of our section on a day, as the API lists them. */
const ours = async (date: string) =>
  (await api<{ classSessions: ClassSession[] }>(`/admin/class-sessions?date=${date}`, adminToken)).classSessions.filter(
    (each) => each.sectionId === section._id,
  );

/** A page of the admin area signed in with this token, as the login form would have kept it, at this width. */
async function staffPage(
  token: string,
  viewport: 'desktop' | 'phone',
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  contexts.push(opened.context);
  await opened.context.addInitScript((stored) => {
    localStorage.setItem('adminToken', stored);
    localStorage.setItem('isAdmin', 'true');
  }, token);
  return opened;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { token } = await apiLogin('/api/admin/login', DEMO.admin.email, DEMO.admin.password);
  adminToken = token!;

  course = await createCourse(adminToken, {
    name: `Roll Call ${run}`,
    description: 'd',
    duration: '4',
    price: '100000',
  });
  for (const student of STUDENTS) {
    await addStudent(adminToken, { ...student, phone: '+91 98000 00003' }, course._id);
  }

  // The instructor sets their own password on first sign-in, as the app asks.
  const email = `irene.${run}@e2e.campus.test`;
  const name = `Irene Instructor ${run}`;
  const id = await addInstructor(adminToken, { name, email });
  instructor = { token: await firstSignIn(email, 'Marks-on-a-phone-1'), id, name };
  await call(adminToken, `/admin/courses/${course._id}/instructors`, 'PUT', { staffIds: [id] });

  section = (await sectionsOf(adminToken, course._id))[0]!;
  expect(section.students).toBe(STUDENTS.length);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  if (holidayId) {
    const removed = await fetch(`${baseUrl()}/api/admin/holidays/${holidayId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(removed.status).toBe(200);
  }
});

describe('a day of attendance', () => {
  it('lets an admin set a Monday, Wednesday and Friday timetable that skips a holiday', async () => {
    // The first Monday, Wednesday or Friday after today that is no holiday yet, nor its day a week later (the demo's
    // Sports Day is next week's Friday), becomes one.
    const { holidays } = await api<{ holidays: { date: string }[] }>(`/admin/holidays?from=${today}`, adminToken);
    const taken = new Set(holidays.map((each) => each.date));
    holiday = Array.from({ length: 14 }, (_, index) => addDays(today, index + 1)).find(
      (day) => MON_WED_FRI.includes(weekdayOf(day)) && !taken.has(day) && !taken.has(addDays(day, 7)),
    )!;
    const { page } = await staffPage(adminToken, 'desktop');
    await page.goto('/admin/holidays');
    const form = page.getByRole('form', { name: 'Add a holiday' });
    await form.getByLabel('Date').fill(holiday);
    await form.getByLabel('Holiday name').fill(`Roll Call Day ${run}`);
    const [added] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/api/admin/holidays'),
      ),
      form.getByRole('button', { name: 'Add holiday' }).click(),
    ]);
    expect(added.status()).toBe(201);
    ({
      holiday: { _id: holidayId },
    } = (await added.json()) as { holiday: { _id: string } });
    await page.getByRole('list', { name: 'Upcoming holidays' }).getByText(`Roll Call Day ${run}`).waitFor();

    await call(adminToken, `/admin/sections/${section._id}/timetable`, 'PUT', {
      from: today,
      to: addDays(today, 27),
      slots: MON_WED_FRI.map((weekday) => ({
        weekday,
        start: '07:00',
        end: '08:00',
        room: `Roll ${run}`,
        instructorId: instructor.id,
      })),
    });

    expect(await ours(holiday)).toEqual([]);
    nextWeek = addDays(holiday, 7);
    expect((await ours(nextWeek)).map((each) => [each.start, each.instructorName])).toEqual([
      ['07:00', instructor.name],
    ]);

    // Today's class: made by the timetable when today is one of its days and 07:00 has not come, else an extra one.
    todaysClass =
      (await ours(today))[0] ??
      (
        await call<{ classSession: ClassSession }>(
          adminToken,
          `/admin/sections/${section._id}/class-sessions`,
          'POST',
          {
            date: today,
            start: '20:00',
            end: '21:00',
            room: `Roll ${run}`,
            instructorId: instructor.id,
          },
        )
      ).classSession;
  });

  it('lets an admin cancel a class and add an extra one on Classes', async () => {
    const { page } = await staffPage(adminToken, 'desktop');
    await page.goto(`/admin/classes?date=${nextWeek}`);
    const title = `${course.name} · ${section.name}`;
    const ourCards = page
      .getByRole('list', { name: 'Classes' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });

    await ourCards.getByRole('button', { name: `Cancel class ${title}, 07:00–08:00` }).click();
    await page.getByRole('dialog', { name: 'Cancel class?' }).getByRole('button', { name: 'Cancel class' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${title} on ` })
      .filter({ hasText: 'cancelled.' })
      .waitFor();
    await ourCards.getByText('Cancelled', { exact: true }).waitFor();
    expect((await ours(nextWeek)).map((each) => each.cancelled)).toEqual([true]);

    // An extra class the day after, with its instructor and room: the form's section is the course's main one.
    const extraDay = addDays(nextWeek, 1);
    await page.getByRole('button', { name: 'Add a class' }).click();
    const form = page.getByRole('dialog', { name: 'Add a class' });
    await form.getByLabel('Course').selectOption({ label: course.name });
    await expect.poll(() => form.getByLabel('Section').inputValue()).toBe(section._id);
    await form.getByLabel('Date').fill(extraDay);
    await form.getByLabel('Start').fill('18:00');
    await form.getByLabel('End').fill('19:30');
    await form.getByLabel('Room (optional)').fill(`Roll ${run}`);
    await form.getByLabel('Instructor (optional)').selectOption({ label: instructor.name });
    await form.getByRole('button', { name: 'Add class' }).click();
    await page.waitForURL(`**/admin/classes?date=${extraDay}`);
    await page
      .getByRole('status')
      .filter({ hasText: `Extra class added: ${title} on ` })
      .waitFor();
    await ourCards.filter({ hasText: '18:00–19:30' }).getByText('Extra class').waitFor();
    expect(
      (await ours(extraDay)).map(({ start, end, room, instructorName, extra, cancelled }) => ({
        start,
        end,
        room,
        instructorName,
        extra,
        cancelled,
      })),
    ).toEqual([
      {
        start: '18:00',
        end: '19:30',
        room: `Roll ${run}`,
        instructorName: instructor.name,
        extra: true,
        cancelled: false,
      },
    ]);
  });

  it("has the instructor mark today's class on a phone, everyone present but two, in one save", async () => {
    const { page } = await staffPage(instructor.token, 'phone');
    // A second tab, opened on the class before the save, still has the roster at version 0.
    const { page: otherTab } = await staffPage(instructor.token, 'phone');
    await otherTab.goto(`/admin/classes/${todaysClass._id}`);
    await otherTab.getByRole('radiogroup', { name: STUDENTS[0]!.name }).waitFor();

    await page.goto('/admin/teaching');
    // The menu opens once the page's scripts have taken it over: its course is listed by then.
    await page.getByRole('list', { name: 'Courses' }).getByRole('heading', { name: course.name }).waitFor();
    await goTo(page, 'Admin', 'Classes');
    await page.waitForURL('**/admin/classes');
    const title = `${course.name} · ${section.name}`;
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect.poll(() => card.getByText('Not marked').isVisible()).toBe(true);
    await expectNoSidewaysScroll(page, 'Classes at 390 px');
    await card.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL(`**/admin/classes/${todaysClass._id}`);

    for (const student of STUDENTS) {
      await expect
        .poll(() =>
          page.getByRole('radiogroup', { name: student.name }).getByRole('radio', { name: 'Present' }).isChecked(),
        )
        .toBe(true);
    }
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/attendance')) saves.push(request.url());
    });
    for (const name of ABSENT) {
      const absent = page.getByRole('radiogroup', { name }).getByRole('radio', { name: 'Absent' });
      // A thumb's target: the whole segment, at least 44 px high.
      expect((await absent.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await absent.click();
    }
    const counts = page.locator('dl');
    await expect.poll(() => counts.innerText()).toMatch(/Present\s+4\s+Absent\s+2\s+Late\s+0\s+Excused\s+0/);
    await expectNoSidewaysScroll(page, 'Attendance at 390 px');
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await page.getByRole('status').filter({ hasText: attendanceMessages.attendanceSaved }).waitFor();
    expect(saves).toHaveLength(1);

    const saved = await api<AttendanceRoster>(`/admin/class-sessions/${todaysClass._id}/attendance`, adminToken);
    expect(saved.version).toBe(1);
    expect(
      saved.students
        .filter((each) => each.status === 'absent')
        .map((each) => each.name)
        .sort(),
    ).toEqual([...ABSENT].sort());
    expect(saved.students.filter((each) => each.status === 'present')).toHaveLength(STUDENTS.length - 2);

    // The other tab, with the keyboard alone (arrows between statuses, Enter saves), saves over version 0: refused,
    // and nothing of the first save is lost.
    await otherTab.getByRole('radiogroup', { name: STUDENTS[5]!.name }).getByRole('radio', { name: 'Present' }).focus();
    await otherTab.keyboard.press('ArrowRight');
    await otherTab.keyboard.press('ArrowRight');
    expect(
      await otherTab
        .getByRole('radiogroup', { name: STUDENTS[5]!.name })
        .getByRole('radio', { name: 'Late' })
        .isChecked(),
    ).toBe(true);
    await otherTab.keyboard.press('Enter');
    const refusal = otherTab.getByRole('alert').filter({ hasText: attendanceMessages.attendanceChanged });
    await refusal.waitFor();
    expect(
      (await api<AttendanceRoster>(`/admin/class-sessions/${todaysClass._id}/attendance`, adminToken)).version,
    ).toBe(1);
    await refusal.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() =>
        otherTab.getByRole('radiogroup', { name: ABSENT[0]! }).getByRole('radio', { name: 'Absent' }).isChecked(),
      )
      .toBe(true);

    // Back on Classes, the class is marked.
    await page.getByRole('link', { name: 'Classes' }).click();
    await expect.poll(() => card.getByText('Marked', { exact: true }).isVisible()).toBe(true);
  });

  it("lets the office read the section's register, download its PDF and find the absent on the low attendance list", async () => {
    const { token } = await apiLogin('/api/admin/login', DEMO.accountant.email, DEMO.accountant.password);
    const { page } = await staffPage(token!, 'desktop');
    await page.goto(`/admin/classes?date=${today}`);
    const title = `${course.name} · ${section.name}`;
    await page.getByRole('link', { name: `Register of ${title}` }).click();
    await page.waitForURL(`**/admin/sections/${section._id}/register?month=${today.slice(0, 7)}`);

    const table = page.getByRole('table');
    await table.waitFor();
    for (const student of STUDENTS) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(student.name) }) });
      const absent = ABSENT.includes(student.name);
      // Today's class is the month's last held so far: its mark (its letter, and its word for screen readers) is the
      // last before the totals.
      const cells = (await row.getByRole('cell').allInnerTexts()).map((cell) => cell.replace(/\s+/g, ' ').trim());
      expect(cells.at(-6)).toBe(absent ? 'A Absent' : 'P Present');
      expect(cells.at(-1)).toBe(absent ? '0%' : '100%');
      expect(await row.getByText(/^Below \d+%$/).isVisible()).toBe(absent);
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      registerTexts.fileName(course.name, section.name, today.slice(0, 7), 'pdf'),
    );
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The course's students below the minimum, the lowest first: the two absent ones, with the server's figures.
    await page.getByRole('link', { name: 'Low attendance in the course' }).click();
    await page.waitForURL(`**/admin/courses/${course._id}/attendance`);
    const list = page.getByRole('table', { name: /^Students below \d+% or at risk$/ });
    await list.waitFor();
    await page.getByText(course.name, { exact: true }).waitFor();
    const rows = list.locator('tbody tr');
    for (const [index, name] of ABSENT.toSorted().entries()) {
      const cells = (await rows.nth(index).getByRole('cell').allInnerTexts()).map((cell) =>
        cell.replace(/\s+/g, ' ').trim(),
      );
      expect(cells.slice(2)).toEqual(['1', '0', '0%', expect.stringMatching(/^Below \d+%$/)]);
      expect(cells[0]).toContain(name);
    }
    await rows.first().getByRole('link').click();
    await page.waitForURL(/\/admin\/students\/[0-9a-f-]+\/guardians$/);
  });
});
