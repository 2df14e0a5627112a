import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendanceMessages, ifMatch, inputMessages, messages, type ClassSession } from '@campus/domain';
import { classSessions, sections } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import { createClassSession, createSectionOfNewCourse, createStaff, markClass, newRoom } from '../helpers/fixtures.js';
import { adminHeaders, errorOf, setClockInIndia } from '../helpers/requests.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminHeaders(t);
});
afterAll(() => t.close());
// Monday 1 June 2026, 09:00 in India.
beforeEach(() => setClockInIndia(t, '2026-06-01 09:00'));

const day = (date: string, headers = admin) => t.app.inject({ url: `/api/admin/class-sessions?date=${date}`, headers });
const addExtra = (sectionId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/sections/${sectionId}/class-sessions`, headers: admin, payload });
const change = (id: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/class-sessions/${id}`, headers: { ...admin, ...headers }, payload });
const classOf = (res: { json(): unknown }) => (res.json() as { classSession: ClassSession }).classSession;

const newSection = (name?: string) => createSectionOfNewCourse(t.db, name);
/** A date no other test uses, in 2027, so that each test's day lists only its own classes. */
let days = 0;
const newDate = () => {
  days += 1;
  return new Date(Date.UTC(2027, 0, days)).toISOString().slice(0, 10);
};

describe("a day's classes (GET /api/admin/class-sessions)", () => {
  it('lists every class of the day by start time for the office, and an instructor only theirs, each marked or not', async () => {
    const date = newDate();
    const teacher = await createStaff(t.db, { role: 'instructor', name: 'Farah Khan' });
    const other = await createStaff(t.db, { role: 'instructor' });
    const section = await newSection('Weekday');
    const late = await createClassSession(t.db, section.id, { date, startTime: '15:00', instructorId: teacher.id });
    const early = await createClassSession(t.db, section.id, { date, startTime: '08:00', instructorId: other.id });
    const marked = await createClassSession(t.db, section.id, {
      date,
      startTime: '11:00',
      instructorId: teacher.id,
      room: 'B2',
    });
    await markClass(t.db, marked.id);
    const cancelled = await createClassSession(t.db, section.id, {
      date,
      startTime: '12:00',
      instructorId: teacher.id,
      cancelled: true,
    });
    await createClassSession(t.db, section.id, { date: newDate(), instructorId: teacher.id });
    // A deleted section's classes are not listed.
    const gone = await newSection('Gone');
    await createClassSession(t.db, gone.id, { date, startTime: '09:00' });
    await t.db.update(sections).set({ deletedAt: new Date() }).where(eq(sections.id, gone.id));

    const res = await day(date);
    expect(res.statusCode, res.body).toBe(200);
    const listed = json<{ classSessions: ClassSession[] }>(res).classSessions;
    expect(listed.map((one) => one._id)).toEqual([early.id, marked.id, cancelled.id, late.id]);
    expect(listed[1]).toEqual({
      _id: marked.id,
      sectionId: section.id,
      sectionName: 'Weekday',
      courseId: section.courseId,
      courseName: section.courseName,
      date,
      start: '11:00',
      end: '12:00',
      room: 'B2',
      instructorId: teacher.id,
      instructorName: 'Farah Khan',
      cancelled: false,
      extra: true,
      marked: true,
      version: 1,
    });
    expect(listed.map((one) => [one.marked, one.cancelled])).toEqual([
      [false, false],
      [true, false],
      [false, true],
      [false, false],
    ]);

    const accountant = await t.auth((await createStaff(t.db, { role: 'accountant' })).auth);
    expect(json<{ classSessions: ClassSession[] }>(await day(date, accountant)).classSessions).toHaveLength(4);
    const theirs = json<{ classSessions: ClassSession[] }>(await day(date, await t.auth(teacher.auth)));
    expect(theirs.classSessions.map((one) => one._id)).toEqual([marked.id, cancelled.id, late.id]);
  });

  it('needs a date that exists', async () => {
    expect((await t.app.inject({ url: '/api/admin/class-sessions', headers: admin })).statusCode).toBe(400);
    expect(errorOf(await day('2026-02-30'))).toEqual([400, errorBody(inputMessages.dateDoesNotExist('2026-02-30'))]);
  });
});

describe('an extra class (POST /api/admin/sections/{id}/class-sessions)', () => {
  it('is added to the section apart from its timetable, and audited', async () => {
    const section = await newSection();
    const teacher = await createStaff(t.db, { role: 'instructor', name: 'Gita Sen' });
    const date = newDate();
    const res = await addExtra(section.id, {
      date,
      start: '16:00',
      end: '17:30',
      room: ' Hall ',
      instructorId: teacher.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const added = classOf(res);
    expect(added).toMatchObject({
      sectionId: section.id,
      date,
      start: '16:00',
      end: '17:30',
      room: 'Hall',
      instructorName: 'Gita Sen',
      extra: true,
      marked: false,
      cancelled: false,
      version: 1,
    });
    const audit = await t.app.inject({ url: `/api/admin/audit?entityId=${added._id}`, headers: admin });
    expect(json<{ items: { action: string; summary: string }[] }>(audit).items).toEqual([
      expect.objectContaining({
        action: 'class_session.added',
        summary: `Added an extra class of ${section.courseName}, section Morning: ${weekdayOf(date)} ${date}, 16:00–17:30`,
      }),
    ]);
  });

  it('is refused when its instructor or room is busy then, or its instructor cannot teach', async () => {
    const date = newDate();
    const teacher = await createStaff(t.db, { role: 'instructor', name: 'Hari Nair' });
    const room = newRoom();
    const busy = await newSection('Busy');
    await createClassSession(t.db, busy.id, { date, startTime: '10:00', instructorId: teacher.id, room });
    const section = await newSection();

    expect(
      errorOf(await addExtra(section.id, { date, start: '10:30', end: '11:30', instructorId: teacher.id })),
    ).toEqual([
      409,
      {
        error: attendanceMessages.instructorClash(
          'Hari Nair',
          `${busy.courseName} (Busy)`,
          `${weekdayOf(date)} ${date}, 10:00–11:00`,
        ),
      },
    ]);
    expect(errorOf(await addExtra(section.id, { date, start: '09:00', end: '10:01', room }))).toEqual([
      409,
      {
        error: attendanceMessages.roomClash(
          room,
          `${busy.courseName} (Busy)`,
          `${weekdayOf(date)} ${date}, 10:00–11:00`,
        ),
      },
    ]);
    const accountant = await createStaff(t.db, { role: 'accountant' });
    expect(
      errorOf(await addExtra(section.id, { date, start: '12:00', end: '13:00', instructorId: accountant.id })),
    ).toEqual([400, errorBody(attendanceMessages.notAnInstructor)]);
    expect(errorOf(await addExtra(section.id, { date, start: '12:00', end: '11:00' }))).toEqual([
      400,
      errorBody(attendanceMessages.endAfterStart),
    ]);
    expect(errorOf(await addExtra(randomUUID(), { date, start: '12:00', end: '13:00' }))).toEqual([
      404,
      errorBody(attendanceMessages.sectionNotFound),
    ]);
    // Back to back, in the same room with the same instructor: no clash.
    const next = await addExtra(section.id, { date, start: '11:00', end: '12:00', room, instructorId: teacher.id });
    expect(next.statusCode, next.body).toBe(201);
  });
});

function weekdayOf(date: string) {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
}

describe('changing a class (PATCH /api/admin/class-sessions/{id})', () => {
  it('cancels it and takes that back, moves it and changes its room, at the version read', async () => {
    const section = await newSection();
    const one = await createClassSession(t.db, section.id, { date: '2026-06-03', startTime: '10:00' });
    const cancelled = await change(one.id, { cancelled: true }, { 'if-match': ifMatch(1) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(classOf(cancelled)).toMatchObject({ cancelled: true, version: 2 });
    expect(errorOf(await change(one.id, { room: 'C3' }, { 'if-match': ifMatch(1) }))).toEqual([
      409,
      errorBody(messages.errors.editConflict),
    ]);
    const moved = classOf(
      await change(one.id, { cancelled: false, date: '2026-06-04', start: '14:00', end: '15:00', room: 'C3' }),
    );
    expect(moved).toMatchObject({
      date: '2026-06-04',
      start: '14:00',
      end: '15:00',
      room: 'C3',
      cancelled: false,
      version: 3,
    });
    expect(classOf(await change(one.id, { room: null }))).toMatchObject({ room: null, version: 4 });

    const audit = await t.app.inject({ url: `/api/admin/audit?entityId=${one.id}`, headers: admin });
    const events = json<{ items: { summary: string; changes: object }[] }>(audit).items;
    expect(events.map((event) => event.summary)).toEqual([
      `Changed the class of ${section.courseName}, section Morning on Thursday 2026-06-04, 14:00–15:00`,
      `Changed the class of ${section.courseName}, section Morning on Wednesday 2026-06-03, 10:00–11:00`,
      `Cancelled the class of ${section.courseName}, section Morning on Wednesday 2026-06-03, 10:00–11:00`,
    ]);
    expect(events[1]!.changes).toEqual({
      date: { from: '2026-06-03', to: '2026-06-04' },
      start: { from: '10:00', to: '14:00' },
      end: { from: '11:00', to: '15:00' },
      room: { from: null, to: 'C3' },
      cancelled: { from: true, to: false },
    });
  });

  it('leaves a class with attendance as it was marked', async () => {
    const section = await newSection();
    const one = await createClassSession(t.db, section.id, { date: '2026-06-01', startTime: '08:00' });
    await markClass(t.db, one.id);
    for (const patch of [{ cancelled: true }, { date: '2026-06-02' }, { room: 'D4' }]) {
      expect(errorOf(await change(one.id, patch))).toEqual([409, errorBody(attendanceMessages.classMarked)]);
    }
  });

  it('does not move a class that has begun, but cancels it or changes its room', async () => {
    const section = await newSection();
    // 08:30 today: begun by 09:00.
    const begun = await createClassSession(t.db, section.id, { date: '2026-06-01', startTime: '08:30' });
    for (const patch of [{ date: '2026-06-02' }, { start: '09:30', end: '10:30' }, { end: '09:45' }]) {
      expect(errorOf(await change(begun.id, patch))).toEqual([409, errorBody(attendanceMessages.classPast)]);
    }
    expect(classOf(await change(begun.id, { room: 'E5' }))).toMatchObject({ room: 'E5' });
    expect(classOf(await change(begun.id, { cancelled: true }))).toMatchObject({ cancelled: true });
    // Starting at 09:01, it has not.
    const coming = await createClassSession(t.db, section.id, { date: '2026-06-01', startTime: '09:01' });
    expect(classOf(await change(coming.id, { start: '09:30', end: '10:30' }))).toMatchObject({ start: '09:30' });
  });

  it('refuses a move, a room or a cancellation taken back that clashes, and an end before the start', async () => {
    const date = newDate();
    const teacher = await createStaff(t.db, { role: 'instructor', name: 'Imran Ali' });
    const room = newRoom();
    const busy = await newSection('Busy');
    const inTheWay = await createClassSession(t.db, busy.id, {
      date,
      startTime: '10:00',
      instructorId: teacher.id,
      room,
    });
    const section = await newSection();
    const one = await createClassSession(t.db, section.id, { date, startTime: '12:00', instructorId: teacher.id });
    const when = `${weekdayOf(date)} ${date}, 10:00–11:00`;

    expect(errorOf(await change(one.id, { start: '10:30', end: '11:30' }))).toEqual([
      409,
      errorBody(attendanceMessages.instructorClash('Imran Ali', `${busy.courseName} (Busy)`, when)),
    ]);
    const elsewhere = await createClassSession(t.db, section.id, { date, startTime: '10:00' });
    expect(errorOf(await change(elsewhere.id, { room: room.toUpperCase() }))).toEqual([
      409,
      errorBody(attendanceMessages.roomClash(room, `${busy.courseName} (Busy)`, when)),
    ]);
    expect(errorOf(await change(one.id, { start: '13:30' }))).toEqual([
      400,
      errorBody(attendanceMessages.endAfterStart),
    ]);
    expect(errorOf(await change(one.id, {}))).toEqual([400, errorBody(attendanceMessages.nothingToChange)]);

    // Once the class in the way is cancelled, the move goes through; taking the cancellation back then clashes.
    expect((await change(inTheWay.id, { cancelled: true })).statusCode).toBe(200);
    expect(classOf(await change(one.id, { start: '10:30', end: '11:30' }))).toMatchObject({ start: '10:30' });
    expect(errorOf(await change(inTheWay.id, { cancelled: false }))).toEqual([
      409,
      {
        error: attendanceMessages.instructorClash(
          'Imran Ali',
          `${section.courseName} (Morning)`,
          `${weekdayOf(date)} ${date}, 10:30–11:30`,
        ),
      },
    ]);
    const [row] = await t.db.select().from(classSessions).where(eq(classSessions.id, inTheWay.id));
    expect(row!.cancelled).toBe(true);
  });

  it('is not found for a class not there, or of a deleted section', async () => {
    const section = await newSection();
    const one = await createClassSession(t.db, section.id, { date: newDate() });
    await t.db.update(sections).set({ deletedAt: new Date() }).where(eq(sections.id, section.id));
    for (const id of [one.id, randomUUID()]) {
      expect(errorOf(await change(id, { cancelled: true }))).toEqual([
        404,
        errorBody(attendanceMessages.classNotFound),
      ]);
    }
  });
});

describe("a deleted course's classes", () => {
  it('go with it when still to come and unmarked, so they hold no room or instructor; the others stay', async () => {
    const teacher = await createStaff(t.db, { role: 'instructor' });
    const section = await newSection();
    const past = await createClassSession(t.db, section.id, { date: '2026-05-29', instructorId: teacher.id });
    const marked = await createClassSession(t.db, section.id, { date: '2026-06-01', startTime: '10:00' });
    await markClass(t.db, marked.id);
    await createClassSession(t.db, section.id, { date: '2026-06-05', instructorId: teacher.id });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/courses/${section.courseId}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.db.select().from(classSessions).where(eq(classSessions.sectionId, section.id));
    expect(left.map((row) => row.id).sort()).toEqual([past.id, marked.id].sort());

    const other = await newSection();
    const freed = await addExtra(other.id, {
      date: '2026-06-05',
      start: '09:00',
      end: '10:00',
      instructorId: teacher.id,
    });
    expect(freed.statusCode, freed.body).toBe(201);
  });
});
