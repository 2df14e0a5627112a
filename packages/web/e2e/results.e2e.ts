import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import {
  assessmentMessages,
  dateInIndia,
  resultTexts,
  type AssessmentList,
  type Course,
  type MarksGrid,
  type StudentResults,
} from '@campus/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO, expectNoSidewaysScroll, launchBrowser, newPage } from './browser';
import { api, apiLogin, goTo, studentSignIn } from './session';

/**
 * Results through the real server: an instructor adds a test to their course and types its 30 students' marks with
 * the keyboard alone, then publishes it; an admin imports a term exam's marks from an Excel file, which is refused
 * whole for one bad row (named), fixed, imported and published; a student with a Hindi name, on a 390 px phone, reads
 * their marks and result and downloads the report card, whose text has the grade and whose fonts have Devanagari.
 */

const run = Date.now();
const today = dateInIndia(new Date());
const FIRST_NAMES = [
  'Aditi', 'Bhavin', 'Chitra', 'Dev', 'Esha', 'Farhan', 'Gauri', 'Harsh', 'Ira', 'Jay',
  'Kavya', 'Laksh', 'Meera', 'Nikhil', 'Ojas', 'Pooja', 'Qasim', 'Riya', 'Sahil', 'Tara',
  'Uday', 'Vani', 'Waqar', 'Yash', 'Zoya', 'Arjun', 'Bela', 'Chirag', 'Diya',
]; // prettier-ignore
const STUDENTS = [
  ...FIRST_NAMES.map((first, index) => ({
    name: `${first} Marks ${run}`,
    email: `${first.toLowerCase()}.marks.${run}@e2e.campus.test`,
    dob: `200${index % 10}-0${(index % 9) + 1}-1${index % 10}`,
  })),
  { name: `अनन्या शर्मा ${run}`, email: `ananya.marks.${run}@e2e.campus.test`, dob: '2004-04-14' },
];
const HINDI = STUDENTS[STUDENTS.length - 1]!;
/** The test's marks by student: two decimals for some; one student absent, one with a remark. */
const TEST_MARKS = new Map(STUDENTS.map((student, index) => [student.name, String(20 + index + (index % 4) / 4)]));
const TEST_ABSENT = STUDENTS[5]!.name;
const REMARK = 'Neat working';
/** The term exam's marks by student, out of 100; the bad file gives one of them more than the maximum. */
const EXAM_MARKS = new Map(STUDENTS.map((student, index) => [student.email, String(40 + index * 2)]));
const EXAM_ABSENT = STUDENTS[10]!.email;
const BAD_STUDENT = 7;

let browser: Browser;
let adminToken: string;
let instructorToken: string;
let course: Course;
let examId: string;
const contexts: BrowserContext[] = [];

async function call<T>(token: string, path: string, method: string, body: FormData | object): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: string };
  expect(response.status, `${method} ${path}: ${answer.error ?? ''}`).toBeLessThan(300);
  return answer;
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/** A page of the admin area signed in with this token, as the login form would have kept it. */
async function staffPage(token: string, viewport: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
  const opened = await newPage(browser, viewport);
  contexts.push(opened.context);
  await opened.context.addInitScript((stored) => {
    localStorage.setItem('adminToken', stored);
    localStorage.setItem('isAdmin', 'true');
  }, token);
  return opened.page;
}

/** The term exam's marks as an Excel file made as an office would fill the template in; `marks` overrides some. */
async function examFile(marks: Record<string, string> = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Marks');
  sheet.addRow(['email', 'name', 'marks', 'absent', 'remark']);
  for (const student of STUDENTS) {
    const absent = student.email === EXAM_ABSENT;
    const given = marks[student.email] ?? EXAM_MARKS.get(student.email)!;
    sheet.addRow([student.email, student.name, absent ? '' : Number(given), absent ? 'yes' : '', '']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Presses Tab until the control has the focus (a date field takes a Tab for each of its parts). */
async function tabTo(page: Page, control: Locator) {
  for (let presses = 0; presses < 8; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

const chooseFile = (page: Page, name: string, buffer: Buffer) =>
  page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await apiLogin('/api/admin/login', DEMO.admin.email, DEMO.admin.password)).token!;
  ({ course } = await call<{ course: Course }>(
    adminToken,
    '/courses',
    'POST',
    form({ name: `Marks Course ${run}`, description: 'd', duration: '4', price: '100000', category: 'E2E' }),
  ));
  for (const student of STUDENTS) {
    await call(adminToken, '/admin/users', 'POST', form({ ...student, phone: '+91 98000 00004', course: course._id }));
  }
  // The instructor sets their own password on first sign-in, as the app asks.
  const email = `ishaan.${run}@e2e.campus.test`;
  await call(adminToken, '/admin/staff', 'POST', {
    name: `Ishaan Instructor ${run}`,
    email,
    role: 'instructor',
    password: 'Given-by-the-admin-1',
  });
  const first = (await apiLogin('/api/admin/login', email, 'Given-by-the-admin-1')).token!;
  ({ token: instructorToken } = await call<{ token: string }>(first, '/admin/me/password', 'PUT', {
    currentPassword: 'Given-by-the-admin-1',
    newPassword: 'Marks-by-keyboard-1',
  }));
  const { _id: instructorId } = await api<{ _id: string }>('/admin/me', instructorToken);
  await call(adminToken, `/admin/courses/${course._id}/instructors`, 'PUT', { staffIds: [instructorId] });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('assessments, marks and results', () => {
  it('has the instructor add a test and type its 30 marks with the keyboard alone, then publish it', async () => {
    const page = await staffPage(instructorToken);
    await page.goto('/admin/teaching');
    await page.getByRole('link', { name: `Assessments of ${course.name}` }).click();
    await page.waitForURL(`**/admin/courses/${course._id}/assessments`);
    await page.getByText('No assessments yet').waitFor();

    // The test is added with the keyboard too: the dialog opens on its title, Tab goes on (the date stays today's),
    // Enter in a field adds it.
    const keyboard = page.keyboard;
    await page.getByRole('button', { name: 'Add assessment' }).focus();
    await keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add an assessment' });
    await expect
      .poll(() => dialog.getByLabel('Title').evaluate((field) => field === document.activeElement))
      .toBe(true);
    await keyboard.type('Unit test 1');
    await tabTo(page, dialog.getByLabel('Maximum marks'));
    await keyboard.type('50');
    await keyboard.press('Tab');
    await keyboard.type('40');
    await keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Unit test 1 was added.' }).waitFor();
    const { assessments: added } = await api<AssessmentList>(`/admin/courses/${course._id}/assessments`, adminToken);
    expect(added.map(({ title, kind, date, maxMarks, weight }) => [title, kind, date, maxMarks, weight])).toEqual([
      ['Unit test 1', 'test', today, 50, 40],
    ]);

    await page.getByRole('link', { name: 'Marks of Unit test 1', exact: true }).click();
    await page.waitForURL('**/admin/assessments/*/marks');
    const cells = page.getByRole('textbox', { name: /^Marks of / });
    await expect.poll(() => cells.count()).toBe(STUDENTS.length);
    const order = await cells.evaluateAll((inputs) =>
      inputs.map((input) => /^Marks of (.*), out of 50$/.exec(input.getAttribute('aria-label')!)![1]!),
    );
    expect([...order].sort()).toEqual(STUDENTS.map((student) => student.name).sort());

    // From the first cell on, the keyboard only: type, Enter down; a remark to the right and back; a student marked
    // absent from the cell beside (typing "a" picks Absent); a mistake put right by going back up.
    await cells.first().focus();
    for (const [index, name] of order.entries()) {
      if (name === TEST_ABSENT) {
        await keyboard.press('ArrowRight');
        await keyboard.type('a');
        await keyboard.press('ArrowLeft');
      } else if (index === 1) {
        await keyboard.type('99');
        await keyboard.press('Enter');
        await keyboard.press('ArrowUp');
        await keyboard.press('Control+A');
        await keyboard.type(TEST_MARKS.get(name)!);
      } else {
        await keyboard.type(TEST_MARKS.get(name)!);
      }
      if (index === 0) {
        await keyboard.press('ArrowRight');
        await keyboard.press('ArrowRight');
        await keyboard.type(REMARK);
        await keyboard.press('Home');
        await keyboard.press('ArrowLeft');
        await keyboard.press('ArrowLeft');
      }
      await keyboard.press('Enter');
    }
    // Past the last student, Enter lands on Save, and Enter there saves the whole grid at once.
    const save = page.getByRole('button', { name: 'Save marks' });
    await expect.poll(() => save.evaluate((button) => button === document.activeElement)).toBe(true);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/marks')) saves.push(request.url());
    });
    await keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: assessmentMessages.marksSaved }).waitFor();
    expect(saves).toHaveLength(1);

    const { assessments } = await api<AssessmentList>(`/admin/courses/${course._id}/assessments`, adminToken);
    const grid = await api<MarksGrid>(`/admin/assessments/${assessments[0]!._id}/marks`, adminToken);
    expect(grid.version).toBe(1);
    for (const row of grid.rows) {
      if (row.name === TEST_ABSENT) expect([row.marks, row.absent]).toEqual([null, true]);
      else expect([row.name, row.marks, row.absent]).toEqual([row.name, Number(TEST_MARKS.get(row.name)), false]);
    }
    expect(grid.rows.find((row) => row.name === order[0])!.remark).toBe(REMARK);

    await page.getByRole('link', { name: 'Assessments' }).click();
    await page.getByRole('button', { name: 'Publish Unit test 1' }).click();
    await page.getByRole('dialog', { name: 'Publish Unit test 1?' }).getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: assessmentMessages.published(STUDENTS.length) })
      .waitFor();
  });

  it("has an admin import a term exam's marks from Excel: one bad row refuses the file, fixed it imports", async () => {
    ({
      assessment: { _id: examId },
    } = await call<{ assessment: { _id: string } }>(adminToken, `/admin/courses/${course._id}/assessments`, 'POST', {
      title: 'Term exam',
      kind: 'exam',
      date: today,
      maxMarks: 100,
      weight: 60,
    }));
    const page = await staffPage(adminToken);
    await page.goto(`/admin/courses/${course._id}/assessments`);
    await page.getByRole('link', { name: 'Import marks of Term exam' }).click();
    await page.waitForURL(`**/admin/assessments/${examId}/import`);

    // Row 1 is the header: the eighth student is on row 9.
    const bad = STUDENTS[BAD_STUDENT]!;
    await chooseFile(page, 'term-exam.xlsx', await examFile({ [bad.email]: '105' }));
    await page.getByRole('button', { name: 'Check file' }).click();
    const problems = page.getByRole('region', { name: 'Problems in the file' });
    await problems.waitFor();
    expect(await problems.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).toEqual([
      String(BAD_STUDENT + 2),
      'marks',
      expect.stringContaining('100'),
    ]);
    await page.getByText(`1 problem in ${STUDENTS.length} rows: nothing was written`).waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    const untouched = await api<MarksGrid>(`/admin/assessments/${examId}/marks`, adminToken);
    expect([untouched.version, untouched.rows.filter((row) => row.marks !== null)]).toEqual([0, []]);

    await chooseFile(page, 'term-exam-fixed.xlsx', await examFile());
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByText(`The file is ready to import: ${STUDENTS.length} changed, 0 unchanged`).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(`Imported: ${STUDENTS.length} changed, 0 unchanged.`).waitFor();
    const imported = await api<MarksGrid>(`/admin/assessments/${examId}/marks`, adminToken);
    for (const row of imported.rows) {
      if (row.email === EXAM_ABSENT) expect(row.absent).toBe(true);
      else expect([row.email, row.marks]).toEqual([row.email, Number(EXAM_MARKS.get(row.email))]);
    }

    await page.getByRole('link', { name: 'Assessments' }).click();
    await page.getByRole('button', { name: 'Publish Term exam' }).click();
    await page.getByRole('dialog', { name: 'Publish Term exam?' }).getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: assessmentMessages.published(STUDENTS.length) })
      .waitFor();
  });

  it('shows a student with a Hindi name their marks on a phone, and their report card has the grade in Devanagari type', async () => {
    const { context, page } = await newPage(browser, 'phone');
    contexts.push(context);
    const token = await studentSignIn(page, HINDI);
    await goTo(page, 'Student', 'Results');
    await page.waitForURL('**/results');
    const { courses } = await api<StudentResults>('/results/me', token);
    const result = courses.find((each) => each.courseId === course._id)!;
    expect(result.assessments.map((each) => each.title)).toEqual(['Unit test 1', 'Term exam']);
    expect(result.resultPercent).not.toBeNull();

    const card = page.getByRole('article', { name: course.name });
    await card.waitFor();
    for (const assessment of result.assessments) {
      const row = card.getByRole('listitem').filter({ hasText: assessment.title });
      expect(await row.innerText()).toContain(
        `${resultTexts.marks(assessment.marks!, assessment.maxMarks)} · ${assessment.percent}% · ${assessment.grade}`,
      );
    }
    expect(await card.innerText()).toContain(`${result.resultPercent}%`);
    expect(await card.innerText()).toContain(`Grade ${result.grade}`);
    await expectNoSidewaysScroll(page, 'Results at 390 px');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Download report card of ${course.name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(resultTexts.reportCardFile(course.name));
    const pdf = await readFile((await download.path())!);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
    expect(text).toContain(resultTexts.result(result.resultPercent!, result.grade!));
    const fonts = execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8');
    expect(fonts).toMatch(/NotoSansDevanagari/);

    // Anyone may check the card at the address it prints.
    const code = /Verification code ([A-Z0-9-]+)/.exec(text)![1]!;
    expect(text).toContain(`/verify/report-card/${code}`);
    await page.goto(`/verify/report-card/${code}`);
    const checked = page.getByRole('region', { name: 'Report card' });
    await checked.getByText('This report card is genuine.').waitFor();
    expect(await checked.innerText()).toContain(HINDI.name);
    expect(await checked.innerText()).toContain(`${result.resultPercent}% · grade ${result.grade}`);
  });
});
