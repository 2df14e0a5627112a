import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentMessages,
  DEFAULT_GRADE_SCALE,
  ifMatch,
  type AuditEvent,
  type GradeScale,
  type StudentResults,
} from '@campus/domain';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  createAdmin,
  createAssessment,
  createCourse,
  createStaff,
  createStudent,
  enroll,
  giveMarks,
  publish,
} from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let student: Awaited<ReturnType<typeof createStudent>>;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  headers.admin = await t.auth((await createAdmin(t.db)).auth);
  headers.instructor = await t.auth((await createStaff(t.db, { role: 'instructor' })).auth);
  student = await createStudent(t.db);
  headers.student = await t.auth(student.auth);
  const course = await createCourse(t.db);
  await enroll(t.db, student.id, course);
  const { id } = await createAssessment(t.db, course.id, { maxMarks: 100, weight: 100 });
  await giveMarks(t.db, id, [{ studentId: student.id, marks: 55 }]);
  await publish(t.db, id);
});
afterAll(() => t.close());

const get = (as = 'admin') => t.app.inject({ url: '/api/admin/grade-scale', headers: headers[as] });
const put = (bands: object[], version?: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/grade-scale',
    headers: { ...headers.admin, ...(version === undefined ? {} : { 'if-match': ifMatch(version) }) },
    payload: { bands },
  });
const myGrade = async () =>
  json<StudentResults>(await t.app.inject({ url: '/api/results/me', headers: headers.student })).courses[0]!.grade;

const passFail = [
  { minPercent: 0, grade: 'Fail' },
  { minPercent: 60, grade: 'Pass' },
  { minPercent: 75, grade: 'Distinction' },
];

describe('the grading scale', () => {
  it('is the common Indian 10-point scale at first, for every staff member', async () => {
    const res = await get('instructor');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ gradeScale: GradeScale }>(res).gradeScale).toEqual({
      version: 0,
      bands: DEFAULT_GRADE_SCALE,
      passPercent: 40,
      updatedAt: null,
    });
    expect(await myGrade()).toBe('B');
  });

  it('takes a new version that grades every result from then on, audited', async () => {
    const res = await put(passFail, 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ gradeScale: GradeScale }>(res).gradeScale).toMatchObject({
      version: 1,
      bands: [
        { minPercent: 75, grade: 'Distinction', points: null },
        { minPercent: 60, grade: 'Pass', points: null },
        { minPercent: 0, grade: 'Fail', points: null },
      ],
      passPercent: 60,
      updatedAt: expect.any(String),
    });
    expect(await myGrade()).toBe('Fail');
    const audit = await t.app.inject({ url: '/api/admin/audit?entityType=grade_scale', headers: headers.admin });
    expect(json<{ items: AuditEvent[] }>(audit).items[0]).toMatchObject({
      action: 'grade_scale.changed',
      summary: 'Set version 1 of the grading scale: 3 bands',
    });
  });

  it('refuses a change over one made since it was read, with a readable 409', async () => {
    const stale = await put(DEFAULT_GRADE_SCALE, 0);
    expect([stale.statusCode, json(stale)]).toEqual([409, errorBody(assessmentMessages.scaleChanged)]);
    expect(json<{ gradeScale: GradeScale }>(await get()).gradeScale.version).toBe(1);
  });

  it('refuses a scale without a band from 0%, with bands alike, or too many, in words', async () => {
    const noZero = await put([
      { minPercent: 10, grade: 'F' },
      { minPercent: 50, grade: 'P' },
    ]);
    expect([noZero.statusCode, json(noZero)]).toEqual([400, errorBody(assessmentMessages.scaleNoZeroBand)]);
    const alike = await put([
      { minPercent: 0, grade: 'F' },
      { minPercent: 50, grade: 'f' },
    ]);
    expect([alike.statusCode, json(alike)]).toEqual([400, errorBody(assessmentMessages.scaleGradesAlike)]);
    const many = Array.from({ length: 21 }, (_, i) => ({ minPercent: i, grade: `G${i}` }));
    expect(json(await put(many))).toEqual(errorBody(assessmentMessages.scaleTooManyBands(20)));
    const badPercent = await put([
      { minPercent: 0, grade: 'F' },
      { minPercent: 100.5, grade: 'P' },
    ]);
    expect(json(badPercent)).toEqual(errorBody(assessmentMessages.minPercent));
    expect(json<{ gradeScale: GradeScale }>(await get()).gradeScale.version).toBe(1);
  });
});
