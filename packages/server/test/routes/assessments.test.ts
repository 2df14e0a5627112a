import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentMessages,
  ifMatch,
  messages,
  type Assessment,
  type AssessmentList,
  type AuditEvent,
} from '@campus/domain';
import { courseInstructors } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  createAdmin,
  createAssessment,
  createCourse,
  createSection,
  createStaff,
  createStudent,
  enroll,
  giveMarks,
  publish,
} from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let course: Awaited<ReturnType<typeof createCourse>>;
let other: Awaited<ReturnType<typeof createCourse>>;
let evening: Awaited<ReturnType<typeof createSection>>;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAdmin(t.db);
  const teacher = await createStaff(t.db, { role: 'instructor' });
  const outsider = await createStaff(t.db, { role: 'instructor' });
  course = await createCourse(t.db, { name: 'Physics' });
  other = await createCourse(t.db, { name: 'Chemistry' });
  await t.db.insert(courseInstructors).values([
    { courseId: course.id, staffId: teacher.id },
    { courseId: other.id, staffId: outsider.id },
  ]);
  evening = await createSection(t.db, course.id, { name: 'Evening' });
  for (let i = 0; i < 3; i++) await enroll(t.db, (await createStudent(t.db)).id, course);
  headers.admin = await t.auth(admin.auth);
  headers.teacher = await t.auth(teacher.auth);
  headers.outsider = await t.auth(outsider.auth);
});
afterAll(() => t.close());

const add = (courseId: string, body: object, as = 'teacher') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/courses/${courseId}/assessments`,
    headers: headers[as],
    payload: body,
  });
const list = (courseId: string, as = 'teacher') =>
  t.app.inject({ url: `/api/admin/courses/${courseId}/assessments`, headers: headers[as] });
const patch = (id: string, body: object, version?: number, as = 'teacher') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/assessments/${id}`,
    headers: { ...headers[as], ...(version === undefined ? {} : { 'if-match': ifMatch(version) }) },
    payload: body,
  });
const remove = (id: string, body?: object, as = 'teacher') =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/assessments/${id}`,
    headers: headers[as],
    ...(body ? { payload: body } : {}),
  });
const auditOf = async (id: string) =>
  json<{ items: AuditEvent[] }>(await t.app.inject({ url: `/api/admin/audit?entityId=${id}`, headers: headers.admin }))
    .items;

const unitTest = { title: 'Unit test 1', kind: 'test', date: '2026-12-04', maxMarks: 20, weight: 10 };

describe('adding an assessment', () => {
  it("gives the course's instructor a draft of the whole course, with its students counted, audited", async () => {
    const res = await add(course.id, unitTest);
    expect(res.statusCode, res.body).toBe(201);
    const { assessment } = json<{ assessment: Assessment }>(res);
    expect(assessment).toEqual({
      _id: expect.any(String),
      courseId: course.id,
      courseName: 'Physics',
      sectionId: null,
      sectionName: null,
      title: 'Unit test 1',
      kind: 'test',
      date: '2026-12-04',
      maxMarks: 20,
      weight: 10,
      published: false,
      publishedAt: null,
      version: 1,
      markedCount: 0,
      studentCount: 3,
    });
    const [event] = await auditOf(assessment._id);
    expect(event).toMatchObject({
      action: 'assessment.created',
      summary: 'Added the assessment "Unit test 1" to Physics',
    });
  });

  it('takes a section of the course (its students only), and refuses one of another course', async () => {
    const res = await add(course.id, {
      ...unitTest,
      title: 'Evening practical',
      kind: 'practical',
      sectionId: evening.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ assessment: Assessment }>(res).assessment).toMatchObject({ sectionName: 'Evening', studentCount: 0 });
    const elsewhere = await createSection(t.db, other.id);
    const refused = await add(course.id, { ...unitTest, sectionId: elsewhere.id }, 'admin');
    expect([refused.statusCode, json(refused)]).toEqual([400, errorBody(assessmentMessages.sectionNotInCourse)]);
  });

  it('refuses weights adding up to more than 100 for some student', async () => {
    const fresh = await createCourse(t.db);
    const section = await createSection(t.db, fresh.id);
    expect((await add(fresh.id, { ...unitTest, weight: 60 }, 'admin')).statusCode).toBe(201);
    expect((await add(fresh.id, { ...unitTest, weight: 40, sectionId: section.id }, 'admin')).statusCode).toBe(201);
    const over = await add(fresh.id, { ...unitTest, weight: 0.01, sectionId: section.id }, 'admin');
    expect([over.statusCode, json(over)]).toEqual([409, errorBody(assessmentMessages.weightsOver(100.01))]);
    const listed = json<AssessmentList>(await list(fresh.id, 'admin'));
    expect(listed.weightTotal).toBe(100);
    expect(listed.assessments).toHaveLength(2);
  });

  it('refuses bad input in words, and hides the course from an instructor of another', async () => {
    const bad = await add(course.id, { ...unitTest, maxMarks: 10.005 });
    expect([bad.statusCode, json(bad)]).toEqual([400, errorBody(assessmentMessages.maxMarks)]);
    const outsider = await add(course.id, unitTest, 'outsider');
    expect([outsider.statusCode, json(outsider)]).toEqual([404, errorBody(messages.errors.courseNotFound)]);
    expect((await list(course.id, 'outsider')).statusCode).toBe(404);
  });
});

describe('editing an assessment', () => {
  it('changes it with the version read, and refuses a stale edit with a readable 409', async () => {
    const { id } = await createAssessment(t.db, course.id, { title: 'Quiz' });
    const res = await patch(id, { title: 'Quiz 1', weight: 5 }, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ assessment: Assessment }>(res).assessment).toMatchObject({ title: 'Quiz 1', weight: 5, version: 2 });
    const stale = await patch(id, { title: 'Quiz one' }, 1);
    expect([stale.statusCode, json(stale)]).toEqual([409, errorBody(messages.errors.editConflict)]);
    const [event] = await auditOf(id);
    expect(event).toMatchObject({
      action: 'assessment.updated',
      changes: { title: { from: 'Quiz', to: 'Quiz 1' }, weight: { from: 0, to: 5 } },
    });
  });

  it('keeps the maximum above the marks given, and fixed once published', async () => {
    const { id } = await createAssessment(t.db, course.id, { maxMarks: 50 });
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, course);
    await giveMarks(t.db, id, [{ studentId: student.id, marks: 45.5 }]);
    const below = await patch(id, { maxMarks: 45 });
    expect([below.statusCode, json(below)]).toEqual([409, errorBody(assessmentMessages.maxBelowMarks(45.5))]);
    expect((await patch(id, { maxMarks: 45.5 })).statusCode).toBe(200);
    await publish(t.db, id);
    const published = await patch(id, { maxMarks: 60 });
    expect([published.statusCode, json(published)]).toEqual([409, errorBody(assessmentMessages.publishedMaxMarks)]);
  });
});

describe('deleting an assessment', () => {
  it('deletes one without marks at once, and one with marks only with a reason, which is audited', async () => {
    const empty = await createAssessment(t.db, course.id);
    const removed = await remove(empty.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await patch(empty.id, { title: 'Gone' })).statusCode).toBe(404);

    const marked = await createAssessment(t.db, course.id, { title: 'Mid-term' });
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, course);
    await giveMarks(t.db, marked.id, [{ studentId: student.id, absent: true }]);
    const refused = await remove(marked.id);
    expect([refused.statusCode, json(refused)]).toEqual([400, errorBody(assessmentMessages.deleteReasonRequired)]);
    const res = await remove(marked.id, { reason: 'Set twice by mistake' });
    expect([res.statusCode, json(res)]).toEqual([200, { message: assessmentMessages.assessmentDeleted }]);
    const [event] = await auditOf(marked.id);
    expect(event).toMatchObject({
      action: 'assessment.deleted',
      summary: 'Deleted the assessment "Mid-term" of Physics with the marks of 1 student: Set twice by mistake',
    });
    const ids = json<AssessmentList>(await list(course.id)).assessments.map((assessment) => assessment._id);
    expect(ids).not.toContain(marked.id);
  });
});
