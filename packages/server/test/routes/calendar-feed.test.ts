import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceMessages, messages, type AuditEvent, type CalendarLink } from '@campus/domain';
import { users } from '../../src/db/schema.js';
import { classDates } from '../../src/lib/class-dates.js';
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
import { adminHeaders, answerOf } from '../helpers/requests.js';
import { errorBody } from '../../src/lib/errors.js';

/** Wednesday 9 December 2026, 10:00 in India. */
const CLOCK = new Date('2026-12-09T04:30:00Z');

let t: TestApp;
let student: Awaited<ReturnType<typeof createStudent>>;
let other: Awaited<ReturnType<typeof createStudent>>;
let studentHeaders: Record<string, string>;
/** The days of the Monday, Wednesday and Friday classes (two weeks, the holiday left out) and the holiday. */
let mwfDays: string[];
const HOLIDAY = '2026-12-16';
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ clockStart: CLOCK, publicUrl: 'https://campus.example' });
  const teacher = await createStaff(t.db, { role: 'instructor', name: 'Meera Teacher' });
  student = await createStudent(t.db, { name: 'Anita Student' });
  other = await createStudent(t.db, { name: 'Bilal Student' });
  studentHeaders = await t.auth(student.auth);
  const course = await createCourse(t.db, { name: 'Data Structures' });
  await enroll(t.db, student.id, course);
  const sectionId = await mainSection(t.db, course.id);
  await createHoliday(t.db, HOLIDAY, 'Founders Day');
  const holidays = new Set([HOLIDAY]);
  mwfDays = [1, 3, 5].flatMap((weekday) => classDates(weekday, '2026-12-07', '2026-12-18', holidays)).sort();
  for (const date of mwfDays) {
    const session = await createClassSession(t.db, sectionId, {
      date,
      startTime: '09:30',
      endTime: '11:00',
      room: 'Lab 1',
      instructorId: teacher.id,
    });
    ids[date] = session.id;
  }
  ids.cancelled = (await createClassSession(t.db, sectionId, { date: '2026-12-19', cancelled: true, version: 2 })).id;
  // The feed runs from 30 days back to 180 ahead: 9 November 2026 to 7 June 2027.
  for (const date of ['2026-11-08', '2026-11-09', '2027-06-07', '2027-06-08']) {
    ids[date] = (await createClassSession(t.db, sectionId, { date })).id;
  }
  const otherCourse = await createCourse(t.db);
  await enroll(t.db, other.id, otherCourse);
  ids.others = (
    await createClassSession(t.db, (await createSection(t.db, otherCourse.id)).id, { date: '2026-12-10' })
  ).id;
});
afterAll(() => t.close());

const linkOf = async (method: 'GET' | 'POST') =>
  (await answerOf<CalendarLink>(t, studentHeaders, '/api/timetable/me/calendar-link', { method })).url;
/** The feed at a link's address, fetched as a calendar app does: no sign-in. */
const fetchFeed = (url: string) => t.app.inject({ url: new URL(url).pathname });

interface FeedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  status: string;
  sequence: number;
  zone: string;
  /** The local date and time the event starts and ends at, as written (YYYY-MM-DD HH:MM). */
  localStart: string;
  localEnd: string;
  start: Date;
  end: Date;
}

/** The feed's events as ical.js reads them, with its time zones registered as a calendar app would. */
function readFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const local = (time: ICAL.Time) =>
    `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')} ` +
    `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: String(component.getFirstPropertyValue('status')),
      sequence: event.sequence,
      zone: String(component.getFirstProperty('dtstart')!.getParameter('tzid')),
      localStart: local(event.startDate),
      localEnd: local(event.endDate),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
}

describe("a student's calendar feed", () => {
  it('has one link, made on the first ask, whose feed is iCalendar for no shared cache to keep', async () => {
    const [{ calendarToken: before }] = (await t.db
      .select({ calendarToken: users.calendarToken })
      .from(users)
      .where(eq(users.id, student.id))) as [{ calendarToken: string | null }];
    expect(before).toBeNull();
    const url = await linkOf('GET');
    expect(url).toMatch(/^https:\/\/campus\.example\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(await linkOf('GET')).toBe(url);

    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it("shows the student's classes at their times in India, with the zone stated, and the holiday's gap", async () => {
    const events = readFeed((await fetchFeed(await linkOf('GET'))).body);
    const mwf = events.filter((event) => event.localStart.endsWith('09:30'));
    expect(mwf.map((event) => event.localStart.slice(0, 10))).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-11',
      '2026-12-14',
      '2026-12-18',
    ]);
    expect(mwfDays).not.toContain(HOLIDAY);
    expect(events.some((event) => event.localStart.startsWith(HOLIDAY))).toBe(false);
    for (const event of mwf) {
      const date = event.localStart.slice(0, 10);
      expect(event).toMatchObject({
        uid: `${ids[date]}@campus.example`,
        summary: 'Data Structures (Main)',
        location: 'Lab 1',
        description: 'Meera Teacher',
        status: 'CONFIRMED',
        zone: 'Asia/Kolkata',
        localEnd: `${date} 11:00`,
      });
      // 09:30 in India is 04:00 UTC, whatever zone the server runs in.
      expect(event.start).toEqual(new Date(`${date}T04:00:00Z`));
      expect(event.end).toEqual(new Date(`${date}T05:30:00Z`));
    }
  });

  it('keeps a cancelled class as cancelled, from 30 days back to 180 ahead, and nobody else’s classes', async () => {
    const events = readFeed((await fetchFeed(await linkOf('GET'))).body);
    const cancelled = events.find((event) => event.uid.startsWith(ids.cancelled!));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', sequence: 2, localStart: '2026-12-19 09:00' });
    const days = events.map((event) => event.localStart.slice(0, 10));
    expect(days).toContain('2026-11-09');
    expect(days).toContain('2027-06-07');
    expect(days).not.toContain('2026-11-08');
    expect(days).not.toContain('2027-06-08');
    expect(events).toHaveLength(mwfDays.length + 3);
    expect(events.some((event) => event.uid.startsWith(ids.others!))).toBe(false);
  });

  it('gets a new link on reset, audited; the old one then answers 404, as does an unknown one', async () => {
    const old = await linkOf('GET');
    const fresh = await linkOf('POST');
    expect(fresh).not.toBe(old);
    expect(await linkOf('GET')).toBe(fresh);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    const gone = await fetchFeed(old);
    expect([gone.statusCode, json(gone)]).toEqual([404, errorBody(attendanceMessages.calendarLinkUnknown)]);
    expect(gone.headers['content-type']).toMatch(/^application\/json/);
    for (const path of ['/api/calendar/nonsense.ics', `/api/calendar/${'A'.repeat(43)}.ics`, '/api/calendar/.ics']) {
      const res = await t.app.inject({ url: path });
      expect([res.statusCode, json(res)], path).toEqual([404, errorBody(attendanceMessages.calendarLinkUnknown)]);
    }

    const audit = await answerOf<{ items: AuditEvent[] }>(
      t,
      await adminHeaders(t),
      `/api/admin/audit?action=calendar_link.reset&studentId=${student.id}`,
    );
    expect(audit.items).toMatchObject([
      {
        actor: { _id: student.id },
        entityType: 'student',
        entityId: student.id,
        studentId: student.id,
        summary: 'Reset their calendar link: the old one no longer works',
        changes: {},
      },
    ]);
  });

  it('stops working for a deleted student, and gives staff no link', async () => {
    await t.app.inject({ method: 'GET', url: '/api/timetable/me/calendar-link', headers: await t.auth(other.auth) });
    const [{ token }] = (await t.db
      .select({ token: users.calendarToken })
      .from(users)
      .where(and(eq(users.id, other.id)))) as [{ token: string }];
    expect((await t.app.inject({ url: `/api/calendar/${token}.ics` })).statusCode).toBe(200);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, other.id));
    expect((await t.app.inject({ url: `/api/calendar/${token}.ics` })).statusCode).toBe(404);

    const staff = await createStaff(t.db, { role: 'instructor' });
    const res = await t.app.inject({ url: '/api/timetable/me/calendar-link', headers: await t.auth(staff.auth) });
    expect([res.statusCode, json(res)]).toEqual([403, errorBody(messages.auth.forbidden)]);
  });
});
