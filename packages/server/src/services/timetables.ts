import {
  addDays,
  attendanceMessages,
  auditSummaries,
  classHasStarted,
  dateInIndia,
  dateTimeInIndia,
  WEEKDAY_NAMES,
  type MyTimetableQuery,
  type Timetable,
  type TimetableInput,
} from '@campus/domain';
import { transaction, type Tx } from '../db/transaction.js';
import { changesBetween, type AuditSnapshot } from '../lib/audit-changes.js';
import { classDates } from '../lib/class-dates.js';
import { conflict } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import {
  countComingClasses,
  deleteRegeneratedClasses,
  slotDaysTaken,
  type NewClassSession,
} from '../repositories/class-sessions.js';
import { holidayDates, lockHolidays } from '../repositories/holidays.js';
import { holidaysBetween, studentClasses } from '../repositories/student-timetable.js';
import {
  deleteSlots,
  findTimetable,
  insertSlots,
  saveTimetableRange,
  slotsOf,
  timetableVersion,
  updateSlot,
  type SlotFields,
  type SlotRow,
} from '../repositories/timetables.js';
import { insertWithoutClash, refuseNonTeachers } from './class-sessions.js';
import type { DataContext } from './context.js';
import { lockExistingSection } from './sections.js';

const sameSlot = (a: SlotFields, b: SlotFields) =>
  a.weekday === b.weekday &&
  a.start === b.start &&
  a.end === b.end &&
  a.room === b.room &&
  a.instructorId === b.instructorId;

/**
 * Makes the section's slots these: a slot kept as it was keeps its row, a changed one takes over a row no longer
 * needed (so the classes it made that stay, past or marked, still count as made from the timetable), and rows left
 * over go. The slots in force.
 */
async function replaceSlots(tx: Tx, sectionId: string, wanted: SlotFields[]): Promise<SlotRow[]> {
  const spare = await slotsOf(tx, sectionId);
  const kept: SlotRow[] = [];
  const changed: SlotFields[] = [];
  for (const slot of wanted) {
    const same = spare.findIndex((row) => sameSlot(row, slot));
    if (same >= 0) kept.push(...spare.splice(same, 1));
    else changed.push(slot);
  }
  const added: SlotFields[] = [];
  for (const slot of changed) {
    const row = spare.shift();
    if (!row) {
      added.push(slot);
      continue;
    }
    await updateSlot(tx, row.id, slot);
    kept.push({ ...row, ...slot });
  }
  await deleteSlots(
    tx,
    spare.map((row) => row.id),
  );
  return [...kept, ...(await insertSlots(tx, sectionId, added))];
}

/** The classes that the slots make from `from` to `to`: on no holiday, not yet begun, not already there. */
export async function classesOfSlots(
  tx: Tx,
  slots: SlotRow[],
  from: string,
  to: string,
  now: Date,
): Promise<NewClassSession[]> {
  if (from > to) return [];
  const holidays = await holidayDates(tx, from, to);
  const taken = await slotDaysTaken(
    tx,
    slots.map((slot) => slot.id),
    from,
  );
  return slots.flatMap((slot) =>
    classDates(slot.weekday, from, to, holidays)
      .filter((date) => !taken.has(`${slot.id} ${date}`) && !classHasStarted({ date, start: slot.start }, now))
      .map((date) => ({ ...slot, slotId: slot.id, date })),
  );
}

/** A timetable as the audit trail shows it: its range and each slot in words. */
const auditedTimetable = (timetable: Timetable): AuditSnapshot => ({
  from: timetable.from,
  to: timetable.to,
  slots: timetable.slots.map(
    (slot) =>
      `${WEEKDAY_NAMES[slot.weekday - 1]} ${slot.start}–${slot.end}` +
      (slot.room ? `, room ${slot.room}` : '') +
      (slot.instructorName ? `, ${slot.instructorName}` : ''),
  ),
});

/**
 * Sets a section's weekly timetable and makes its classes again: those to come that were made from the old pattern,
 * unmarked and never changed one by one, are replaced by the new pattern's, from today (or `from`) to `to`, holidays
 * left out. Past classes, marked ones, extra ones and those moved or cancelled by hand stay. A class that would clash
 * with another (its instructor or room busy then) refuses the whole change (409). `expectedVersion` (If-Match) is the
 * timetable version read, 0 before the first.
 */
export async function setTimetable(
  { db, now }: DataContext,
  actorId: string,
  sectionId: string,
  input: TimetableInput,
  expectedVersion?: number,
): Promise<{ timetable: Timetable; upcomingClasses: number }> {
  return transaction(db, async (tx) => {
    // Taken before the section, as a holiday change takes it before writing the section's classes.
    await lockHolidays(tx, 'shared');
    const section = await lockExistingSection(tx, sectionId);
    const version = await timetableVersion(tx, sectionId);
    if (expectedVersion !== undefined && expectedVersion !== version) {
      throw conflict(attendanceMessages.timetableChanged);
    }
    await refuseNonTeachers(
      tx,
      input.slots.map((slot) => slot.instructorId),
    );
    const before = await findTimetable(tx, sectionId);
    const at = now();
    const today = dateTimeInIndia(at).slice(0, 10);

    await deleteRegeneratedClasses(tx, sectionId, dateTimeInIndia(at));
    const slots = await replaceSlots(
      tx,
      sectionId,
      input.slots.map((slot) => ({
        weekday: slot.weekday,
        start: slot.start,
        end: slot.end,
        room: slot.room || null,
        instructorId: slot.instructorId ?? null,
      })),
    );
    await saveTimetableRange(tx, sectionId, input.from, input.to, at);
    const classes = await classesOfSlots(tx, slots, input.from > today ? input.from : today, input.to, at);
    await insertWithoutClash(tx, classes);

    const after = await findTimetable(tx, sectionId);
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'timetable.changed',
      entityType: 'section',
      entityId: sectionId,
      summary: auditSummaries.timetableChanged(section.name, section.courseName, slots.length, classes.length),
      changes: changesBetween(before.version === 0 ? undefined : auditedTimetable(before), auditedTimetable(after)),
    });
    return { timetable: after, upcomingClasses: await countComingClasses(tx, sectionId, dateTimeInIndia(at)) };
  });
}

/**
 * A student's classes from `from` to `to` (a week from today unless given, or the week up to `to`) with their own
 * marks, and the holidays between: what the student, or their guardian, reads as the timetable.
 */
export async function studentTimetable({ db, now }: DataContext, studentId: string, asked: MyTimetableQuery) {
  const from = asked.from ?? (asked.to ? addDays(asked.to, -6) : dateInIndia(now()));
  const to = asked.to ?? addDays(from, 6);
  const [classes, holidays] = await Promise.all([
    studentClasses(db, studentId, from, to),
    holidaysBetween(db, from, to),
  ]);
  return { from, to, classes, holidays };
}
