import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTexts, ifMatch, type AttendanceStatus } from '@campus/domain';
import { attendanceEmailRuns, emailOutbox, users } from '../../src/db/schema.js';
import { queueDayAttendanceEmails } from '../../src/services/email.js';
import { buildSecondInstance, buildTestApp, testEmailConfig, type TestApp } from '../helpers/app.js';
import {
  createAdmin,
  createClassSession,
  createCourse,
  createSection,
  createStudent,
  enroll,
  mainSection,
} from '../helpers/fixtures.js';
import { writtenDay } from '../helpers/pdf.js';
import { startMailServer, type ReceivedMail, type TestMailServer } from '../helpers/smtp.js';

/**
 * The app's clock: 1 February 2027, 19:00 in India, after every class of the tests, which the admin marks through the
 * API (any day within ATTENDANCE_EDIT_DAYS, 365 here). Each day's emails are queued with the clock at that day, 19:00.
 */
const CLOCK = new Date('2027-02-01T13:30:00Z');
const at7pm = (day: string) => new Date(`${day}T13:30:00Z`);
const MAIL_FROM = { name: undefined, address: 'office@campus.test' };

let mail: TestMailServer;
let t: TestApp;
let admin: Record<string, string>;
/** The version each class's attendance is at, by class id: the next save sends it. */
const versions = new Map<string, number>();

/** Saves the attendance of a whole class through the API, as the admin, at the version last saved. */
async function mark(classId: string, marks: [{ id: string }, AttendanceStatus][]) {
  const version = versions.get(classId) ?? 0;
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/class-sessions/${classId}/attendance`,
    headers: { ...admin, 'if-match': ifMatch(version) },
    payload: { marks: marks.map(([student, status]) => ({ studentId: student.id, status })) },
  });
  expect(res.statusCode, res.body).toBe(200);
  versions.set(classId, version + 1);
}

/** The emails of a kind queued for a student, oldest first. */
const queuedFor = (studentId: string, kind: 'absence' | 'attendance_warning') =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipientId, studentId), eq(emailOutbox.kind, kind)))
    .orderBy(asc(emailOutbox.createdAt));

/** The day's attendance emails queued as an instance would at 19:00 that day. */
const queueOn = (day: string) => queueDayAttendanceEmails({ ...t.app.services, now: () => at7pm(day) });

beforeAll(async () => {
  mail = await startMailServer();
  t = await buildTestApp({ clockStart: CLOCK, attendance: { editDays: 365, minPercent: 75 } });
  // As with SMTP_URL set, without a sender: the outbox keeps what is queued.
  t.app.services.channelsFor = () => ['email'];
  admin = await t.auth((await createAdmin(t.db)).auth);
});
afterAll(async () => {
  await t.close();
  await mail.stop();
});

describe("a day's absences", () => {
  const DAY = '2026-12-09';

  it('go to each absent student in one email listing the classes missed, as the marks stand at ATTENDANCE_EMAILS_AT, queued once by two instances', async () => {
    const structures = await createCourse(t.db, { name: 'Data Structures' });
    const hindi = await createCourse(t.db, { name: 'हिंदी साहित्य' });
    const morning = await createSection(t.db, hindi.id, { name: 'सुबह' });
    const chitra = await createStudent(t.db, { name: 'चित्रा वर्मा' });
    const bhavna = await createStudent(t.db, { name: 'Bhavna <Rao>' });
    const aarav = await createStudent(t.db, { name: 'Aarav Shah' });
    const gone = await createStudent(t.db, { name: 'Dev Gone' });
    for (const student of [chitra, bhavna, aarav, gone]) await enroll(t.db, student.id, structures);
    await enroll(t.db, chitra.id, hindi, { sectionId: morning.id });

    const main = await mainSection(t.db, structures.id);
    const dayBefore = await createClassSession(t.db, main, { date: '2026-12-08', startTime: '09:00' });
    const first = await createClassSession(t.db, main, { date: DAY, startTime: '09:00' });
    const afternoon = await createClassSession(t.db, main, { date: DAY, startTime: '14:00' });
    const poetry = await createClassSession(t.db, morning.id, { date: DAY, startTime: '11:00', endTime: '12:30' });
    await mark(dayBefore.id, [
      [chitra, 'absent'],
      [bhavna, 'present'],
      [aarav, 'present'],
      [gone, 'present'],
    ]);
    await mark(first.id, [
      [chitra, 'absent'],
      [bhavna, 'absent'],
      [aarav, 'present'],
      [gone, 'absent'],
    ]);
    await mark(afternoon.id, [
      [chitra, 'absent'],
      [bhavna, 'present'],
      [aarav, 'late'],
      [gone, 'absent'],
    ]);
    await mark(poetry.id, [[chitra, 'absent']]);
    // Bhavna was in class after all: corrected before the emails go, she is told nothing.
    await mark(first.id, [
      [chitra, 'absent'],
      [bhavna, 'present'],
      [aarav, 'present'],
      [gone, 'absent'],
    ]);
    // A student deleted since is emailed nothing.
    await t.db.update(users).set({ deletedAt: CLOCK }).where(eq(users.id, gone.id));

    // Both instances start at 19:00 that day, past ATTENDANCE_EMAILS_AT: each runs the day's job at once.
    const config = {
      ...t.config,
      clockStart: at7pm(DAY),
      email: testEmailConfig({ smtp: { url: mail.url(), from: MAIL_FROM }, attendanceEmailsAt: '18:00' }),
    };
    const instances = await Promise.all([buildSecondInstance(t, config), buildSecondInstance(t, config)]);
    let received: ReceivedMail[];
    try {
      // चित्रा's absences, and her warning: 0 of 3 in Data Structures and 0 of 1 in हिंदी साहित्य.
      received = await mail.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mail.received).toHaveLength(2);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    const [run] = await t.db.select().from(attendanceEmailRuns).where(eq(attendanceEmailRuns.day, DAY));
    expect(run).toMatchObject({ absences: 1, warnings: 1 });
    expect(await queuedFor(chitra.id, 'absence')).toHaveLength(1);

    const says = emailTexts.absence;
    const absence = received.find((message) => message.subject === says.subject(writtenDay(DAY)))!;
    expect(absence.to && 'value' in absence.to ? absence.to.value[0] : undefined).toEqual({
      name: 'चित्रा वर्मा',
      address: chitra.email,
    });
    expect(absence.text).toContain('Dear चित्रा वर्मा,');
    // In the order of the day, across courses; the day before is not listed.
    const lines = [
      says.line('Data Structures', 'Main', '09:00', '10:00'),
      says.line('हिंदी साहित्य', 'सुबह', '11:00', '12:30'),
      says.line('Data Structures', 'Main', '14:00', '15:00'),
    ];
    expect(absence.text).toContain([says.intro(writtenDay(DAY)), '', ...lines.map((line) => `- ${line}`)].join('\n'));
    expect(absence.html).toContain(`<li>${lines[1]}</li>`);

    const warns = emailTexts.attendanceWarning;
    const warning = received.find((message) => message.subject === warns.subject(75))!;
    expect(warning.text).toContain(
      [`- ${warns.line('Data Structures', 0, 0, 3)}`, `- ${warns.line('हिंदी साहित्य', 0, 0, 1)}`].join('\n'),
    );
  });

  it('are queued once a day, however many instances ask at once', async () => {
    const student = await createStudent(t.db);
    const course = await createCourse(t.db);
    await enroll(t.db, student.id, course);
    const session = await createClassSession(t.db, await mainSection(t.db, course.id), { date: '2027-01-04' });
    await mark(session.id, [[student, 'absent']]);

    const runs = await Promise.all([queueOn('2027-01-04'), queueOn('2027-01-04'), queueOn('2027-01-04')]);
    expect(runs.filter((run) => run === undefined)).toHaveLength(2);
    expect(runs.find((run) => run !== undefined)).toEqual({ absences: 1, warnings: 1 });
    expect(await queuedFor(student.id, 'absence')).toHaveLength(1);
    expect(await queuedFor(student.id, 'attendance_warning')).toHaveLength(1);
  });
});

describe('attendance warnings', () => {
  it('tell a student below ATTENDANCE_MIN_PERCENT in a course after an absence, at most once a week per course', async () => {
    const physics = await createCourse(t.db, { name: 'Physics' });
    const chemistry = await createCourse(t.db, { name: 'Chemistry' });
    const sameer = await createStudent(t.db, { name: 'Sameer' });
    const tara = await createStudent(t.db, { name: 'Tara' });
    for (const course of [physics, chemistry]) {
      await enroll(t.db, sameer.id, course);
      await enroll(t.db, tara.id, course);
    }
    const physicsMain = await mainSection(t.db, physics.id);
    const chemistryMain = await mainSection(t.db, chemistry.id);
    /** A class of the day, marked, then the day's emails queued at 19:00. */
    const day = async (sectionId: string, date: string, sameerWas: AttendanceStatus) => {
      await mark((await createClassSession(t.db, sectionId, { date })).id, [
        [sameer, sameerWas],
        [tara, 'present'],
      ]);
      return queueOn(date);
    };

    // Physics 0 of 1.
    expect(await day(physicsMain, '2027-01-11', 'absent')).toEqual({ absences: 1, warnings: 1 });
    // Still below (1 of 2), but warned about Physics the day before.
    expect(await day(physicsMain, '2027-01-12', 'present')).toEqual({ absences: 0, warnings: 0 });
    // Chemistry is another course: warned about it alone.
    expect(await day(chemistryMain, '2027-01-13', 'absent')).toEqual({ absences: 1, warnings: 1 });
    // Six days after the Physics warning, absent again: not yet.
    expect(await day(physicsMain, '2027-01-17', 'absent')).toEqual({ absences: 1, warnings: 0 });
    // Seven days after: Physics again (2 of 4), not Chemistry (warned five days ago).
    expect(await day(physicsMain, '2027-01-18', 'present')).toEqual({ absences: 0, warnings: 1 });

    const warnings = await queuedFor(sameer.id, 'attendance_warning');
    const listed = warnings.map((email) => email.lowAttendance);
    expect(listed).toEqual([
      [{ course: 'Physics', present: 0, absent: 1, late: 0, excused: 0, minPercent: 75 }],
      [{ course: 'Chemistry', present: 0, absent: 1, late: 0, excused: 0, minPercent: 75 }],
      [{ course: 'Physics', present: 2, absent: 2, late: 0, excused: 0, minPercent: 75 }],
    ]);
    expect(await queuedFor(tara.id, 'attendance_warning')).toEqual([]);
  });

  it('are not sent to a student whose attendance has not fallen below, nor without an absence in the last week', async () => {
    const course = await createCourse(t.db, { name: 'Biology' });
    const steady = await createStudent(t.db, { name: 'Steady' });
    const lapsed = await createStudent(t.db, { name: 'Lapsed' });
    await enroll(t.db, steady.id, course);
    await enroll(t.db, lapsed.id, course);
    const main = await mainSection(t.db, course.id);
    const held = async (date: string, steadyWas: AttendanceStatus, lapsedWas: AttendanceStatus) =>
      mark((await createClassSession(t.db, main, { date })).id, [
        [steady, steadyWas],
        [lapsed, lapsedWas],
      ]);

    // Lapsed: 0 of 1, warned.
    await held('2027-01-25', 'present', 'absent');
    expect(await queueOn('2027-01-25')).toEqual({ absences: 1, warnings: 1 });
    // Lapsed is at 2 of 4, below, but was warned three days ago; Steady, absent once, is at 3 of 4: 75% is not below.
    await held('2027-01-26', 'present', 'absent');
    await held('2027-01-27', 'present', 'present');
    await held('2027-01-28', 'absent', 'present');
    expect(await queueOn('2027-01-28')).toEqual({ absences: 1, warnings: 0 });
    // A week after the warning Lapsed is still below, but has missed no class in the last seven days: nothing new.
    expect(await queueOn('2027-02-02')).toEqual({ absences: 0, warnings: 0 });
    expect(await queuedFor(steady.id, 'attendance_warning')).toEqual([]);
    expect(await queuedFor(lapsed.id, 'attendance_warning')).toHaveLength(1);
  });
});
