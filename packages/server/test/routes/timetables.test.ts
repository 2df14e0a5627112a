import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { attendanceMessages, ifMatch, inputMessages, ledgerMessages, type Timetable } from '@campus/domain';
import { classSessions, holidays, sections, users } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  createAdmin,
  createClassSession,
  createSectionOfNewCourse,
  createStaff,
  markClass,
  newRoom,
} from '../helpers/fixtures.js';
import { errorOf, setClockInIndia } from '../helpers/requests.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let headers: Record<string, string>;
let teacher: Awaited<ReturnType<typeof createStaff>>;

const setNow = (dateTime: string) => setClockInIndia(t, dateTime);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.db);
  headers = await t.auth(admin.auth);
  teacher = await createStaff(t.db, { role: 'instructor', name: 'Asha Rao' });
  await t.db.insert(holidays).values({ date: '2026-06-10', name: 'Founders Day' });
});
afterAll(() => t.close());
// Monday 1 June 2026, 09:00 in India, unless a test moves it.
beforeEach(() => setNow('2026-06-01 09:00'));

const put = (sectionId: string, body: object, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/sections/${sectionId}/timetable`,
    headers: { ...headers, ...extra },
    payload: body,
  });
const get = async (sectionId: string) => {
  const res = await t.app.inject({ url: `/api/admin/sections/${sectionId}/timetable`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ timetable: Timetable }>(res).timetable;
};

/** The section's classes by date and time: "2026-06-01 10:00–11:00" (cancelled ones marked so). */
async function classesOf(sectionId: string) {
  const rows = await t.db
    .select()
    .from(classSessions)
    .where(eq(classSessions.sectionId, sectionId))
    .orderBy(asc(classSessions.date), asc(classSessions.startTime));
  return rows.map(
    (row) =>
      `${row.date} ${row.startTime.slice(0, 5)}–${row.endTime.slice(0, 5)}${row.room ? ` ${row.room}` : ''}` +
      (row.cancelled ? ' cancelled' : ''),
  );
}

const newSection = (name?: string) => createSectionOfNewCourse(t.db, name, 'Veena');

const mwf = (room: string | null, instructorId: string | null = null) =>
  [1, 3, 5].map((weekday) => ({ weekday, start: '10:00', end: '11:00', room, instructorId }));

describe("a section's timetable", () => {
  it('is empty at version 0 until set; setting it makes its classes from today on, the holiday left out', async () => {
    const section = await newSection();
    const owner = {
      sectionId: section.id,
      sectionName: 'Morning',
      courseId: section.courseId,
      courseName: section.courseName,
    };
    expect(await get(section.id)).toEqual({ ...owner, from: null, to: null, slots: [], version: 0 });
    const room = newRoom();

    const res = await put(
      section.id,
      { from: '2026-05-01', to: '2026-06-30', slots: mwf(room, teacher.id) },
      {
        'if-match': ifMatch(0),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { timetable, upcomingClasses } = json<{ timetable: Timetable; upcomingClasses: number }>(res);
    expect(upcomingClasses).toBe(12);
    expect(timetable).toEqual({
      ...owner,
      from: '2026-05-01',
      to: '2026-06-30',
      version: 1,
      slots: mwf(room, teacher.id).map((slot) => ({ ...slot, instructorName: 'Asha Rao' })),
    });
    expect(await get(section.id)).toEqual(timetable);
    // From today (Monday 1 June; its 10:00 class is still to come) to the 30th, without Wednesday the 10th.
    expect(await classesOf(section.id)).toEqual(
      [
        '2026-06-01',
        '2026-06-03',
        '2026-06-05',
        '2026-06-08',
        '2026-06-12',
        '2026-06-15',
        '2026-06-17',
        '2026-06-19',
        '2026-06-22',
        '2026-06-24',
        '2026-06-26',
        '2026-06-29',
      ].map((date) => `${date} 10:00–11:00 ${room}`),
    );

    const audit = await t.app.inject({ url: `/api/admin/audit?entityId=${section.id}`, headers });
    expect(json<{ items: { summary: string; changes: object }[] }>(audit).items[0]).toEqual(
      expect.objectContaining({
        summary: `Set the timetable of ${section.courseName}, section Morning: 3 classes a week, 12 coming classes made`,
        changes: {
          from: { from: null, to: '2026-05-01' },
          to: { from: null, to: '2026-06-30' },
          slots: {
            from: null,
            to: ['Monday', 'Wednesday', 'Friday'].map((day) => `${day} 10:00–11:00, room ${room}, Asha Rao`),
          },
        },
      }),
    );
  });

  it("does not make today's class that has begun", async () => {
    setNow('2026-06-01 10:00');
    const section = await newSection();
    expect((await put(section.id, { from: '2026-06-01', to: '2026-06-03', slots: mwf(null) })).statusCode).toBe(200);
    expect(await classesOf(section.id)).toEqual(['2026-06-03 10:00–11:00']);
  });

  it('is saved over only at the version read: a stale If-Match, or "0" once there is one, changes nothing', async () => {
    const section = await newSection();
    const body = { from: '2026-06-01', to: '2026-06-07', slots: mwf(null) };
    expect((await put(section.id, body)).statusCode).toBe(200);
    for (const version of [0, 2]) {
      expect(errorOf(await put(section.id, { ...body, slots: [] }, { 'if-match': ifMatch(version) }))).toEqual([
        409,
        errorBody(attendanceMessages.timetableChanged),
      ]);
    }
    expect((await get(section.id)).slots).toHaveLength(3);
    const second = await put(section.id, { ...body, slots: [] }, { 'if-match': ifMatch(1) });
    expect(json<{ timetable: Timetable }>(second).timetable).toMatchObject({ slots: [], version: 2 });
    expect(await classesOf(section.id)).toEqual([]);
  });

  it('refuses two slots that overlap, a range in the wrong order or over a year, and bad weekdays and times', async () => {
    const section = await newSection();
    const slot = { weekday: 1, start: '10:00', end: '11:00' };
    const cases: [object, string][] = [
      [{ slots: [slot, { ...slot, start: '10:30', end: '11:30' }] }, attendanceMessages.slotsOverlap],
      [{ slots: [{ ...slot, end: '09:00' }] }, attendanceMessages.endAfterStart],
      [{ slots: [{ ...slot, weekday: 8 }] }, attendanceMessages.weekday],
      [{ slots: [{ ...slot, start: '9:00' }] }, attendanceMessages.time('Start')],
      [{ from: '2026-07-01' }, ledgerMessages.fromAfterTo],
      [{ to: '2027-06-02' }, attendanceMessages.timetableTooLong],
      [{ from: '2026-02-30' }, inputMessages.dateDoesNotExist('2026-02-30')],
    ];
    for (const [change, error] of cases) {
      const res = await put(section.id, { from: '2026-06-01', to: '2026-06-30', slots: [slot], ...change });
      expect(errorOf(res), JSON.stringify(change)).toEqual([400, errorBody(error)]);
    }
    expect((await get(section.id)).version).toBe(0);
  });

  it('gives classes only to active instructors and admins', async () => {
    const section = await newSection();
    const accountant = await createStaff(t.db, { role: 'accountant' });
    const gone = await createStaff(t.db, { role: 'instructor' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    for (const instructorId of [accountant.id, gone.id, randomUUID()]) {
      expect(
        errorOf(await put(section.id, { from: '2026-06-01', to: '2026-06-30', slots: mwf(null, instructorId) })),
      ).toEqual([400, errorBody(attendanceMessages.notAnInstructor)]);
    }
    const res = await put(section.id, { from: '2026-06-01', to: '2026-06-07', slots: mwf(null, admin.id) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is not found for a section that is not there or deleted', async () => {
    const section = await newSection();
    await t.db.update(sections).set({ deletedAt: new Date() }).where(eq(sections.id, section.id));
    for (const id of [section.id, randomUUID()]) {
      expect(errorOf(await put(id, { from: '2026-06-01', to: '2026-06-07', slots: [] }))).toEqual([
        404,
        errorBody(attendanceMessages.sectionNotFound),
      ]);
      const read = await t.app.inject({ url: `/api/admin/sections/${id}/timetable`, headers });
      expect(errorOf(read)).toEqual([404, errorBody(attendanceMessages.sectionNotFound)]);
    }
  });
});

describe('changing a timetable', () => {
  it('makes its coming classes again; past, marked, extra and hand-changed classes stay as they were', async () => {
    const section = await newSection();
    // Set a week earlier: Monday 25 May, 08:00.
    setNow('2026-05-25 08:00');
    const first = await put(section.id, {
      from: '2026-05-25',
      to: '2026-06-14',
      slots: [1, 3].map((weekday) => ({ weekday, start: '10:00', end: '11:00', room: null })),
    });
    expect(first.statusCode, first.body).toBe(200);
    const byDate = async (date: string, start = '10:00:00') =>
      (
        await t.db
          .select()
          .from(classSessions)
          .where(
            and(
              eq(classSessions.sectionId, section.id),
              eq(classSessions.date, date),
              eq(classSessions.startTime, start),
            ),
          )
      )[0]!;
    const past = await byDate('2026-05-27');
    // Today's class, marked early in the day, before it began.
    const markedToday = await byDate('2026-06-01');
    await markClass(t.db, markedToday.id);
    const cancelled = await byDate('2026-06-08');
    await t.db.update(classSessions).set({ cancelled: true, version: 2 }).where(eq(classSessions.id, cancelled.id));
    const extra = await createClassSession(t.db, section.id, { date: '2026-06-09', startTime: '15:00' });

    setNow('2026-06-01 09:00');
    const res = await put(
      section.id,
      {
        from: '2026-05-25',
        to: '2026-06-10',
        slots: [
          { weekday: 1, start: '10:00', end: '11:00' },
          { weekday: 5, start: '14:00', end: '15:30', room: 'Lab' },
        ],
      },
      { 'if-match': ifMatch(1) },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await classesOf(section.id)).toEqual([
      // Past: as they were made.
      '2026-05-25 10:00–11:00',
      '2026-05-27 10:00–11:00',
      // Marked, so kept; its slot (Monday 10:00) is not made again that day.
      '2026-06-01 10:00–11:00',
      // Wednesday the 3rd is no longer in the pattern; Friday's class is new.
      '2026-06-05 14:00–15:30 Lab',
      '2026-06-08 10:00–11:00 cancelled',
      '2026-06-09 15:00–16:00',
      // Nothing after the 10th, the new end.
    ]);
    for (const kept of [past, markedToday, cancelled, extra]) {
      expect(await t.db.$count(classSessions, eq(classSessions.id, kept.id)), kept.date).toBe(1);
    }
  });

  it('refuses a class whose instructor teaches elsewhere then, naming them, the section and the time', async () => {
    const busy = await createStaff(t.db, { role: 'instructor', name: 'Vikram Shah' });
    const taken = await newSection('Evening');
    expect((await put(taken.id, { from: '2026-06-01', to: '2026-06-30', slots: mwf(null, busy.id) })).statusCode).toBe(
      200,
    );

    const section = await newSection();
    const overlapping = [{ weekday: 3, start: '10:30', end: '11:30', instructorId: busy.id }];
    const res = await put(section.id, { from: '2026-06-01', to: '2026-06-30', slots: overlapping });
    expect(errorOf(res)).toEqual([
      409,
      {
        error: attendanceMessages.instructorClash(
          'Vikram Shah',
          `${taken.courseName} (Evening)`,
          'Wednesday 2026-06-03, 10:00–11:00',
        ),
      },
    ]);
    expect(await get(section.id)).toMatchObject({ version: 0, slots: [] });
    expect(await classesOf(section.id)).toEqual([]);

    // Back to back is no clash, nor a class of the other section after it was cancelled.
    const after = [{ weekday: 3, start: '11:00', end: '12:00', instructorId: busy.id }];
    expect((await put(section.id, { from: '2026-06-01', to: '2026-06-30', slots: after })).statusCode).toBe(200);
    await t.db
      .update(classSessions)
      .set({ cancelled: true })
      .where(and(eq(classSessions.sectionId, taken.id), eq(classSessions.date, '2026-06-03')));
    const once = await put(section.id, { from: '2026-06-03', to: '2026-06-03', slots: overlapping });
    expect(once.statusCode, once.body).toBe(200);
  });

  it('refuses a class in a room taken then, whatever the case of its name', async () => {
    const room = newRoom();
    const taken = await newSection('Weekend');
    expect((await put(taken.id, { from: '2026-06-01', to: '2026-06-30', slots: mwf(room) })).statusCode).toBe(200);
    const section = await newSection();
    const slots = [{ weekday: 5, start: '09:00', end: '10:30', room: room.toLowerCase() }];
    expect(errorOf(await put(section.id, { from: '2026-06-01', to: '2026-06-30', slots }))).toEqual([
      409,
      errorBody(attendanceMessages.roomClash(room, `${taken.courseName} (Weekend)`, 'Friday 2026-06-05, 10:00–11:00')),
    ]);
  });

  it('lets only one of two timetables saved at once over the same version win', async () => {
    const section = await newSection();
    const body = (start: string) => ({
      from: '2026-06-01',
      to: '2026-06-30',
      slots: [{ weekday: 2, start, end: '18:00', room: null }],
    });
    const results = await Promise.all(
      ['16:00', '17:00'].map((start) => put(section.id, body(start), { 'if-match': ifMatch(0) })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)!.json()).toEqual(
      errorBody(attendanceMessages.timetableChanged),
    );
    const winner = json<{ timetable: Timetable }>(results.find((res) => res.statusCode === 200)!).timetable;
    expect(await get(section.id)).toEqual(winner);
    expect(await classesOf(section.id)).toHaveLength(5);
  });

  it('lets only one of two sections saved at once have the same instructor at the same time', async () => {
    const instructor = await createStaff(t.db, { role: 'instructor', name: 'Kiran Das' });
    const a = await newSection('A');
    const b = await newSection('B');
    const body = { from: '2026-06-01', to: '2026-06-30', slots: mwf(null, instructor.id) };
    const results = await Promise.all([put(a.id, body), put(b.id, body)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const [won, lost] = results[0]!.statusCode === 200 ? [a, b] : [b, a];
    expect(results.find((res) => res.statusCode === 409)!.json()).toEqual({
      error: attendanceMessages.instructorClash(
        'Kiran Das',
        `${won.courseName} (${won.name})`,
        'Monday 2026-06-01, 10:00–11:00',
      ),
    });
    // Every Monday, Wednesday and Friday of June but the holiday on Wednesday the 10th.
    expect(await classesOf(won.id)).toHaveLength(12);
    expect(await classesOf(lost.id)).toEqual([]);
  });
  // Only a server can hold a class uncommitted in another connection while the timetable is saved; PGlite has one
  // connection, so there the check before the write always sees the other class.
  if (process.env.DATABASE_URL) {
    it('names the class the database refused it for, written by another request at the same moment', async () => {
      const instructor = await createStaff(t.db, { role: 'instructor', name: 'Meena Iyer' });
      const other = await newSection('Other');
      const section = await newSection();
      let saving: ReturnType<typeof put> | undefined;
      await t.db.transaction(async (tx) => {
        await tx.insert(classSessions).values({
          sectionId: other.id,
          date: '2026-06-03',
          startTime: '10:00',
          endTime: '11:00',
          instructorId: instructor.id,
        });
        saving = put(section.id, { from: '2026-06-01', to: '2026-06-07', slots: mwf(null, instructor.id) });
        // The save waits on the exclusion constraint for this transaction's class.
        await vi.waitFor(async () => {
          await tx.execute(sql`select pg_stat_clear_snapshot()`);
          const { rows } = (await tx.execute(
            sql`select count(*)::int as waiting from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { waiting: number }[] };
          expect(rows[0]!.waiting).toBe(1);
        }, 10_000);
      });
      expect(errorOf(await saving!)).toEqual([
        409,
        {
          error: attendanceMessages.instructorClash(
            'Meena Iyer',
            `${other.courseName} (Other)`,
            'Wednesday 2026-06-03, 10:00–11:00',
          ),
        },
      ]);
      expect(await classesOf(section.id)).toEqual([]);
    });
  }
});
