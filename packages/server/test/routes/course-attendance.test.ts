import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceMessages,
  ifMatch,
  messages,
  type AttendanceStatus,
  type CourseAttendance,
  type Page,
  type StudentAttendance,
} from '@campus/domain';
import { classSessions, courseInstructors, courses, users } from '../../src/db/schema.js';
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
import { errorBody } from '../../src/lib/errors.js';

/** Wednesday 9 December 2026, 10:00 in India; ATTENDANCE_MIN_PERCENT is 75. */
const CLOCK = new Date('2026-12-09T04:30:00Z');

let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
let course: Awaited<ReturnType<typeof createCourse>>;
/** The course's students by name; Esha joined after its classes, and Gone has been deleted since. */
const student: Record<string, Awaited<ReturnType<typeof createStudent>>> = {};

/** Saves a class's attendance as the admin, each student's status given by name. */
async function mark(classId: string, statuses: Record<string, AttendanceStatus>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/class-sessions/${classId}/attendance`,
    headers: { ...headers.admin, 'if-match': ifMatch(0) },
    payload: { marks: Object.entries(statuses).map(([name, status]) => ({ studentId: student[name]!.id, status })) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const list = (query = '', as = 'admin', courseId = course.id) =>
  t.app.inject({ url: `/api/admin/courses/${courseId}/attendance${query}`, headers: headers[as] });
const names = (page: Page<StudentAttendance>) => page.items.map((row) => row.name);

beforeAll(async () => {
  t = await buildTestApp({ clockStart: CLOCK });
  headers.admin = await t.auth((await createAdmin(t.db)).auth);
  headers.accountant = await t.auth((await createStaff(t.db, { role: 'accountant' })).auth);
  const instructor = await createStaff(t.db, { role: 'instructor' });
  const outsider = await createStaff(t.db, { role: 'instructor' });
  headers.instructor = await t.auth(instructor.auth);
  headers.outsider = await t.auth(outsider.auth);
  course = await createCourse(t.db, { name: 'Data Structures' });
  const other = await createCourse(t.db, { name: 'Algebra' });
  await t.db.insert(courseInstructors).values([
    { courseId: course.id, staffId: instructor.id },
    { courseId: other.id, staffId: outsider.id },
  ]);
  const weekend = await createSection(t.db, course.id, { name: 'Weekend' });
  for (const name of ['Aarav', 'Bhavna', 'चित्रा', 'Dev', 'Farhan', 'Gone']) {
    student[name] = await createStudent(t.db, { name });
    await enroll(t.db, student[name]!.id, course, name === 'Dev' ? { sectionId: weekend.id } : {});
    headers[name] = await t.auth(student[name]!.auth);
  }

  const main = await mainSection(t.db, course.id);
  const days: Record<string, AttendanceStatus>[] = [
    { Aarav: 'present', Bhavna: 'present', चित्रा: 'present', Farhan: 'late', Gone: 'absent' },
    { Aarav: 'present', Bhavna: 'present', चित्रा: 'absent', Farhan: 'present', Gone: 'absent' },
    { Aarav: 'present', Bhavna: 'present', चित्रा: 'absent', Farhan: 'excused', Gone: 'absent' },
    { Aarav: 'present', Bhavna: 'absent', चित्रा: 'excused', Farhan: 'excused', Gone: 'absent' },
  ];
  for (const [i, statuses] of days.entries()) {
    await mark((await createClassSession(t.db, main, { date: `2026-12-0${i + 2}` })).id, statuses);
  }
  await mark((await createClassSession(t.db, weekend.id, { date: '2026-12-06' })).id, { Dev: 'absent' });
  // Everyone absent from a class cancelled since: it does not count.
  const cancelled = await createClassSession(t.db, main, { date: '2026-12-07', startTime: '11:00' });
  await mark(cancelled.id, { Aarav: 'absent', Bhavna: 'absent', चित्रा: 'absent', Farhan: 'absent', Gone: 'absent' });
  await t.db.update(classSessions).set({ cancelled: true }).where(eq(classSessions.id, cancelled.id));
  // Aarav's absence from another course's class is not this course's.
  await enroll(t.db, student.Aarav!.id, other);
  await mark((await createClassSession(t.db, await mainSection(t.db, other.id), { date: '2026-12-08' })).id, {
    Aarav: 'absent',
  });

  student.Esha = await createStudent(t.db, { name: 'Esha' });
  await enroll(t.db, student.Esha.id, course);
  headers.Esha = await t.auth(student.Esha.auth);
  await t.db.update(users).set({ deletedAt: CLOCK }).where(eq(users.id, student.Gone!.id));
  // A student of another course only.
  await enroll(t.db, (await createStudent(t.db, { name: 'Aditi Elsewhere' })).id, other);
});
afterAll(() => t.close());

describe('GET /api/admin/courses/:id/attendance', () => {
  it("lists the course's students worst first, none held last, each with their standing and section", async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const page = json<Page<StudentAttendance>>(res);
    // Dev 0 of 1, चित्रा 1 of 3, Bhavna 3 of 4, Aarav 4 of 4 and Farhan 2 of 2 (by name), Esha none held.
    expect(names(page)).toEqual(['Dev', 'चित्रा', 'Bhavna', 'Aarav', 'Farhan', 'Esha']);
    expect(page).toMatchObject({ total: 6, page: 1, limit: 20 });
    expect(page.items[0]).toEqual({
      studentId: student.Dev!.id,
      name: 'Dev',
      email: student.Dev!.email,
      sectionName: 'Weekend',
      present: 0,
      absent: 1,
      late: 0,
      excused: 0,
      held: 1,
      attended: 0,
      percent: 0,
      minPercent: 75,
      below: true,
      atRisk: false,
    });
    expect(page.items.find((row) => row.name === 'Esha')).toMatchObject({ held: 0, percent: null, atRisk: true });
    expect(page.items.find((row) => row.name === 'Farhan')).toMatchObject({
      late: 1,
      excused: 2,
      held: 2,
      percent: 100,
      below: false,
      atRisk: true,
    });
  });

  it('counts each student as GET /api/attendance/me does', async () => {
    const page = json<Page<StudentAttendance>>(await list());
    for (const row of page.items) {
      const mine = await t.app.inject({ url: '/api/attendance/me', headers: headers[row.name] });
      const { courses: standing } = json<{ courses: CourseAttendance[] }>(mine);
      const { courseId: _, courseName: __, ...inCourse } = standing.find((entry) => entry.courseId === course.id)!;
      const { studentId: ___, name: ____, email: _____, ...listed } = row;
      expect(listed, row.name).toEqual(inCourse);
    }
  });

  it('keeps those below or one absence from it with below=true, pages, and searches by name or email', async () => {
    const below = json<Page<StudentAttendance>>(await list('?below=true'));
    expect(names(below)).toEqual(['Dev', 'चित्रा', 'Bhavna', 'Farhan', 'Esha']);
    expect(below.total).toBe(5);
    expect(names(json(await list('?below=false')))).toHaveLength(6);

    const second = json<Page<StudentAttendance>>(await list('?limit=2&page=2'));
    expect(names(second)).toEqual(['Bhavna', 'Aarav']);
    expect(second).toMatchObject({ total: 6, page: 2, limit: 2 });
    expect(names(json(await list(`?search=${encodeURIComponent('चित्रा')}`)))).toEqual(['चित्रा']);
    expect(names(json(await list(`?search=${encodeURIComponent(student.Farhan!.email)}&below=true`)))).toEqual([
      'Farhan',
    ]);
  });

  it("is for the office and the course's instructors; to another instructor the course is not there", async () => {
    expect((await list('', 'accountant')).statusCode).toBe(200);
    expect((await list('', 'instructor')).statusCode).toBe(200);
    const outsider = await list('', 'outsider');
    expect([outsider.statusCode, json(outsider)]).toEqual([404, errorBody(messages.errors.courseNotFound)]);
    const asStudent = await list('', 'Aarav');
    expect([asStudent.statusCode, json(asStudent)]).toEqual([403, errorBody(messages.auth.forbidden)]);
  });

  it('refuses an unknown or deleted course, and a filter that is not true or false', async () => {
    const unknown = await list('', 'admin', '00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, json(unknown)]).toEqual([404, errorBody(messages.errors.courseNotFound)]);
    const gone = await createCourse(t.db);
    await t.db.update(courses).set({ deletedAt: CLOCK }).where(eq(courses.id, gone.id));
    expect((await list('', 'admin', gone.id)).statusCode).toBe(404);
    const bad = await list('?below=yes');
    expect([bad.statusCode, json(bad)]).toEqual([400, errorBody(attendanceMessages.belowFilter)]);
  });
});
