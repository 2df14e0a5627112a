import { execFileSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceMessages,
  attendanceStanding,
  messages,
  type AttendanceRegister,
  type AttendanceStatus,
} from '@campus/domain';
import { courseInstructors } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  createAdmin,
  createClassSession,
  createCourse,
  createSection,
  createStaff,
  createStudent,
  enroll,
  mainSection,
} from '../helpers/fixtures.js';
import { pdfDrawnGlyphIds, pdfFonts, pdfText } from '../helpers/pdf.js';
import { saveAttendance } from '../helpers/requests.js';
import { errorBody } from '../../src/lib/errors.js';

/** Wednesday 9 December 2026, 10:00 in India. */
const CLOCK = new Date('2026-12-09T04:30:00Z');
const DEVANAGARI_NAME = 'चित्रा वर्मा';

let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
let sectionId: string;
let course: Awaited<ReturnType<typeof createCourse>>;
let students: Record<'aarav' | 'formula' | 'chitra', Awaited<ReturnType<typeof createStudent>>>;
/** December's classes held up to today, in order. */
const held: { id: string; date: string }[] = [];
/** Each student's marks at them, in that order (the last class, today's, is not marked yet). */
const marks: Record<keyof typeof students, AttendanceStatus[]> = {
  aarav: ['present', 'present', 'late', 'absent', 'excused', 'present'],
  formula: ['absent', 'absent', 'present', 'absent', 'present', 'absent'],
  chitra: ['present', 'present', 'present', 'present', 'present', 'late'],
};
/** A section of its own with 13 classes in November: printed across the page. */
let busySectionId: string;

beforeAll(async () => {
  t = await buildTestApp({ clockStart: CLOCK });
  const admin = await createAdmin(t.db);
  const instructor = await createStaff(t.db, { role: 'instructor' });
  const otherInstructor = await createStaff(t.db, { role: 'instructor' });
  const accountant = await createStaff(t.db, { role: 'accountant' });
  const student = await createStudent(t.db);
  for (const [name, member] of Object.entries({ admin, instructor, otherInstructor, accountant, student })) {
    headers[name] = await t.auth(member.auth);
  }
  course = await createCourse(t.db, { name: 'Data Structures' });
  await t.db.insert(courseInstructors).values({ courseId: course.id, staffId: instructor.id });
  students = {
    aarav: await createStudent(t.db, { name: 'Aarav Shah' }),
    formula: await createStudent(t.db, { name: '=HYPERLINK("http://evil.example")', email: 'formula@campus.test' }),
    chitra: await createStudent(t.db, { name: DEVANAGARI_NAME }),
  };
  for (const one of Object.values(students)) await enroll(t.db, one.id, course);
  sectionId = await mainSection(t.db, course.id);

  const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08'];
  for (const [i, date] of days.entries()) {
    const times = i === 1 ? { startTime: '14:00', endTime: '15:00' } : {};
    const session = await createClassSession(t.db, sectionId, { date, ...times });
    held.push({ id: session.id, date });
    await saveAttendance(
      t,
      headers.admin!,
      session.id,
      Object.entries(students).map(([key, one]) => [one.id, marks[key as keyof typeof students][i]!]),
      { reason: 'Copied from the paper register' },
    );
  }
  held.push({ id: (await createClassSession(t.db, sectionId, { date: '2026-12-09' })).id, date: '2026-12-09' });
  // Not in December's register: cancelled, not held yet, or another month's.
  await createClassSession(t.db, sectionId, { date: '2026-12-05', cancelled: true });
  await createClassSession(t.db, sectionId, { date: '2026-12-10' });
  await createClassSession(t.db, sectionId, { date: '2026-11-30' });

  const busy = await createSection(t.db, course.id, { name: 'Evening' });
  busySectionId = busy.id;
  for (let day = 1; day <= 13; day++) {
    await createClassSession(t.db, busy.id, {
      date: `2026-11-${String(day).padStart(2, '0')}`,
      startTime: '18:00',
      endTime: '19:00',
    });
  }
});
afterAll(() => t.close());

const ask = (path: string, as = 'admin', section = sectionId) =>
  t.app.inject({ url: `/api/admin/sections/${section}/${path}`, headers: headers[as] });

const byKey = (register: AttendanceRegister) =>
  Object.fromEntries(
    Object.entries(students).map(([key, one]) => [key, register.students.find((row) => row.studentId === one.id)!]),
  ) as Record<keyof typeof students, AttendanceRegister['students'][number]>;

describe("a section's monthly register", () => {
  it("lists the month's classes held so far and each student's marks, counts and standing", async () => {
    const res = await ask('register?month=2026-12');
    expect(res.statusCode, res.body).toBe(200);
    const register = json<AttendanceRegister>(res);
    expect(register).toMatchObject({
      sectionId,
      sectionName: 'Main',
      courseId: course.id,
      courseName: 'Data Structures',
      month: '2026-12',
      minPercent: 75,
    });
    expect(register.classes.map(({ _id, date, marked }) => [_id, date, marked])).toEqual(
      held.map(({ id, date }) => [id, date, date !== '2026-12-09']),
    );
    expect(register.classes[1]).toMatchObject({ start: '14:00', end: '15:00' });
    expect(register.students).toHaveLength(3);
    for (const [key, row] of Object.entries(byKey(register))) {
      const mine = marks[key as keyof typeof students];
      const counts = { present: 0, absent: 0, late: 0, excused: 0 };
      for (const status of mine) counts[status] += 1;
      const { minPercent: _minPercent, ...standing } = attendanceStanding(counts, 75);
      expect(row, key).toEqual({
        studentId: students[key as keyof typeof students].id,
        name: students[key as keyof typeof students].name,
        email: students[key as keyof typeof students].email,
        marks: [...mine, null],
        ...counts,
        ...standing,
      });
    }
    expect(byKey(register).formula).toMatchObject({ held: 6, attended: 2, percent: 33.3, below: true });
  });

  it('has no classes in a month with none held yet', async () => {
    const register = json<AttendanceRegister>(await ask('register?month=2027-01'));
    expect(register.classes).toEqual([]);
    expect(register.students.map((row) => [row.marks, row.held, row.percent])).toEqual([
      [[], 0, null],
      [[], 0, null],
      [[], 0, null],
    ]);
  });

  it('is for the office and the instructors of the course; to another instructor the section is not there', async () => {
    for (const as of ['admin', 'accountant', 'instructor'])
      expect((await ask('register?month=2026-12', as)).statusCode).toBe(200);
    for (const path of ['register', 'register.csv', 'register.xlsx', 'register.pdf'].map((p) => `${p}?month=2026-12`)) {
      const res = await ask(path, 'otherInstructor');
      expect([res.statusCode, json(res)], path).toEqual([404, errorBody(attendanceMessages.sectionNotFound)]);
      const student = await ask(path, 'student');
      expect([student.statusCode, json(student)], path).toEqual([403, errorBody(messages.auth.forbidden)]);
    }
    const unknown = await ask('register?month=2026-12', 'admin', '00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, json(unknown)]).toEqual([404, errorBody(attendanceMessages.sectionNotFound)]);
  });

  it('refuses a month not written YYYY-MM', async () => {
    for (const month of ['2026-13', '2026-1', '0000-01', 'December', '']) {
      const res = await ask(`register?month=${month}`);
      expect([res.statusCode, json(res)], month).toEqual([400, errorBody(attendanceMessages.month)]);
    }
    const none = await ask('register');
    expect([none.statusCode, json(none)]).toEqual([400, errorBody(attendanceMessages.month)]);
  });
});

describe('the register as a CSV', () => {
  it('is UTF-8 with a byte-order mark, a line per student with the marks as codes, formulas neutralised', async () => {
    const res = await ask('register.csv?month=2026-12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('register_Data_Structures_Main_2026-12.csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Student',
      'Email',
      '2026-12-01 09:00',
      '2026-12-02 14:00',
      '2026-12-03 09:00',
      '2026-12-04 09:00',
      '2026-12-07 09:00',
      '2026-12-08 09:00',
      '2026-12-09 09:00',
      'Present',
      'Absent',
      'Late',
      'Excused',
      'Held',
      'Attended',
      'Attendance (%)',
    ]);
    const line = (name: string) => rows.find((row) => row[0] === name);
    expect(line('Aarav Shah')).toEqual([
      'Aarav Shah',
      students.aarav.email,
      ...['P', 'P', 'L', 'A', 'E', 'P', ''],
      '3',
      '1',
      '1',
      '1',
      '5',
      '4',
      '80',
    ]);
    expect(line(DEVANAGARI_NAME)?.slice(2, 9)).toEqual(['P', 'P', 'P', 'P', 'P', 'L', '']);
    expect(line(`'${students.formula.name}`)?.slice(0, 2)).toEqual([
      `'${students.formula.name}`,
      'formula@campus.test',
    ]);
    expect(rows).toHaveLength(4);
  });
});

describe('the register as an Excel workbook', () => {
  it("has the CSV's columns, numbers as numbers, the header and names frozen, names as written in any script", async () => {
    const res = await ask('register.xlsx?month=2026-12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('register_Data_Structures_Main_2026-12.xlsx');
    const csv = parse((await ask('register.csv?month=2026-12')).rawPayload.toString('utf8'), {
      bom: true,
    }) as string[][];

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('December 2026');
    const rows = sheet.getSheetValues().slice(1) as ExcelJS.CellValue[][];
    const values = rows.map((row) => row.slice(1));
    expect(values[0]).toEqual(csv[0]);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    const line = (name: string) => values.find((row) => row[0] === name);
    expect(line('Aarav Shah')).toEqual([
      'Aarav Shah',
      students.aarav.email,
      ...['P', 'P', 'L', 'A', 'E', 'P', ''].map((code) => code || undefined),
      3,
      1,
      1,
      1,
      5,
      4,
      80,
    ]);
    expect(line(DEVANAGARI_NAME)?.slice(2, 8)).toEqual(['P', 'P', 'P', 'P', 'P', 'L']);
    // Text, not a formula, and not neutralised with an apostrophe as in the CSV.
    const formulaCell = sheet.getColumn(1).values.find((value) => value === students.formula.name);
    expect(formulaCell).toBe(students.formula.name);
    expect(values).toHaveLength(4);

    expect(sheet.views).toEqual([expect.objectContaining({ state: 'frozen', xSplit: 1, ySplit: 1 })]);
    const widths = sheet.columns.map((column) => column.width!);
    expect(widths[0]).toBe('=HYPERLINK("http://evil.example")'.length + 2);
    expect(widths[2]).toBe('2026-12-01 09:00'.length + 2);
    expect(widths).toHaveLength(csv[0]!.length);
    expect(Math.min(...widths)).toBe(10);
  });
});

const pageSize = (pdf: Buffer) => {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!;
  return { width: Number(width), height: Number(height) };
};

describe('the register as a PDF', () => {
  it('prints every student, names in Indian scripts shaped, with the marks and percentages', async () => {
    const res = await ask('register.pdf?month=2026-12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('register_Data_Structures_Main_2026-12.pdf');
    const pdf = res.rawPayload;
    const text = pdfText(pdf);
    expect(text).toContain('Attendance Register, December 2026');
    expect(text).toContain('Data Structures — Main');
    expect(text).toMatch(new RegExp(`${DEVANAGARI_NAME}\\s+P\\s+P\\s+P\\s+P\\s+P\\s+L\\s+5\\s+0\\s+1\\s+0\\s+100`));
    expect(text).toMatch(/Aarav Shah\s+P\s+P\s+L\s+A\s+E\s+P\s+3\s+1\s+1\s+1\s+80/);
    expect(text).toContain('33.3');
    expect(pdfFonts(pdf)).toContain('NotoSansDevanagari-Regular');
    expect(pdfDrawnGlyphIds(pdf).filter((id) => id === 0)).toEqual([]);
    // Seven classes fit down the page.
    const { width, height } = pageSize(pdf);
    expect(width).toBeLessThan(height);
  });

  it('is printed across the page for a month of many classes', async () => {
    const res = await ask('register.pdf?month=2026-11', 'admin', busySectionId);
    expect(res.statusCode).toBe(200);
    const { width, height } = pageSize(res.rawPayload);
    expect(width).toBeGreaterThan(height);
    expect(pdfText(res.rawPayload)).toContain('Data Structures — Evening');
  });
});
