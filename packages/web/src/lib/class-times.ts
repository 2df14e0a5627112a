import { dateFormat } from './i18n';

// In UTC: the date is a calendar day, the same wherever the browser is.
const DAY = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
} as const;

/**
 * A class's day (YYYY-MM-DD) as a student's timetable and history show it, short for a phone: "Wed, 4 Mar"; with
 * `year`, "Wed, 4 Mar 2026". (lib/format-day.ts has the staff pages' long form.)
 */
export const formatClassDay = (date: string, { year = false } = {}): string =>
  `${dateFormat(DAY).format(new Date(`${date}T00:00:00Z`))}${year ? ` ${date.slice(0, 4)}` : ''}`;

/** A class's hours as the timetable writes them (India's clock, HH:MM), "09:00–10:30". */
export const formatHours = ({ start, end }: { start: string; end: string }): string => `${start}–${end}`;
