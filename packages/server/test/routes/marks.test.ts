import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentMessages, ifMatch, type AuditEvent, type MarksGrid, type MarksImportReport } from '@campus/domain';
import { courseInstructors, emailOutbox } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  createAdmin,
  createAssessment,
  createCourse,
  createSection,
  createStaff,
  createStudent,
  enroll,
  publish,
} from '../helpers/fixtures.js';
import { multipartBody } from '../helpers/multipart.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let course: Awaited<ReturnType<typeof createCourse>>;
/** The course's students by name: Aarav, Bhavna, and Chitra (in Devanagari). */
let students: Awaited<ReturnType<typeof createStudent>>[];
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  // As with SMTP_URL set, without a sender: the outbox keeps what is queued.
  t.app.services.channelsFor = () => ['email'];
  const admin = await createAdmin(t.db);
  const teacher = await createStaff(t.db, { role: 'instructor' });
  const outsider = await createStaff(t.db, { role: 'instructor' });
  course = await createCourse(t.db, { name: 'Mathematics' });
  const other = await createCourse(t.db);
  await t.db.insert(courseInstructors).values([
    { courseId: course.id, staffId: teacher.id },
    { courseId: other.id, staffId: outsider.id },
  ]);
  students = [];
  for (const name of ['Bhavna Rao', 'Aarav Shah', 'चित्रा वर्मा']) {
    const student = await createStudent(t.db, { name });
    await enroll(t.db, student.id, course);
    students.push(student);
  }
  students.sort((a, b) => (a.name < b.name ? -1 : 1));
  headers.admin = await t.auth(admin.auth);
  headers.teacher = await t.auth(teacher.auth);
  headers.outsider = await t.auth(outsider.auth);
});
afterAll(() => t.close());

const get = (id: string, as = 'teacher') =>
  t.app.inject({ url: `/api/admin/assessments/${id}/marks`, headers: headers[as] });
const put = (id: string, body: object, { as = 'teacher', version }: { as?: string; version?: number } = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/assessments/${id}/marks`,
    headers: { ...headers[as], ...(version === undefined ? {} : { 'if-match': ifMatch(version) }) },
    payload: body,
  });
const refusal = (res: Awaited<ReturnType<typeof put>>) => [res.statusCode, json(res)];
const auditOf = async (id: string) =>
  json<{ items: AuditEvent[] }>(await t.app.inject({ url: `/api/admin/audit?entityId=${id}`, headers: headers.admin }))
    .items;
const aarav = () => students[0]!;
const bhavna = () => students[1]!;
const chitra = () => students[2]!;

async function importFile(id: string, data: Buffer, fields: Record<string, string>, name = 'marks.csv') {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const { payload, contentType } = await multipartBody(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/assessments/${id}/marks/import`,
    headers: { ...headers.admin, 'content-type': contentType },
    payload,
  });
}

describe('the marks grid', () => {
  it("lists the course's students by name, unmarked, at version 0", async () => {
    const { id } = await createAssessment(t.db, course.id, { maxMarks: 40 });
    const res = await get(id);
    expect(res.statusCode, res.body).toBe(200);
    const grid = json<MarksGrid>(res);
    expect(grid.version).toBe(0);
    expect(grid.assessment).toMatchObject({ _id: id, maxMarks: 40, published: false, studentCount: 3 });
    expect(grid.rows).toEqual(
      students.map((student) => ({
        studentId: student.id,
        name: student.name,
        email: student.email,
        sectionName: 'Main',
        marks: null,
        absent: false,
        exempt: false,
        remark: null,
        percent: null,
        grade: null,
      })),
    );
    expect((await get(id, 'outsider')).statusCode).toBe(404);
  });

  it('saves marks with two decimals, absent and exempt, with percentages and grades, audited', async () => {
    const { id } = await createAssessment(t.db, course.id, { maxMarks: 40, title: 'Unit test 2' });
    const res = await put(
      id,
      {
        marks: [
          { studentId: aarav().id, marks: 33.25, remark: 'Good' },
          { studentId: bhavna().id, absent: true, remark: 'Ill' },
          { studentId: chitra().id, exempt: true },
        ],
      },
      { version: 0 },
    );
    expect(res.statusCode, res.body).toBe(200);
    const grid = json<MarksGrid>(res);
    expect(grid.version).toBe(1);
    expect(grid.assessment.markedCount).toBe(3);
    expect(
      grid.rows.map(({ marks, absent, exempt, remark, percent, grade }) => [
        marks,
        absent,
        exempt,
        remark,
        percent,
        grade,
      ]),
    ).toEqual([
      [33.25, false, false, 'Good', 83.12, 'A+'],
      [null, true, false, 'Ill', 0, 'F'],
      [null, false, true, null, null, null],
    ]);
    const [event] = await auditOf(id);
    expect(event).toMatchObject({
      action: 'marks.saved',
      summary: 'Saved the marks of 3 students in "Unit test 2" of Mathematics',
      changes: { [`Aarav Shah (${aarav().email})`]: { from: null, to: '33.25 (Good)' } },
    });
    // Drafts: no email to anyone.
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, aarav().id))).toEqual([]);
  });

  it('keeps the students left out, clears one sent without marks, and saves nothing when nothing changed', async () => {
    const { id } = await createAssessment(t.db, course.id);
    await put(id, { marks: students.map((student) => ({ studentId: student.id, marks: 10 })) }, { version: 0 });
    const res = await put(id, { marks: [{ studentId: bhavna().id }] }, { version: 1 });
    expect(json<MarksGrid>(res).rows.map((row) => row.marks)).toEqual([10, null, 10]);
    const again = await put(id, { marks: [{ studentId: aarav().id, marks: 10 }] }, { version: 2 });
    expect(json<MarksGrid>(again).version).toBe(2);
  });

  it('refuses a save over one made since it was read, so nothing is lost between two editors', async () => {
    const { id } = await createAssessment(t.db, course.id);
    expect((await put(id, { marks: [{ studentId: aarav().id, marks: 5 }] }, { version: 0 })).statusCode).toBe(200);
    const stale = await put(id, { marks: [{ studentId: aarav().id, marks: 6 }] }, { as: 'admin', version: 0 });
    expect(refusal(stale)).toEqual([409, errorBody(assessmentMessages.marksChanged)]);
    expect(json<MarksGrid>(await get(id)).rows[0]!.marks).toBe(5);
  });

  it('refuses students not in the assessment, twice over, marks above the maximum, and bad values', async () => {
    const evening = await createSection(t.db, course.id, { name: 'Evening' });
    const { id } = await createAssessment(t.db, course.id, { sectionId: evening.id, maxMarks: 20 });
    expect(refusal(await put(id, { marks: [{ studentId: aarav().id, marks: 5 }] }))).toEqual([
      400,
      errorBody(assessmentMessages.notOnRoster),
    ]);
    const whole = await createAssessment(t.db, course.id, { maxMarks: 20 });
    const twice = [
      { studentId: aarav().id, marks: 5 },
      { studentId: aarav().id, marks: 6 },
    ];
    expect(refusal(await put(whole.id, { marks: twice }))).toEqual([400, errorBody(assessmentMessages.notOnRoster)]);
    expect(refusal(await put(whole.id, { marks: [{ studentId: aarav().id, marks: 20.01 }] }))).toEqual([
      400,
      errorBody(assessmentMessages.marksAboveMax(20)),
    ]);
    expect(refusal(await put(whole.id, { marks: [{ studentId: aarav().id, marks: 5, absent: true }] }))).toEqual([
      400,
      errorBody(assessmentMessages.marksWithAbsence),
    ]);
    expect(json<MarksGrid>(await get(whole.id)).version).toBe(0);
  });
});

describe('marks after publishing', () => {
  it('need a reason, are audited, and email each student changed their marks before and now', async () => {
    const { id } = await createAssessment(t.db, course.id, { title: 'Final exam', kind: 'exam', maxMarks: 100 });
    await put(id, { marks: students.map((student) => ({ studentId: student.id, marks: 50 })) }, { version: 0 });
    await publish(t.db, id);
    const change = {
      marks: [
        { studentId: chitra().id, marks: 62 },
        { studentId: aarav().id, marks: 50 },
      ],
    };
    expect(refusal(await put(id, change, { version: 1 }))).toEqual([400, errorBody(assessmentMessages.reasonRequired)]);
    const res = await put(id, { ...change, reason: 'Page 4 was not counted' }, { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await auditOf(id);
    expect(event).toMatchObject({
      action: 'marks.corrected',
      summary: 'Changed the published marks of 1 student in "Final exam" of Mathematics: Page 4 was not counted',
      changes: { reason: { from: null, to: 'Page 4 was not counted' } },
    });
    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'result_changed'));
    expect(emails.map((email) => [email.recipientId, email.toName])).toEqual([[chitra().id, 'चित्रा वर्मा']]);
    expect(emails[0]!.result).toMatchObject({
      assessment: 'Final exam',
      course: 'Mathematics',
      marks: 62,
      percent: 62,
      grade: 'B+',
      before: { marks: 50, percent: 50, grade: 'B' },
      reason: 'Page 4 was not counted',
    });
  });
});

describe('the marks template', () => {
  it('lists every student with their marks so far, as Excel and as CSV', async () => {
    const { id } = await createAssessment(t.db, course.id, { title: 'Lab 1' });
    await put(id, {
      marks: [
        { studentId: aarav().id, marks: 7.5, remark: '=cmd' },
        { studentId: bhavna().id, absent: true },
      ],
    });
    const xlsx = await t.app.inject({
      url: `/api/admin/assessments/${id}/marks-template.xlsx`,
      headers: headers.teacher,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('marks_Mathematics_Lab_1.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push([1, 2, 3, 4, 5].map((i) => row.getCell(i).value ?? null)));
    expect(rows).toEqual([
      ['email', 'name', 'marks', 'absent', 'remark'],
      [aarav().email, 'Aarav Shah', 7.5, null, "'=cmd"],
      [bhavna().email, 'Bhavna Rao', null, 'yes', null],
      [chitra().email, 'चित्रा वर्मा', null, null, null],
    ]);
    const csv = await t.app.inject({
      url: `/api/admin/assessments/${id}/marks-template.csv`,
      headers: headers.teacher,
    });
    expect(csv.body).toBe(
      `\ufeffemail,name,marks,absent,remark\n${aarav().email},Aarav Shah,7.5,,'=cmd\n${bhavna().email},Bhavna Rao,,yes,\n` +
        `${chitra().email},चित्रा वर्मा,,,\n`,
    );
  });
});

describe('importing marks', () => {
  it('refuses the whole file on a dry run and a real run with a bad row, naming each, and writes nothing', async () => {
    const { id } = await createAssessment(t.db, course.id, { maxMarks: 25 });
    const file = Buffer.from(
      `email,name,marks,absent,remark\n${aarav().email},,21.5,,\nnobody@campus.test,,3,,\n${bhavna().email},,26,,\n` +
        `${chitra().email},,AB,,Ill\n`,
    );
    const dry = await importFile(id, file, { dryRun: 'true' });
    expect(dry.statusCode, dry.body).toBe(200);
    const errors = [
      { row: 3, column: 'email', message: assessmentMessages.importUnknownStudent },
      { row: 4, column: 'marks', message: assessmentMessages.marksAboveMax(25) },
    ];
    expect(json<MarksImportReport>(dry)).toEqual({ dryRun: true, rows: 4, changed: 2, unchanged: 0, errors });
    const real = await importFile(id, file, { dryRun: 'false' });
    expect(real.statusCode).toBe(422);
    expect(json<MarksImportReport>(real).errors).toEqual(errors);
    expect(json<MarksGrid>(await get(id)).version).toBe(0);
  });

  it('imports a fixed Excel file with only email and marks, AB and EX, in one audited save', async () => {
    const { id } = await createAssessment(t.db, course.id, { maxMarks: 25, title: 'Quiz 3' });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Marks');
    sheet.addRows([
      ['Email', 'Marks'],
      [aarav().email.toUpperCase(), 21.5],
      [bhavna().email, 'AB'],
      [chitra().email, 'ex'],
    ]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await importFile(id, data, { dryRun: 'false' }, 'quiz 3.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<MarksImportReport>(res)).toEqual({ dryRun: false, rows: 3, changed: 3, unchanged: 0, errors: [] });
    const grid = json<MarksGrid>(await get(id));
    expect(grid.rows.map(({ marks, absent, exempt }) => [marks, absent, exempt])).toEqual([
      [21.5, false, false],
      [null, true, false],
      [null, false, true],
    ]);
    const [event] = await auditOf(id);
    expect(event).toMatchObject({ action: 'marks.imported', summary: expect.stringContaining('Imported quiz 3.xlsx') });
  });

  it('needs a reason once published, and a file naming the email and marks columns', async () => {
    const { id } = await createAssessment(t.db, course.id);
    await publish(t.db, id);
    const file = Buffer.from(`email,marks\n${aarav().email},4\n`);
    const res = await importFile(id, file, { dryRun: 'false' });
    expect(refusal(res)).toEqual([400, errorBody(assessmentMessages.reasonRequired)]);
    expect((await importFile(id, file, { dryRun: 'false', reason: 'Moderated' })).statusCode).toBe(200);
    const noMarks = await importFile(id, Buffer.from(`email,name\n${aarav().email},A\n`), { dryRun: 'true' });
    expect(noMarks.statusCode).toBe(400);
    expect(json<{ error: string }>(noMarks).error).toContain('missing: marks');
  });
});
