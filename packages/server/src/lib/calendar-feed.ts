import { TZDate } from '@date-fns/tz';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import type { StudentClass } from '../repositories/student-timetable.js';

const INDIA = 'Asia/Kolkata';

/**
 * India's time zone as iCalendar states it (RFC 5545 wants a VTIMEZONE for every TZID used): +05:30 all year, with no
 * daylight saving time since 1945, so one STANDARD rule covers every class.
 */
const INDIA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${INDIA}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** A class's date and time of day (India's) as the moment it is, seen from India, as ical-generator writes it. */
const inIndia = (date: string, time: string) => new TZDate(Date.parse(`${date}T${time}:00+05:30`), INDIA);

/**
 * A student's classes as an iCalendar feed: times in India's zone with the zone stated, each class an event whose UID
 * stays and whose SEQUENCE follows its changes, so a subscribed calendar moves it; a cancelled class stays in the feed
 * as cancelled (STATUS:CANCELLED), which takes it off the calendars that had it.
 */
export function calendarFeed(
  classes: StudentClass[],
  { institute, host, now }: { institute: string; host: string; now: Date },
): string {
  const calendar = new ICalCalendar({
    name: `${institute} timetable`,
    prodId: { company: institute, product: 'Campus', language: 'EN' },
    ttl: 60 * 60,
    // Named on each event, not on the calendar: a calendar's zone would write DTSTAMP in it, which must be in UTC.
    timezone: { name: null, generator: (zone) => (zone === INDIA ? INDIA_VTIMEZONE : null) },
  });
  calendar.x([['X-WR-TIMEZONE', INDIA]]);
  for (const session of classes) {
    calendar.createEvent({
      id: `${session._id}@${host}`,
      sequence: session.version,
      stamp: now,
      start: inIndia(session.date, session.start),
      end: inIndia(session.date, session.end),
      timezone: INDIA,
      summary: `${session.courseName} (${session.sectionName})`,
      location: session.room,
      description: session.instructorName,
      status: session.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** Where a calendar app fetches the feed of the student holding this token. */
export const calendarFeedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;
