import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Holiday } from '@campus/domain';
import type { Db } from '../db/client.js';
import { holidays } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

export const HOLIDAY_DATE_INDEX = 'holidays_date_key';
/** Beside the migrations' and the email outbox's advisory locks (724_311, 724_312). */
const HOLIDAYS_LOCK_ID = 724_313;

const holidayColumns = { _id: holidays.id, date: holidays.date, name: holidays.name };

/** The holidays from `from` to `to` (both included, either may be left out), by date. */
export function listHolidays(db: Db, { from, to }: { from?: string; to?: string }): Promise<Holiday[]> {
  return db
    .select(holidayColumns)
    .from(holidays)
    .where(and(from ? gte(holidays.date, from) : undefined, to ? lte(holidays.date, to) : undefined))
    .orderBy(asc(holidays.date));
}

/** The days from `from` to `to` that are holidays. */
export async function holidayDates(db: Db, from: string, to: string): Promise<Set<string>> {
  return new Set((await listHolidays(db, { from, to })).map((holiday) => holiday.date));
}

export async function insertHoliday(tx: Tx, holiday: { date: string; name: string }): Promise<Holiday> {
  const [row] = await tx.insert(holidays).values(holiday).returning(holidayColumns);
  return row!;
}

/** Removes a holiday; what it was, or undefined when there was none. */
export async function deleteHoliday(tx: Tx, id: string): Promise<Holiday | undefined> {
  const [row] = await tx.delete(holidays).where(eq(holidays.id, id)).returning(holidayColumns);
  return row;
}

/**
 * Holidays are added and removed one at a time (`exclusive`), and not while a timetable makes its classes (which
 * takes it shared): a class is never made on a day that became a holiday meanwhile, nor left out for one removed.
 */
export async function lockHolidays(tx: Tx, mode: 'shared' | 'exclusive') {
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${HOLIDAYS_LOCK_ID})`
      : sql`select pg_advisory_xact_lock(${HOLIDAYS_LOCK_ID})`,
  );
}
