import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendanceMessages, inputMessages, ledgerMessages, type Holiday } from '@campus/domain';
import { classSessions, courses } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import { createClassSession, createSectionOfNewCourse, createStaff, markClass } from '../helpers/fixtures.js';
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

const list = (query: string, headers = admin) => t.app.inject({ url: `/api/admin/holidays?${query}`, headers });
const add = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/holidays', headers: admin, payload });
const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/holidays/${id}`, headers: admin });
const holidayOf = (res: { json(): unknown }) => (res.json() as { holiday: Holiday }).holiday;

const newSection = (name?: string) => createSectionOfNewCourse(t.db, name, 'Mridangam');
const putTimetable = (sectionId: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/sections/${sectionId}/timetable`, headers: admin, payload: body });
/** The section's classes on a day, by time: "10:00–11:00", with "marked", "extra" or "cancelled" when so. */
async function classesOn(sectionId: string, date: string) {
  const rows = await t.db
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.sectionId, sectionId), eq(classSessions.date, date)))
    .orderBy(asc(classSessions.startTime));
  return rows.map((row) =>
    [
      `${row.startTime.slice(0, 5)}–${row.endTime.slice(0, 5)}`,
      ...(row.markedAt ? ['marked'] : []),
      ...(row.slotId ? [] : ['extra']),
      ...(row.cancelled ? ['cancelled'] : []),
    ].join(' '),
  );
}

describe('holidays', () => {
  it('are listed by date to every staff member, within from and to', async () => {
    for (const [date, name] of [
      ['2026-08-15', 'Independence Day'],
      ['2026-01-26', 'Republic Day'],
      ['2026-10-02', 'Gandhi Jayanti'],
    ]) {
      expect((await add({ date, name })).statusCode).toBe(201);
    }
    const instructor = await t.auth((await createStaff(t.db, { role: 'instructor' })).auth);
    const all = json<{ holidays: Holiday[] }>(await list('', instructor)).holidays;
    expect(all.map((holiday) => [holiday.date, holiday.name])).toEqual([
      ['2026-01-26', 'Republic Day'],
      ['2026-08-15', 'Independence Day'],
      ['2026-10-02', 'Gandhi Jayanti'],
    ]);
    const some = json<{ holidays: Holiday[] }>(await list('from=2026-08-15&to=2026-10-01')).holidays;
    expect(some.map((holiday) => holiday.name)).toEqual(['Independence Day']);
    expect(errorOf(await list('from=2026-10-01&to=2026-08-15'))).toEqual([400, errorBody(ledgerMessages.fromAfterTo)]);
  });

  it('are one a day, with a name and a date that exists', async () => {
    const first = await add({ date: '2026-11-08', name: ' Diwali ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(holidayOf(first)).toEqual({ _id: expect.any(String), date: '2026-11-08', name: 'Diwali' });
    expect(errorOf(await add({ date: '2026-11-08', name: 'Deepavali' }))).toEqual([
      409,
      errorBody(attendanceMessages.holidayTaken),
    ]);
    expect(errorOf(await add({ date: '2026-02-30', name: 'Nothing' }))).toEqual([
      400,
      errorBody(inputMessages.dateDoesNotExist('2026-02-30')),
    ]);
    expect((await add({ date: '2026-11-09', name: '' })).statusCode).toBe(400);
    expect(errorOf(await remove(randomUUID()))).toEqual([404, errorBody(attendanceMessages.holidayNotFound)]);
  });

  it("take off the day's classes made from timetables; marked and extra classes stay", async () => {
    const section = await newSection();
    const slots = [
      { weekday: 3, start: '08:00', end: '09:00' },
      { weekday: 3, start: '10:00', end: '11:00' },
    ];
    expect((await putTimetable(section.id, { from: '2026-06-01', to: '2026-06-30', slots })).statusCode).toBe(200);
    const [early] = await t.db
      .select()
      .from(classSessions)
      .where(and(eq(classSessions.sectionId, section.id), eq(classSessions.date, '2026-06-17')))
      .orderBy(asc(classSessions.startTime));
    await markClass(t.db, early!.id);
    await createClassSession(t.db, section.id, { date: '2026-06-17', startTime: '14:00' });
    expect(await classesOn(section.id, '2026-06-17')).toEqual([
      '08:00–09:00 marked',
      '10:00–11:00',
      '14:00–15:00 extra',
    ]);

    const res = await add({ date: '2026-06-17', name: 'Muharram' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await classesOn(section.id, '2026-06-17')).toEqual(['08:00–09:00 marked', '14:00–15:00 extra']);
    // Other days keep theirs.
    expect(await classesOn(section.id, '2026-06-24')).toEqual(['08:00–09:00', '10:00–11:00']);
    const audit = await t.app.inject({ url: `/api/admin/audit?entityId=${holidayOf(res)._id}`, headers: admin });
    expect(json<{ items: { summary: string }[] }>(audit).items[0]!.summary).toBe(
      'Added the holiday Muharram on 2026-06-17, taking off 1 class',
    );
  });

  it('removed, give the day back its classes from the timetables in force, those not yet begun', async () => {
    const section = await newSection();
    const holiday = holidayOf(await add({ date: '2026-06-02', name: 'Bank holiday' }));
    const today = holidayOf(await add({ date: '2026-06-01', name: 'Local holiday' }));
    const slots = [
      { weekday: 1, start: '08:00', end: '09:00' },
      { weekday: 1, start: '10:00', end: '11:00' },
      { weekday: 2, start: '10:00', end: '11:00' },
    ];
    expect((await putTimetable(section.id, { from: '2026-06-01', to: '2026-06-30', slots })).statusCode).toBe(200);
    expect(await classesOn(section.id, '2026-06-02')).toEqual([]);
    // A deleted course's timetable makes nothing.
    const deleted = await newSection();
    expect((await putTimetable(deleted.id, { from: '2026-06-01', to: '2026-06-30', slots })).statusCode).toBe(200);
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, deleted.courseId));

    const res = await remove(holiday._id);
    expect([res.statusCode, res.json()]).toEqual([200, { message: attendanceMessages.holidayRemoved }]);
    expect(await classesOn(section.id, '2026-06-02')).toEqual(['10:00–11:00']);
    expect(await classesOn(deleted.id, '2026-06-02')).toEqual([]);
    expect(json<{ holidays: Holiday[] }>(await list('from=2026-06-02&to=2026-06-02')).holidays).toEqual([]);

    // Today at 09:00: only the 10:00 class is still to come.
    expect((await remove(today._id)).statusCode).toBe(200);
    expect(await classesOn(section.id, '2026-06-01')).toEqual(['10:00–11:00']);
    const audit = await t.app.inject({ url: `/api/admin/audit?entityId=${today._id}`, headers: admin });
    expect(json<{ items: { summary: string }[] }>(audit).items[0]!.summary).toBe(
      'Removed the holiday Local holiday on 2026-06-01, putting back 1 class',
    );
  });

  it('stays when a class it would give back clashes with one added on that day meanwhile', async () => {
    const teacher = await createStaff(t.db, { role: 'instructor', name: 'Lata Joshi' });
    const section = await newSection();
    const holiday = holidayOf(await add({ date: '2026-06-09', name: 'Exam day' }));
    const slots = [{ weekday: 2, start: '10:00', end: '11:00', instructorId: teacher.id }];
    expect((await putTimetable(section.id, { from: '2026-06-01', to: '2026-06-30', slots })).statusCode).toBe(200);
    const other = await newSection('Special');
    await createClassSession(t.db, other.id, { date: '2026-06-09', startTime: '10:30', instructorId: teacher.id });

    expect(errorOf(await remove(holiday._id))).toEqual([
      409,
      {
        error: attendanceMessages.instructorClash(
          'Lata Joshi',
          `${other.courseName} (Special)`,
          'Tuesday 2026-06-09, 10:30–11:30',
        ),
      },
    ]);
    expect(json<{ holidays: Holiday[] }>(await list('from=2026-06-09&to=2026-06-09')).holidays).toHaveLength(1);
    expect(await classesOn(section.id, '2026-06-09')).toEqual([]);
  });
});
