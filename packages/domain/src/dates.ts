import { ledgerMessages } from './messages.js';

/** How a date is written: YYYY-MM-DD. */
export const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a YYYY-MM-DD date exists on the calendar: 2025-02-30 does not, nor does year 0000 (the year before 1 is
 * 1 BC). The rule behind `isoDateSchema`, for code that must not load zod (the web app's address filters).
 */
export function isRealDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (year === 0) return false;
  const calendar = new Date(0);
  calendar.setUTCFullYear(year, month - 1, day);
  return calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many calendar days from `from` to `to`, both included (0 or less when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}

/** A date written as YYYY-MM-DD that exists. */
export const isIsoDate = (value: string): value is string => DATE_SHAPE.test(value) && isRealDate(value);

/** How a record's id is written (a UUID). */
export const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is written as a record's id. */
export const isId = (value: string): value is string => ID_SHAPE.test(value);

/**
 * Why a From–To range of days (YYYY-MM-DD, either may be left out) is refused, or null: From after To. One rule for
 * every range, the API's queries and the pages' date fields alike.
 */
export function dateRangeViolation(from: string | undefined, to: string | undefined): string | null {
  return from && to && from > to ? ledgerMessages.fromAfterTo : null;
}
