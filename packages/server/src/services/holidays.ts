import { attendanceMessages, auditSummaries, type Holiday, type HolidayInput } from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { isUniqueViolation } from '../lib/database-errors.js';
import { conflict, notFound } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import { deletePatternClassesOn } from '../repositories/class-sessions.js';
import { deleteHoliday, HOLIDAY_DATE_INDEX, insertHoliday, lockHolidays } from '../repositories/holidays.js';
import { slotsMeetingOn } from '../repositories/timetables.js';
import { insertWithoutClash } from './class-sessions.js';
import type { DataContext, ServiceContext } from './context.js';
import { classesOfSlots } from './timetables.js';

/**
 * Adds a holiday: the day's classes made from timetables go, unless attendance was marked at them; extra classes
 * stay. One day has one holiday (409).
 */
export async function addHoliday({ db }: DataContext, actorId: string, input: HolidayInput): Promise<Holiday> {
  try {
    return await transaction(db, async (tx) => {
      await lockHolidays(tx, 'exclusive');
      const holiday = await insertHoliday(tx, input);
      const classesRemoved = await deletePatternClassesOn(tx, holiday.date);
      await recordEvent(tx, {
        actor: { id: actorId },
        action: 'holiday.added',
        entityType: 'holiday',
        entityId: holiday._id,
        summary: auditSummaries.holidayAdded(holiday.name, holiday.date, classesRemoved),
        changes: { date: { from: null, to: holiday.date }, name: { from: null, to: holiday.name } },
      });
      return holiday;
    });
  } catch (error) {
    if (isUniqueViolation(error, HOLIDAY_DATE_INDEX)) throw conflict(attendanceMessages.holidayTaken);
    throw error;
  }
}

/**
 * Removes a holiday: the timetables in force that day make its classes again, those not yet begun. A class that would
 * clash with one added that day meanwhile keeps the holiday (409).
 */
export async function removeHoliday({ db, now }: ServiceContext, actorId: string, id: string): Promise<void> {
  await transaction(db, async (tx) => {
    await lockHolidays(tx, 'exclusive');
    const holiday = await deleteHoliday(tx, id);
    if (!holiday) throw notFound(attendanceMessages.holidayNotFound);
    const slots = await slotsMeetingOn(tx, holiday.date);
    const classes = await classesOfSlots(tx, slots, holiday.date, holiday.date, now());
    await insertWithoutClash(tx, classes);
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'holiday.removed',
      entityType: 'holiday',
      entityId: id,
      summary: auditSummaries.holidayRemoved(holiday.name, holiday.date, classes.length),
      changes: { date: { from: holiday.date, to: null }, name: { from: holiday.name, to: null } },
    });
  });
}
