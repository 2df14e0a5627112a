import { attendanceMessages } from './messages.js';
import { dateTimeInIndia } from './receipts.js';

/** Monday is 1 and Sunday 7 (ISO 8601), as the timetable's slots number them. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const TIME_SHAPE = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A timetable covers a term: at most a year. */
export const TIMETABLE_MAX_DAYS = 366;
export const TIMETABLE_SLOTS_MAX = 50;
export const SECTION_CAPACITY_MAX = 1000;
/** The section every course has, which students join unless another is named. */
export const MAIN_SECTION_NAME = 'Main';

/** Minutes since midnight of a time written HH:MM. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

export interface TimeRange {
  start: string;
  end: string;
}

/** Whether two times of the same day overlap; one ending as the other starts does not. */
export const rangesOverlap = (a: TimeRange, b: TimeRange) =>
  minutesOf(a.start) < minutesOf(b.end) && minutesOf(b.start) < minutesOf(a.end);

export interface WeeklySlot extends TimeRange {
  weekday: number;
}

/** Why a section's weekly slots cannot stand together, or null: each ends after it starts, and none overlap. */
export function slotsProblem(slots: readonly WeeklySlot[]): string | null {
  if (slots.some((slot) => minutesOf(slot.end) <= minutesOf(slot.start))) return attendanceMessages.endAfterStart;
  const overlapping = slots.some((slot, i) =>
    slots.some((other, j) => j > i && other.weekday === slot.weekday && rangesOverlap(slot, other)),
  );
  return overlapping ? attendanceMessages.slotsOverlap : null;
}

/** How a class's time reads in a message: "Wednesday 2026-12-02, 09:00–10:00". */
export function classTime(date: string, { start, end }: TimeRange): string {
  const weekday = WEEKDAY_NAMES[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
  return `${weekday} ${date}, ${start}–${end}`;
}

/**
 * Whether a class has begun at `now`: its date and start time (India's) are not after the minute `now` falls in, in
 * India. A class that has begun is in the past for the timetable: it is never regenerated or moved.
 */
export function classHasStarted({ date, start }: { date: string; start: string }, now: Date): boolean {
  return `${date} ${start}` <= dateTimeInIndia(now);
}
