import {
  attendanceMessages,
  dateInIndia,
  type Course,
  type SectionStudent,
  type Page as ApiPage,
  type Timetable,
} from '@campus/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addInstructor, addStudent, createCourse, sectionsOf as sectionsOfCourse } from './api-setup';
import { expectNoSidewaysScroll, launchBrowser, newPage, screenshotBoth, withPage } from './browser';
import { adminSignIn, api, goTo } from './session';

const run = Date.now();
let browser: Browser;
let adminToken: string;

const courseName = `Timetabled Course ${run}`;
const students = [
  { name: `Meera Weekend ${run}`, email: `meera.${run}@e2e.campus.test`, dob: '2003-04-05' },
  { name: `Kabir Main ${run}`, email: `kabir.${run}@e2e.campus.test`, dob: '2003-06-07' },
];
const instructor = { name: `Vikram Teacher ${run}`, email: `vikram.${run}@e2e.campus.test` };
const room = `Lab ${run % 10_000}`;
let course: Course;
let instructorId: string;

/** A day `days` after today in India, as the date fields take it. */
const dayFromToday = (days: number) => dateInIndia(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  adminToken = await adminSignIn(page);
  await context.close();

  course = await createCourse(adminToken, {
    name: courseName,
    description: 'Taught in sections',
    duration: '8',
    price: '400000',
  });
  for (const [i, student] of students.entries()) {
    await addStudent(adminToken, { ...student, phone: `+91 98100 0000${i}` }, course._id);
  }
  instructorId = await addInstructor(adminToken, instructor);
});
afterAll(() => browser.close());

const sectionsOf = () => sectionsOfCourse(adminToken, course._id);

/** Fills a class row of the timetable form: its day, times, room and instructor. */
async function fillClass(page: Page, number: number, day: string, fields?: { start: string; end: string }) {
  const row = page.getByRole('group', { name: `Class ${number}` });
  await row.getByLabel('Day').selectOption({ label: day });
  if (!fields) return;
  await row.getByLabel('Start').fill(fields.start);
  await row.getByLabel('End').fill(fields.end);
}

describe('an admin setting up sections and a timetable', () => {
  it('adds a Weekend section from the course card and moves a student into it', async () => {
    await withPage(browser, async (page) => {
      await adminSignIn(page);
      await goTo(page, 'Admin', 'Courses');
      await page.getByLabel('Search courses').fill(courseName);
      await page.getByRole('link', { name: `Sections of ${courseName}` }).click();
      await page.getByRole('heading', { level: 1, name: `Sections of ${courseName}` }).waitFor();
      const table = page.getByRole('table', { name: 'Sections' });
      await table.getByRole('row', { name: /Main/ }).getByText('Main', { exact: true }).first().waitFor();

      await page.getByRole('textbox', { name: 'Name' }).fill('Weekend');
      await page.getByRole('textbox', { name: 'Capacity (optional)' }).fill('20');
      await page.getByRole('button', { name: 'Add section' }).click();
      await page.getByText('Section Weekend was added.').waitFor();
      await table.getByRole('row', { name: /Weekend/ }).waitFor();

      // From the main section, where both students are, one moves to the weekend.
      await page.getByLabel('From section').selectOption({ label: 'Main (2 students)' });
      await page.getByLabel(students[0]!.name).check();
      await page.getByLabel('To section').selectOption({ label: 'Weekend (0 of 20)' });
      await page.getByRole('button', { name: 'Move 1 student' }).click();
      await page.getByText('1 student moved to Weekend.').waitFor();
      await expect
        .poll(async () => (await table.getByRole('row', { name: /Weekend/ }).innerText()).split(/\s+/))
        .toContain('1');
      const weekend = (await sectionsOf()).find((section) => section.name === 'Weekend')!;
      expect(weekend).toMatchObject({ students: 1, capacity: 20, main: false });
      const moved = await api<ApiPage<SectionStudent>>(`/admin/sections/${weekend._id}/students`, adminToken);
      expect(moved.items.map((student) => student.name)).toEqual([students[0]!.name]);
      await expectNoSidewaysScroll(page, 'The sections page');
      await screenshotBoth(page, 'admin-course-sections');
    });
  });

  it('enrols a student added on the add page in the section chosen there', async () => {
    const newcomer = { name: `Nisha Weekend ${run}`, email: `nisha.${run}@e2e.campus.test` };
    await withPage(browser, async (page) => {
      await adminSignIn(page);
      await page.goto('/admin/students/add');
      await page.getByRole('option', { name: new RegExp(courseName) }).waitFor({ state: 'attached' });
      await page.getByLabel('Name', { exact: true }).fill(newcomer.name);
      await page.getByLabel('Email', { exact: true }).fill(newcomer.email);
      await page.getByLabel('Phone', { exact: true }).fill('+91 98100 00009');
      await page.getByLabel('Date of birth', { exact: true }).fill('2003-08-09');
      await page.getByLabel('Course').selectOption({ label: `${courseName} · E2E` });
      // The course has two sections now: the main one is chosen unless another is.
      const section = page.getByLabel('Section', { exact: true });
      expect(await section.inputValue()).toBe('');
      await section.selectOption({ label: 'Weekend · 1 of 20 places taken' });
      await page.getByRole('button', { name: 'Add Student' }).click();
      await page.waitForURL('**/admin/students');
    });
    const weekend = (await sectionsOf()).find((candidate) => candidate.name === 'Weekend')!;
    expect(weekend.students).toBe(2);
    const inWeekend = await api<ApiPage<SectionStudent>>(`/admin/sections/${weekend._id}/students`, adminToken);
    expect(inWeekend.items.map((student) => student.name).sort()).toEqual([students[0]!.name, newcomer.name].sort());
  });

  it('gives the Weekend section a Mon/Wed/Fri timetable with a room and an instructor', async () => {
    await withPage(browser, async (page) => {
      await adminSignIn(page);
      const weekend = (await sectionsOf()).find((section) => section.name === 'Weekend')!;
      await page.goto(`/admin/courses/${course._id}/sections`);
      await page.getByRole('link', { name: 'Timetable of Weekend' }).click();
      await page.getByRole('heading', { level: 1, name: /^Timetable/ }).waitFor();
      await page.getByLabel('To', { exact: true }).fill(dayFromToday(56));
      await fillClass(page, 1, 'Monday', { start: '09:00', end: '10:30' });
      const first = page.getByRole('group', { name: 'Class 1' });
      await first.getByLabel('Room').fill(room);
      await first.getByLabel('Instructor').selectOption({ label: instructor.name });
      // Each row added is the last one again, on the next day.
      await page.getByRole('button', { name: 'Add class' }).click();
      await fillClass(page, 2, 'Wednesday');
      await page.getByRole('button', { name: 'Add class' }).click();
      await fillClass(page, 3, 'Friday');
      await page.getByRole('button', { name: 'Save timetable' }).click();
      await page.getByText(/^Timetable saved/).waitFor();
      await screenshotBoth(page, 'admin-section-timetable');

      const { timetable } = await api<{ timetable: Timetable }>(`/admin/sections/${weekend._id}/timetable`, adminToken);
      expect(timetable.version).toBe(1);
      expect(timetable.to).toBe(dayFromToday(56));
      expect(
        timetable.slots.map(({ weekday, start, end, room, instructorId }) => ({
          weekday,
          start,
          end,
          room,
          instructorId,
        })),
      ).toEqual([1, 3, 5].map((weekday) => ({ weekday, start: '09:00', end: '10:30', room, instructorId })));
    });
  });

  it("refuses the same instructor at the same time in another section, with the server's message", async () => {
    await withPage(browser, async (page) => {
      await adminSignIn(page);
      const main = (await sectionsOf()).find((section) => section.main)!;
      await page.goto(`/admin/sections/${main._id}/timetable`);
      await page.getByRole('heading', { level: 1, name: /^Timetable/ }).waitFor();
      await page.getByLabel('To', { exact: true }).fill(dayFromToday(56));
      await fillClass(page, 1, 'Monday', { start: '09:00', end: '10:30' });
      const first = page.getByRole('group', { name: 'Class 1' });
      await first.getByLabel('Room').fill(`${room} B`);
      await first.getByLabel('Instructor').selectOption({ label: instructor.name });
      await page.getByRole('button', { name: 'Save timetable' }).click();

      const clash = page.getByRole('alert');
      const when = /Monday \d{4}-\d{2}-\d{2}, 09:00–10:30/;
      const expected = attendanceMessages.instructorClash(instructor.name, `${courseName} (Weekend)`, 'WHEN');
      await expect
        .poll(async () => (await clash.innerText()).trim())
        .toMatch(new RegExp(`^${expected.replace(/[()]/g, '\\$&').replace('WHEN', when.source)}$`));
      // The form keeps what was typed, to change it; nothing was saved.
      expect(await first.getByLabel('Room').inputValue()).toBe(`${room} B`);
      const { timetable } = await api<{ timetable: Timetable }>(`/admin/sections/${main._id}/timetable`, adminToken);
      expect(timetable).toMatchObject({ version: 0, slots: [] });
    });
  });
});
