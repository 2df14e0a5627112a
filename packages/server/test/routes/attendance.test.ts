import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  attendanceMessages,
  ifMatch,
  messages,
  type AttendanceRoster,
  type AttendanceStatus,
  type AuditEvent,
} from '@campus/domain';
import { attendanceMarks, classSessions, courseInstructors, enrollments } from '../../src/db/schema.js';
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

/** Wednesday 9 December 2026, 10:00 in India. */
const TODAY = '2026-12-09';
const CLOCK = new Date('2026-12-09T04:30:00Z');

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
/** The instructor of the classes, one of the course's instructors. */
let teacher: Awaited<ReturnType<typeof createStaff>>;
/** Another instructor of the course. */
let colleague: Awaited<ReturnType<typeof createStaff>>;
/** An instructor of another course only. */
let outsider: Awaited<ReturnType<typeof createStaff>>;
let accountant: Awaited<ReturnType<typeof createStaff>>;
let course: Awaited<ReturnType<typeof createCourse>>;
let sectionId: string;
/** The section's students, by name: Aarav, Bhavna, and Chitra (in Devanagari). */
let students: Awaited<ReturnType<typeof createStudent>>[];
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await buildTestApp({ clockStart: CLOCK });
  admin = await createAdmin(t.db);
  teacher = await createStaff(t.db, { role: 'instructor', name: 'Meera Teacher' });
  colleague = await createStaff(t.db, { role: 'instructor', name: 'Kiran Colleague' });
  outsider = await createStaff(t.db, { role: 'instructor', name: 'Omar Outsider' });
  accountant = await createStaff(t.db, { role: 'accountant' });
  course = await createCourse(t.db, { name: 'Data Structures' });
  const other = await createCourse(t.db);
  await t.db.insert(courseInstructors).values([
    { courseId: course.id, staffId: teacher.id },
    { courseId: course.id, staffId: colleague.id },
    { courseId: other.id, staffId: outsider.id },
  ]);
  sectionId = await mainSection(t.db, course.id);
  students = [];
  for (const name of ['Bhavna Rao', 'Aarav Shah', 'चित्रा वर्मा']) {
    const student = await createStudent(t.db, { name });
    await enroll(t.db, student.id, course);
    students.push(student);
  }
  students.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const [name, member] of Object.entries({ admin, teacher, colleague, outsider, accountant })) {
    headers[name] = await t.auth(member.auth);
  }
});
afterAll(() => t.close());

/** A class of the section today (unless told) given by the teacher. */
const newClass = (values: Partial<Parameters<typeof createClassSession>[2]> = {}) =>
  createClassSession(t.db, sectionId, { date: TODAY, instructorId: teacher.id, ...values });

const everyone = (status: AttendanceStatus, except: Record<string, { status: AttendanceStatus; note?: string }> = {}) =>
  students.map((student) => ({ studentId: student.id, status, ...except[student.id] }));

const get = (classId: string, as = 'teacher') =>
  t.app.inject({ url: `/api/admin/class-sessions/${classId}/attendance`, headers: headers[as] });
const put = (classId: string, body: object, { as = 'teacher', version }: { as?: string; version?: number } = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/class-sessions/${classId}/attendance`,
    headers: { ...headers[as], ...(version === undefined ? {} : { 'if-match': ifMatch(version) }) },
    payload: body,
  });
const refusal = (res: Awaited<ReturnType<typeof put>>) => [res.statusCode, json(res)];

async function auditOf(classId: string): Promise<AuditEvent[]> {
  const res = await t.app.inject({ url: `/api/admin/audit?entityId=${classId}`, headers: headers.admin });
  return json<{ items: AuditEvent[] }>(res).items;
}

describe('a class roster', () => {
  it("lists the section's students by name, unmarked, at version 0, editable by its instructor for 7 days", async () => {
    const session = await newClass({ room: 'Lab 2', startTime: '11:30', endTime: '12:45' });
    const res = await get(session.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<AttendanceRoster>(res)).toEqual({
      classSession: {
        _id: session.id,
        sectionId,
        sectionName: 'Main',
        courseId: course.id,
        courseName: 'Data Structures',
        date: TODAY,
        start: '11:30',
        end: '12:45',
        room: 'Lab 2',
        instructorId: teacher.id,
        instructorName: 'Meera Teacher',
        cancelled: false,
        extra: true,
        marked: false,
        version: 1,
      },
      students: students.map((student) => ({
        studentId: student.id,
        name: student.name,
        email: student.email,
        status: null,
        note: null,
        firstStatus: null,
      })),
      version: 0,
      markedAt: null,
      instructorEditableUntil: '2026-12-16',
    });
  });

  it('is not there for an unknown class, nor to an instructor of another course; to the office it is no teaching', async () => {
    const session = await newClass({ startTime: '13:00', endTime: '14:00' });
    const unknown = await get('00000000-0000-4000-8000-000000000000', 'admin');
    expect(refusal(unknown)).toEqual([404, errorBody(attendanceMessages.classNotFound)]);
    expect(refusal(await get(session.id, 'outsider'))).toEqual([404, errorBody(attendanceMessages.classNotFound)]);
    expect(refusal(await get(session.id, 'accountant'))).toEqual([403, errorBody(messages.auth.forbidden)]);
    expect(refusal(await get(session.id, 'colleague'))).toEqual([403, errorBody(attendanceMessages.notYourClass)]);
    expect((await get(session.id, 'admin')).statusCode).toBe(200);
  });
});

describe('marking a class', () => {
  it('saves the whole class in one save, audited as marked with each student from nothing to their mark', async () => {
    const session = await newClass({ startTime: '08:00', endTime: '09:00' });
    const [aarav, bhavna, chitra] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]];
    const marks = everyone('present', { [bhavna.id]: { status: 'absent', note: 'Fever' } });
    const res = await put(session.id, { marks }, { version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const roster = json<AttendanceRoster>(res);
    expect(roster.version).toBe(1);
    expect(Date.parse(roster.markedAt!)).toBeGreaterThanOrEqual(CLOCK.getTime());
    expect(roster.classSession.marked).toBe(true);
    expect(roster.students.map(({ name, status, note, firstStatus }) => [name, status, note, firstStatus])).toEqual([
      [aarav.name, 'present', null, null],
      [bhavna.name, 'absent', 'Fever', null],
      [chitra.name, 'present', null, null],
    ]);
    expect(json<AttendanceRoster>(await get(session.id))).toEqual(roster);

    const [event, ...older] = await auditOf(session.id);
    expect(older).toEqual([]);
    expect(event).toMatchObject({
      action: 'attendance.marked',
      entityType: 'class_session',
      actor: { _id: teacher.id, name: 'Meera Teacher' },
      summary:
        'Marked the attendance of Data Structures, Main, Wednesday 2026-12-09, 08:00–09:00: 2 of 3 students attended',
      changes: {
        [`${aarav.name} (${aarav.email})`]: { from: null, to: 'present' },
        [`${bhavna.name} (${bhavna.email})`]: { from: null, to: 'absent (Fever)' },
        [`${chitra.name} (${chitra.email})`]: { from: null, to: 'present' },
      },
    });
  });

  it('keeps the first marking beside a correction, which is audited with each changed student from and to', async () => {
    const session = await newClass({ startTime: '14:00', endTime: '15:00' });
    const [aarav, bhavna] = students as [(typeof students)[0], (typeof students)[0]];
    expect((await put(session.id, { marks: everyone('present') }, { version: 0 })).statusCode).toBe(200);
    const [{ markedAt: firstMarkedAt }] = (await t.db
      .select({ markedAt: classSessions.markedAt })
      .from(classSessions)
      .where(eq(classSessions.id, session.id))) as [{ markedAt: Date }];

    const corrected = everyone('present', {
      [aarav.id]: { status: 'late', note: 'Bus was late' },
      [bhavna.id]: { status: 'excused' },
    });
    const res = await put(session.id, { marks: corrected }, { as: 'admin', version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const roster = json<AttendanceRoster>(res);
    expect(roster.version).toBe(2);
    expect(roster.students.map(({ status, note, firstStatus }) => [status, note, firstStatus])).toEqual([
      ['late', 'Bus was late', 'present'],
      ['excused', null, 'present'],
      ['present', null, null],
    ]);

    const rows = await t.db
      .select()
      .from(attendanceMarks)
      .where(and(eq(attendanceMarks.classSessionId, session.id), eq(attendanceMarks.studentId, aarav.id)));
    expect(rows[0]).toMatchObject({
      status: 'late',
      note: 'Bus was late',
      markedBy: admin.id,
      firstStatus: 'present',
      firstNote: null,
      firstMarkedBy: teacher.id,
    });
    // When the class was marked stays the first save's time.
    const [{ markedAt }] = (await t.db
      .select({ markedAt: classSessions.markedAt })
      .from(classSessions)
      .where(eq(classSessions.id, session.id))) as [{ markedAt: Date }];
    expect(markedAt).toEqual(firstMarkedAt);

    const [event] = await auditOf(session.id);
    expect(event).toMatchObject({
      action: 'attendance.corrected',
      actor: { _id: admin.id },
      summary: 'Corrected the attendance of 2 students at Data Structures, Main, Wednesday 2026-12-09, 14:00–15:00',
      changes: {
        [`${aarav.name} (${aarav.email})`]: { from: 'present', to: 'late (Bus was late)' },
        [`${bhavna.name} (${bhavna.email})`]: { from: 'present', to: 'excused' },
      },
    });
    expect(Object.keys(event!.changes)).toHaveLength(2);

    // Saving the marks as they are changes nothing: no new version, no event.
    const again = await put(session.id, { marks: corrected }, { version: 2 });
    expect([again.statusCode, json<AttendanceRoster>(again).version]).toEqual([200, 2]);
    expect(await auditOf(session.id)).toHaveLength(2);
  });

  it('takes one of two saves made at the same version, and refuses the other with the conflict message', async () => {
    const session = await newClass({ startTime: '15:00', endTime: '16:00' });
    const [first, second] = await Promise.all([
      put(session.id, { marks: everyone('present') }, { version: 0 }),
      put(session.id, { marks: everyone('absent') }, { as: 'admin', version: 0 }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = first.statusCode === 200 ? [first, second] : [second, first];
    expect(json(loser)).toEqual(errorBody(attendanceMessages.attendanceChanged));
    const saved = json<AttendanceRoster>(await get(session.id));
    expect(saved).toEqual(json<AttendanceRoster>(winner));
    expect(saved.version).toBe(1);
    expect(new Set(saved.students.map((student) => student.status)).size).toBe(1);
    expect(await auditOf(session.id)).toHaveLength(1);

    // A save at the version read before that one is refused too; one without If-Match goes through.
    expect(refusal(await put(session.id, { marks: everyone('late') }, { version: 0 }))).toEqual([
      409,
      errorBody(attendanceMessages.attendanceChanged),
    ]);
    expect((await put(session.id, { marks: everyone('late') })).statusCode).toBe(200);
  });

  it("refuses marks that are not the roster's, each student once", async () => {
    const session = await newClass({ startTime: '16:00', endTime: '17:00' });
    const stranger = await createStudent(t.db);
    const marks = everyone('present');
    const mismatch = [400, errorBody(attendanceMessages.rosterMismatch)];
    expect(refusal(await put(session.id, { marks: marks.slice(1) }, { version: 0 }))).toEqual(mismatch);
    expect(refusal(await put(session.id, { marks: [...marks, marks[0]] }, { version: 0 }))).toEqual(mismatch);
    const withStranger = [...marks.slice(1), { studentId: stranger.id, status: 'present' }];
    expect(refusal(await put(session.id, { marks: withStranger }, { version: 0 }))).toEqual(mismatch);
    expect(refusal(await put(session.id, { marks: [] }, { version: 0 }))).toEqual(mismatch);
    const badStatus = marks.map((mark) => ({ ...mark, status: 'sleeping' }));
    expect(refusal(await put(session.id, { marks: badStatus }, { version: 0 }))).toEqual([
      400,
      errorBody(attendanceMessages.status),
    ]);
    expect(refusal(await put(session.id, { marks }, { version: 0 }))).toEqual([200, expect.anything()]);
    expect(await auditOf(session.id)).toHaveLength(1);
  });

  it('keeps on the roster whoever was marked and has moved away, and adds whoever joined since', async () => {
    const session = await newClass({ startTime: '17:00', endTime: '18:00' });
    const mover = await createStudent(t.db, { name: 'Zoya Mover' });
    await enroll(t.db, mover.id, course);
    const marks = [...everyone('present'), { studentId: mover.id, status: 'absent' }];
    expect((await put(session.id, { marks }, { version: 0 })).statusCode).toBe(200);

    const weekend = await createSection(t.db, course.id, { name: 'Weekend' });
    await t.db.update(enrollments).set({ sectionId: weekend.id }).where(eq(enrollments.studentId, mover.id));
    const joiner = await createStudent(t.db, { name: 'Yash Joiner' });
    await enroll(t.db, joiner.id, course);

    const roster = json<AttendanceRoster>(await get(session.id));
    const newcomers = roster.students.filter((student) => [joiner.id, mover.id].includes(student.studentId));
    expect(newcomers.map(({ name, status }) => [name, status])).toEqual([
      ['Yash Joiner', null],
      ['Zoya Mover', 'absent'],
    ]);
    const without = await put(session.id, { marks }, { version: 1 });
    expect(refusal(without)).toEqual([400, errorBody(attendanceMessages.rosterMismatch)]);
    const all = [...marks, { studentId: joiner.id, status: 'present' }];
    expect((await put(session.id, { marks: all }, { version: 1 })).statusCode).toBe(200);
    await t.db.delete(enrollments).where(eq(enrollments.studentId, joiner.id));
    await t.db.delete(enrollments).where(eq(enrollments.studentId, mover.id));
  });

  it('is refused before the day of the class, and for a cancelled class', async () => {
    const tomorrow = await newClass({ date: addDays(TODAY, 1) });
    expect(refusal(await put(tomorrow.id, { marks: everyone('present') }, { version: 0 }))).toEqual([
      400,
      errorBody(attendanceMessages.classNotStarted),
    ]);
    const cancelled = await newClass({ startTime: '18:00', endTime: '19:00', cancelled: true });
    expect(refusal(await put(cancelled.id, { marks: everyone('present') }, { version: 0 }))).toEqual([
      409,
      errorBody(attendanceMessages.classCancelled),
    ]);
    expect(await auditOf(tomorrow.id)).toEqual([]);
  });

  it('is open to its instructor for ATTENDANCE_EDIT_DAYS days after the class, then to an admin with a reason', async () => {
    const lastDay = await newClass({ date: addDays(TODAY, -7) });
    expect((await put(lastDay.id, { marks: everyone('present') }, { version: 0 })).statusCode).toBe(200);

    const past = await newClass({ date: addDays(TODAY, -8) });
    expect(json<AttendanceRoster>(await get(past.id)).instructorEditableUntil).toBe(addDays(TODAY, -1));
    expect(refusal(await put(past.id, { marks: everyone('present') }, { version: 0 }))).toEqual([
      403,
      errorBody(attendanceMessages.editWindowOver(7)),
    ]);
    const noReason = await put(past.id, { marks: everyone('present') }, { as: 'admin', version: 0 });
    expect(refusal(noReason)).toEqual([400, errorBody(attendanceMessages.reasonRequired)]);
    const blank = await put(past.id, { marks: everyone('present'), reason: '   ' }, { as: 'admin', version: 0 });
    expect(refusal(blank)).toEqual([400, errorBody(attendanceMessages.reasonRequired)]);
    const reason = 'Register found in the staff room';
    const res = await put(past.id, { marks: everyone('present'), reason }, { as: 'admin', version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await auditOf(past.id);
    expect(event).toMatchObject({ action: 'attendance.marked', changes: { reason: { from: null, to: reason } } });

    const changed = everyone('present', { [students[0]!.id]: { status: 'absent' } });
    const correction = await put(past.id, { marks: changed, reason: 'Called in sick' }, { as: 'admin', version: 1 });
    expect(correction.statusCode).toBe(200);
    const [latest] = await auditOf(past.id);
    expect(latest!.summary).toBe(
      'Corrected the attendance of 1 student at Data Structures, Main, Tuesday 2026-12-01, 09:00–10:00: Called in sick',
    );
  });

  it("lets any of the course's instructors mark a class without one, and only its own instructor one with", async () => {
    const nobodys = await newClass({ startTime: '19:00', endTime: '20:00', instructorId: null });
    expect((await put(nobodys.id, { marks: everyone('present') }, { as: 'colleague', version: 0 })).statusCode).toBe(
      200,
    );
    const teachers = await newClass({ startTime: '20:00', endTime: '21:00' });
    expect(refusal(await put(teachers.id, { marks: everyone('present') }, { as: 'colleague', version: 0 }))).toEqual([
      403,
      errorBody(attendanceMessages.notYourClass),
    ]);
    expect(refusal(await put(teachers.id, { marks: everyone('present') }, { as: 'outsider', version: 0 }))).toEqual([
      404,
      errorBody(attendanceMessages.classNotFound),
    ]);
    // The class's own instructor marks it even when no longer one of the course's.
    const guest = await createStaff(t.db, { role: 'instructor' });
    const guests = await newClass({ startTime: '21:00', endTime: '22:00', instructorId: guest.id });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/class-sessions/${guests.id}/attendance`,
      headers: { ...(await t.auth(guest.auth)), 'if-match': ifMatch(0) },
      payload: { marks: everyone('present') },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an If-Match that is not a version in double quotes', async () => {
    const session = await newClass({ startTime: '22:00', endTime: '23:00' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/class-sessions/${session.id}/attendance`,
      headers: { ...headers.teacher, 'if-match': '0' },
      payload: { marks: everyone('present') },
    });
    expect(refusal(res)).toEqual([400, errorBody(messages.errors.badIfMatch)]);
  });
});
