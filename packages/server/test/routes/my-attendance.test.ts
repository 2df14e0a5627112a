import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceMessages,
  attendanceStanding,
  inputMessages,
  ledgerMessages,
  messages,
  type AttendanceHistoryEntry,
  type AttendanceStatus,
  type CourseAttendance,
  type MyTimetable,
} from '@campus/domain';
import { classSessions, enrollments } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  createClassSession,
  createCourse,
  createHoliday,
  createSection,
  createStaff,
  createStudent,
  enroll,
  mainSection,
} from '../helpers/fixtures.js';
import { adminHeaders, answerOf, saveAttendance } from '../helpers/requests.js';
import { errorBody } from '../../src/lib/errors.js';

/** Wednesday 9 December 2026, 10:00 in India; ATTENDANCE_MIN_PERCENT is 80 here. */
const CLOCK = new Date('2026-12-09T04:30:00Z');
const MIN_PERCENT = 80;

let t: TestApp;
let admin: Record<string, string>;
let a: Awaited<ReturnType<typeof createStudent>>;
let b: Awaited<ReturnType<typeof createStudent>>;
let aHeaders: Record<string, string>;
let bHeaders: Record<string, string>;
let algebra: Awaited<ReturnType<typeof createCourse>>;
let biology: Awaited<ReturnType<typeof createCourse>>;
let chemistry: Awaited<ReturnType<typeof createCourse>>;
/** Algebra's classes, by date: A's and B's marks at each. */
const algebraMarks: [string, AttendanceStatus, AttendanceStatus][] = [
  ['2026-12-02', 'present', 'absent'],
  ['2026-12-03', 'present', 'absent'],
  ['2026-12-04', 'late', 'present'],
  ['2026-12-07', 'absent', 'present'],
  ['2026-12-08', 'excused', 'present'],
];
const classIds: Record<string, string> = {};

/** Saves a class's attendance as the admin (each student's status given). */
const mark = (classId: string, marks: [string, AttendanceStatus, string?][]) =>
  saveAttendance(t, admin, classId, marks);

beforeAll(async () => {
  t = await buildTestApp({ clockStart: CLOCK, attendance: { editDays: 7, minPercent: MIN_PERCENT } });
  admin = await adminHeaders(t);
  const teacher = await createStaff(t.db, { role: 'instructor', name: 'Meera Teacher' });
  a = await createStudent(t.db, { name: 'Anita Student' });
  b = await createStudent(t.db, { name: 'Bilal Student' });
  aHeaders = await t.auth(a.auth);
  bHeaders = await t.auth(b.auth);
  algebra = await createCourse(t.db, { name: 'Algebra' });
  biology = await createCourse(t.db, { name: 'Biology' });
  chemistry = await createCourse(t.db, { name: 'Chemistry' });
  for (const course of [algebra, biology, chemistry]) await enroll(t.db, a.id, course);
  await enroll(t.db, b.id, algebra);
  await enroll(t.db, b.id, biology);

  const algebraMain = await mainSection(t.db, algebra.id);
  for (const [date, aStatus, bStatus] of algebraMarks) {
    const session = await createClassSession(t.db, algebraMain, { date, instructorId: teacher.id, room: 'Room 4' });
    classIds[date] = session.id;
    await mark(session.id, [
      [a.id, aStatus, aStatus === 'excused' ? 'Sports meet' : undefined],
      [b.id, bStatus],
    ]);
  }
  classIds.cancelled = (await createClassSession(t.db, algebraMain, { date: '2026-12-09', cancelled: true })).id;
  classIds.future = (
    await createClassSession(t.db, algebraMain, { date: '2026-12-11', startTime: '14:00', endTime: '15:00' })
  ).id;

  // A is in Biology's weekend section, B in its main one.
  const weekend = await createSection(t.db, biology.id, { name: 'Weekend' });
  await t.db
    .update(enrollments)
    .set({ sectionId: weekend.id })
    .where(and(eq(enrollments.studentId, a.id), eq(enrollments.courseId, biology.id)));
  classIds.weekend = (
    await createClassSession(t.db, weekend.id, { date: '2026-12-05', startTime: '10:00', endTime: '12:00' })
  ).id;
  await mark(classIds.weekend, [[a.id, 'absent', 'Unwell']]);
  const biologyMain = await mainSection(t.db, biology.id);
  classIds.biologyMain = (
    await createClassSession(t.db, biologyMain, { date: '2026-12-05', startTime: '13:00', endTime: '14:00' })
  ).id;
  await mark(classIds.biologyMain, [[b.id, 'present']]);
  await createHoliday(t.db, '2026-12-10', 'Founders Day');
  await createHoliday(t.db, '2027-01-26', 'Republic Day');
});
afterAll(() => t.close());

const counted = (statuses: AttendanceStatus[]) => {
  const counts = { present: 0, absent: 0, late: 0, excused: 0 };
  for (const status of statuses) counts[status] += 1;
  return counts;
};
const standingOf = (statuses: AttendanceStatus[]) => {
  const counts = counted(statuses);
  return { ...counts, ...attendanceStanding(counts, MIN_PERCENT) };
};

const myAttendance = async (headers: Record<string, string>) =>
  (await answerOf<{ courses: CourseAttendance[] }>(t, headers, '/api/attendance/me')).courses;

describe('GET /api/attendance/me', () => {
  it("gives each of the student's courses their counts and standing, as the domain's attendanceStanding reckons it", async () => {
    const aAlgebra = algebraMarks.map(([, status]) => status);
    expect(await myAttendance(aHeaders)).toEqual([
      { courseId: algebra.id, courseName: 'Algebra', sectionName: 'Main', ...standingOf(aAlgebra) },
      { courseId: biology.id, courseName: 'Biology', sectionName: 'Weekend', ...standingOf(['absent']) },
      { courseId: chemistry.id, courseName: 'Chemistry', sectionName: 'Main', ...standingOf([]) },
    ]);
    // Present, present, late, absent and excused: 3 attended of 4 held, 75%, below 80.
    expect(standingOf(aAlgebra)).toMatchObject({ held: 4, attended: 3, percent: 75, minPercent: 80, below: true });
    expect(standingOf([])).toMatchObject({ held: 0, percent: null, below: false });

    const bAlgebra = algebraMarks.map(([, , status]) => status);
    expect(await myAttendance(bHeaders)).toEqual([
      { courseId: algebra.id, courseName: 'Algebra', sectionName: 'Main', ...standingOf(bAlgebra) },
      { courseId: biology.id, courseName: 'Biology', sectionName: 'Main', ...standingOf(['present']) },
    ]);
  });

  it('leaves out the marks of a class cancelled since it was marked', async () => {
    await t.db.update(classSessions).set({ cancelled: true }).where(eq(classSessions.id, classIds['2026-12-07']!));
    try {
      const [algebraFigures] = await myAttendance(aHeaders);
      expect(algebraFigures).toMatchObject(standingOf(['present', 'present', 'late', 'excused']));
      const history = await myHistory(aHeaders);
      expect(history.map((entry) => entry.date)).not.toContain('2026-12-07');
    } finally {
      await t.db.update(classSessions).set({ cancelled: false }).where(eq(classSessions.id, classIds['2026-12-07']!));
    }
  });

  it('is for students alone', async () => {
    const res = await t.app.inject({ url: '/api/attendance/me', headers: admin });
    expect([res.statusCode, json(res)]).toEqual([403, errorBody(messages.auth.forbidden)]);
  });
});

const myHistory = async (headers: Record<string, string>, query = '') =>
  (await answerOf<{ marks: AttendanceHistoryEntry[] }>(t, headers, `/api/attendance/me/history${query}`)).marks;

describe('GET /api/attendance/me/history', () => {
  it("lists the student's own marks, newest class first, in one course if asked", async () => {
    const history = await myHistory(aHeaders);
    expect(history.map(({ date, courseName, status, note }) => [date, courseName, status, note])).toEqual([
      ['2026-12-08', 'Algebra', 'excused', 'Sports meet'],
      ['2026-12-07', 'Algebra', 'absent', null],
      ['2026-12-05', 'Biology', 'absent', 'Unwell'],
      ['2026-12-04', 'Algebra', 'late', null],
      ['2026-12-03', 'Algebra', 'present', null],
      ['2026-12-02', 'Algebra', 'present', null],
    ]);
    expect(history[0]).toEqual({
      classSessionId: classIds['2026-12-08'],
      date: '2026-12-08',
      start: '09:00',
      end: '10:00',
      courseId: algebra.id,
      courseName: 'Algebra',
      sectionName: 'Main',
      status: 'excused',
      note: 'Sports meet',
    });
    expect((await myHistory(aHeaders, `?courseId=${biology.id}`)).map((entry) => entry.classSessionId)).toEqual([
      classIds.weekend,
    ]);
    expect((await myHistory(bHeaders, `?courseId=${biology.id}`)).map((entry) => entry.classSessionId)).toEqual([
      classIds.biologyMain,
    ]);
  });

  it('refuses a course id that is not one', async () => {
    const res = await t.app.inject({ url: '/api/attendance/me/history?courseId=algebra', headers: aHeaders });
    expect([res.statusCode, json(res)]).toEqual([400, errorBody('Invalid id')]);
  });
});

const myTimetable = (headers: Record<string, string>, from: string, to: string) =>
  answerOf<MyTimetable>(t, headers, `/api/timetable/me?from=${from}&to=${to}`);

describe('GET /api/timetable/me', () => {
  it("lists the classes of the student's sections in the range, cancelled ones flagged, with their own marks and the holidays", async () => {
    const week = await myTimetable(aHeaders, '2026-12-07', '2026-12-13');
    expect(week.from).toBe('2026-12-07');
    expect(week.to).toBe('2026-12-13');
    expect(week.classes.map(({ _id, date, cancelled, status }) => [_id, date, cancelled, status])).toEqual([
      [classIds['2026-12-07'], '2026-12-07', false, 'absent'],
      [classIds['2026-12-08'], '2026-12-08', false, 'excused'],
      [classIds.cancelled, '2026-12-09', true, null],
      [classIds.future, '2026-12-11', false, null],
    ]);
    expect(week.classes[1]).toEqual({
      _id: classIds['2026-12-08'],
      date: '2026-12-08',
      start: '09:00',
      end: '10:00',
      courseId: algebra.id,
      courseName: 'Algebra',
      sectionName: 'Main',
      room: 'Room 4',
      instructorName: 'Meera Teacher',
      cancelled: false,
      status: 'excused',
      note: 'Sports meet',
    });
    expect(week.holidays).toEqual([{ _id: expect.any(String), date: '2026-12-10', name: 'Founders Day' }]);

    // Biology's classes are each student's own section's.
    const saturday = (headers: Record<string, string>) => myTimetable(headers, '2026-12-05', '2026-12-05');
    expect((await saturday(aHeaders)).classes.map((c) => [c._id, c.sectionName, c.start, c.end, c.status])).toEqual([
      [classIds.weekend, 'Weekend', '10:00', '12:00', 'absent'],
    ]);
    expect((await saturday(bHeaders)).classes.map((c) => [c._id, c.sectionName, c.status])).toEqual([
      [classIds.biologyMain, 'Main', 'present'],
    ]);
  });

  it('takes at most 62 days, from a day not after the last', async () => {
    const twoMonths = await myTimetable(aHeaders, '2026-12-01', '2027-01-31');
    expect(twoMonths.classes).toHaveLength(8);
    expect(twoMonths.holidays.map((holiday) => holiday.name)).toEqual(['Founders Day', 'Republic Day']);
    const ask = (query: string) => t.app.inject({ url: `/api/timetable/me?${query}`, headers: aHeaders });
    const tooLong = await ask('from=2026-12-01&to=2027-02-01');
    expect([tooLong.statusCode, json(tooLong)]).toEqual([400, errorBody(attendanceMessages.timetableRangeTooLong(62))]);
    const backwards = await ask('from=2026-12-08&to=2026-12-07');
    expect([backwards.statusCode, json(backwards)]).toEqual([400, errorBody(ledgerMessages.fromAfterTo)]);
    const badDay = await ask('from=2026-12-32');
    expect([badDay.statusCode, json(badDay)]).toEqual([400, errorBody(inputMessages.dateDoesNotExist('2026-12-32'))]);
  });

  it('shows a week from today unless told, or a week from `from`, or up to `to`', async () => {
    const range = async (query: string) => {
      const res = await t.app.inject({ url: `/api/timetable/me${query}`, headers: aHeaders });
      expect(res.statusCode, res.body).toBe(200);
      const { from, to, classes } = json<MyTimetable>(res);
      return [from, to, classes.length];
    };
    expect(await range('')).toEqual(['2026-12-09', '2026-12-15', 2]);
    expect(await range('?from=2026-12-02')).toEqual(['2026-12-02', '2026-12-08', 6]);
    expect(await range('?to=2026-12-05')).toEqual(['2026-11-29', '2026-12-05', 4]);
  });
});
