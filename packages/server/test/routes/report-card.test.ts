import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCertificateCode, messages, type ReportCardVerification } from '@campus/domain';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  createAdmin,
  createAssessment,
  createCourse,
  createStudent,
  enroll,
  giveMarks,
  publish,
} from '../helpers/fixtures.js';
import { pdfDrawnGlyphIds, pdfFonts, pdfText } from '../helpers/pdf.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let course: Awaited<ReturnType<typeof createCourse>>;
let student: Awaited<ReturnType<typeof createStudent>>;
let draftId: string;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  headers.admin = await t.auth((await createAdmin(t.db)).auth);
  student = await createStudent(t.db, { name: 'अनन्या शर्मा' });
  headers.student = await t.auth(student.auth);
  course = await createCourse(t.db, { name: 'हिंदी साहित्य' });
  await enroll(t.db, student.id, course);
  const test = await createAssessment(t.db, course.id, { title: 'Unit test 1', maxMarks: 40, weight: 30 });
  const exam = await createAssessment(t.db, course.id, { title: 'Term exam', kind: 'exam', maxMarks: 100, weight: 70 });
  draftId = (await createAssessment(t.db, course.id, { title: 'Secret draft', maxMarks: 10 })).id;
  await giveMarks(t.db, test.id, [{ studentId: student.id, marks: 36 }]);
  await giveMarks(t.db, exam.id, [{ studentId: student.id, marks: 71.5 }]);
  await giveMarks(t.db, draftId, [{ studentId: student.id, marks: 1 }]);
  await publish(t.db, test.id);
  await publish(t.db, exam.id);
});
afterAll(() => t.close());

const download = () => t.app.inject({ url: `/api/courses/${course.id}/report-card.pdf`, headers: headers.student });
const codeIn = (text: string) => /Verification code ([A-Z0-9-]+)/.exec(text)![1]!;

describe('the report card', () => {
  it('prints each published assessment, the result and its grade, a Hindi name in its font, and a code', async () => {
    const res = await download();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    const text = pdfText(pdf);
    expect(text).toContain('Report Card');
    expect(text).toMatch(/Unit test 1 \(Test\)\s+.*30\s+36 \/ 40\s+90\s+O/);
    expect(text).toMatch(/Term exam \(Exam\)\s+.*70\s+71\.5 \/ 100\s+71\.5\s+A/);
    // 90 × 30 + 71.5 × 70 = 77.05.
    expect(text).toContain('Result: 77.05% — grade A');
    expect(text).not.toContain('Secret draft');
    expect(pdfFonts(pdf)).toContain('NotoSansDevanagari-Bold');
    expect(pdfDrawnGlyphIds(pdf).filter((id) => id === 0)).toEqual([]);

    const verified = await t.app.inject({ url: `/api/report-cards/${codeIn(text).toLowerCase()}` });
    expect(json<ReportCardVerification>(verified)).toEqual({
      name: 'अनन्या शर्मा',
      course: 'हिंदी साहित्य',
      resultPercent: 77.05,
      grade: 'A',
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('keeps its code while it prints the same, and gets a new one when the result changes', async () => {
    const first = codeIn(pdfText((await download()).rawPayload));
    expect(codeIn(pdfText((await download()).rawPayload))).toBe(first);
    await publish(t.db, draftId);
    const second = codeIn(pdfText((await download()).rawPayload));
    expect(second).not.toBe(first);
    // The first card's code still tells what it said.
    const old = await t.app.inject({ url: `/api/report-cards/${first}` });
    expect(json<ReportCardVerification>(old).resultPercent).toBe(77.05);
    expect(formatCertificateCode(second.replace(/-/g, ''))).toBe(second);
  });

  it('is not there for a course the student is not in, nor a code nobody was given', async () => {
    const other = await createCourse(t.db);
    const res = await t.app.inject({ url: `/api/courses/${other.id}/report-card.pdf`, headers: headers.student });
    expect([res.statusCode, json(res)]).toEqual([404, errorBody(messages.errors.courseNotFound)]);
    const unknown = await t.app.inject({ url: '/api/report-cards/ABCD-EFGH-JKLM' });
    expect(unknown.statusCode).toBe(404);
  });
});
