import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Timetable } from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, sections, timetableSlots, timetables, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { hoursAndMinutes } from './class-sessions.js';

/** A weekly slot as stored: weekday 1–7, times HH:MM in India. */
export interface SlotRow {
  id: string;
  sectionId: string;
  weekday: number;
  start: string;
  end: string;
  room: string | null;
  instructorId: string | null;
}

const slotColumns = {
  id: timetableSlots.id,
  sectionId: timetableSlots.sectionId,
  weekday: timetableSlots.weekday,
  start: timetableSlots.startTime,
  end: timetableSlots.endTime,
  room: timetableSlots.room,
  instructorId: timetableSlots.instructorId,
};

const asSlot = (row: SlotRow): SlotRow => ({
  ...row,
  start: hoursAndMinutes(row.start),
  end: hoursAndMinutes(row.end),
});

/** The section's timetable: its range, version (0 before the first) and slots by weekday and time, with names. */
export async function findTimetable(db: Db, sectionId: string): Promise<Timetable> {
  const [[range], slots] = await Promise.all([
    db.select().from(timetables).where(eq(timetables.sectionId, sectionId)),
    db
      .select({ ...slotColumns, instructorName: users.name })
      .from(timetableSlots)
      .leftJoin(users, eq(users.id, timetableSlots.instructorId))
      .where(eq(timetableSlots.sectionId, sectionId))
      .orderBy(asc(timetableSlots.weekday), asc(timetableSlots.startTime)),
  ]);
  return {
    sectionId,
    from: range?.startsOn ?? null,
    to: range?.endsOn ?? null,
    version: range?.version ?? 0,
    slots: slots.map((row) => {
      const { weekday, start, end, room, instructorId } = asSlot(row);
      return { weekday, start, end, room, instructorId, instructorName: row.instructorName };
    }),
  };
}

/** The section's timetable version, 0 before it has one. */
export async function timetableVersion(tx: Tx, sectionId: string): Promise<number> {
  const [row] = await tx
    .select({ version: timetables.version })
    .from(timetables)
    .where(eq(timetables.sectionId, sectionId));
  return row?.version ?? 0;
}

/** Sets the section's timetable range, raising its version (1 for the first). */
export async function saveTimetableRange(tx: Tx, sectionId: string, from: string, to: string, at: Date) {
  await tx
    .insert(timetables)
    .values({ sectionId, startsOn: from, endsOn: to, updatedAt: at })
    .onConflictDoUpdate({
      target: timetables.sectionId,
      set: { startsOn: from, endsOn: to, updatedAt: at, version: sql`${timetables.version} + 1` },
    });
}

export async function slotsOf(db: Db, sectionId: string): Promise<SlotRow[]> {
  const rows = await db.select(slotColumns).from(timetableSlots).where(eq(timetableSlots.sectionId, sectionId));
  return rows.map(asSlot);
}

export type SlotFields = Omit<SlotRow, 'id' | 'sectionId'>;

export async function insertSlots(tx: Tx, sectionId: string, slots: SlotFields[]): Promise<SlotRow[]> {
  if (slots.length === 0) return [];
  const rows = await tx
    .insert(timetableSlots)
    .values(
      slots.map((slot) => ({
        sectionId,
        weekday: slot.weekday,
        startTime: slot.start,
        endTime: slot.end,
        room: slot.room,
        instructorId: slot.instructorId,
      })),
    )
    .returning(slotColumns);
  return rows.map(asSlot);
}

export async function updateSlot(tx: Tx, id: string, slot: SlotFields) {
  await tx
    .update(timetableSlots)
    .set({
      weekday: slot.weekday,
      startTime: slot.start,
      endTime: slot.end,
      room: slot.room,
      instructorId: slot.instructorId,
    })
    .where(eq(timetableSlots.id, id));
}

/** Removes slots; the classes made from them that stay (past, marked) keep their times and lose the slot. */
export async function deleteSlots(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  await tx.delete(timetableSlots).where(inArray(timetableSlots.id, ids));
}

/**
 * The weekly slots that meet on `date` by the timetables in force then (their range holds it), of sections and
 * courses that are not deleted.
 */
export async function slotsMeetingOn(db: Db, date: string): Promise<SlotRow[]> {
  const rows = await db
    .select(slotColumns)
    .from(timetableSlots)
    .innerJoin(timetables, eq(timetables.sectionId, timetableSlots.sectionId))
    .innerJoin(sections, and(eq(sections.id, timetableSlots.sectionId), isNull(sections.deletedAt)))
    .innerJoin(courses, and(eq(courses.id, sections.courseId), isNull(courses.deletedAt)))
    .where(
      and(
        sql`${timetables.startsOn} <= ${date}`,
        sql`${timetables.endsOn} >= ${date}`,
        sql`${timetableSlots.weekday} = extract(isodow from ${date}::date)`,
      ),
    );
  return rows.map(asSlot);
}
