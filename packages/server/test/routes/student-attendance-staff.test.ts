import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type AttendanceStatus, type CourseAttendance } from '@campus/domain';
import { courseInstructors } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  createClassSession,
  createCourse,
  createStaff,
  createStudent,
  enroll,
  mainSection,
} from '../helpers/fixtures.js';
import { adminHeaders, answerOf, saveAttendance } from '../helpers/requests.js';
import { errorBody } from '../../src/lib/errors.js';

/** Wednesday 9 December 2026, 10:00 in India; ATTENDANCE_MIN_PERCENT is 80 here. */
const CLOCK = new Date('2026-12-09T04:30:00Z');

let t: TestApp;
const headers: Record<'admin' | 'student' | 'teacher' | 'outsider', Record<string, string>> = {
  admin: {},
  student: {},
  teacher: {},
  outsider: {},
};
let studentId: string;
let loneStudentId: string;
let algebraId: string;

beforeAll(async () => {
  t = await buildTestApp({ clockStart: CLOCK, attendance: { editDays: 7, minPercent: 80 } });
  headers.admin = await adminHeaders(t);
  const teacher = await createStaff(t.db, { role: 'instructor', name: 'Meera Teacher' });
  const outsider = await createStaff(t.db, { role: 'instructor', name: 'Ravi Outsider' });
  const student = await createStudent(t.db, { name: 'Anita Student' });
  const lone = await createStudent(t.db, { name: 'Kiran Student' });
  studentId = student.id;
  loneStudentId = lone.id;
  const algebra = await createCourse(t.db, { name: 'Algebra' });
  const biology = await createCourse(t.db, { name: 'Biology' });
  const drawing = await createCourse(t.db, { name: 'Drawing' });
  algebraId = algebra.id;
  await t.db.insert(courseInstructors).values([
    { courseId: algebra.id, staffId: teacher.id },
    { courseId: drawing.id, staffId: outsider.id },
  ]);
  await enroll(t.db, student.id, algebra);
  await enroll(t.db, student.id, biology);

  const marks: [string, string, AttendanceStatus][] = [
    [algebra.id, '2026-12-02', 'present'],
    [algebra.id, '2026-12-03', 'absent'],
    [algebra.id, '2026-12-04', 'late'],
    [biology.id, '2026-12-02', 'present'],
    [biology.id, '2026-12-03', 'excused'],
  ];
  for (const [courseId, date, status] of marks) {
    const session = await createClassSession(t.db, await mainSection(t.db, courseId), { date });
    await saveAttendance(t, headers.admin, session.id, [
      [student.id, status, status === 'excused' ? 'Ill' : undefined],
    ]);
  }
  // Enrolled after the classes were marked: a student of Biology alone, none of whose courses Meera teaches.
  await enroll(t.db, lone.id, biology);
  headers.student = await t.auth(student.auth);
  headers.teacher = await t.auth(teacher.auth);
  headers.outsider = await t.auth(outsider.auth);
});
afterAll(() => t.close());

const attendanceOf = async (as: keyof typeof headers, id = studentId) =>
  (await answerOf<{ courses: CourseAttendance[] }>(t, headers[as], `/api/admin/students/${id}/attendance`)).courses;

describe('GET /api/admin/students/:id/attendance', () => {
  it("shows an admin the student's every course with the figures the student sees", async () => {
    const own = (await answerOf<{ courses: CourseAttendance[] }>(t, headers.student, '/api/attendance/me')).courses;
    expect(own.map((course) => course.courseName)).toEqual(['Algebra', 'Biology']);
    expect(own[0]).toMatchObject({ present: 1, absent: 1, late: 1, held: 3, attended: 2, below: true });
    expect(await attendanceOf('admin')).toEqual(own);
  });

  it('shows an instructor only the courses they teach', async () => {
    const own = (await answerOf<{ courses: CourseAttendance[] }>(t, headers.student, '/api/attendance/me')).courses;
    expect(await attendanceOf('teacher')).toEqual(own.filter((course) => course.courseId === algebraId));
  });

  it("is not found for a student in none of the instructor's courses, nor for an unknown student", async () => {
    const other = await t.app.inject({ url: `/api/admin/students/${studentId}/attendance`, headers: headers.outsider });
    expect([other.statusCode, json(other)]).toEqual([404, errorBody(messages.errors.studentNotFound)]);
    const lone = await t.app.inject({
      url: `/api/admin/students/${loneStudentId}/attendance`,
      headers: headers.teacher,
    });
    expect(lone.statusCode).toBe(404);
    const unknown = await t.app.inject({
      url: '/api/admin/students/00000000-0000-4000-8000-000000000000/attendance',
      headers: headers.admin,
    });
    expect([unknown.statusCode, json(unknown)]).toEqual([404, errorBody(messages.errors.studentNotFound)]);
  });

  it('gives an admin an empty list for a student in no course', async () => {
    const none = await createStudent(t.db, { name: 'Nobody Enrolled' });
    expect(await attendanceOf('admin', none.id)).toEqual([]);
  });
});
