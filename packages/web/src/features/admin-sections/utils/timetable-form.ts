import {
  attendanceMessages,
  daysBetween,
  dateRangeViolation,
  inputMessages,
  readText,
  ROOM_MAX_LENGTH,
  slotsProblem,
  TIME_SHAPE,
  TIMETABLE_MAX_DAYS,
  type Timetable,
  type TimetableInput,
} from '@campus/domain';

/** A weekly slot as the form holds it: text, as typed; `key` keeps a row's fields with it when another is removed. */
export interface SlotRow {
  key: number;
  weekday: string;
  start: string;
  end: string;
  room: string;
  instructorId: string;
}

export interface TimetableFields {
  from: string;
  to: string;
  slots: SlotRow[];
}

export interface TimetableProblems {
  from?: string;
  to?: string;
  /** A row's own problem (its times, its room), by the row's key. */
  rows: Record<number, string>;
  /** What is wrong with the slots together: one ending before it starts, two overlapping. */
  slots?: string;
}

let lastKey = 0;
const nextKey = () => ++lastKey;

/**
 * The form's fields from the timetable read: its range and slots, or for a section that has none yet, one empty row
 * from `today`.
 */
export function timetableFields(timetable: Timetable, today: string): TimetableFields {
  const slots = timetable.slots.map((slot) => ({
    key: nextKey(),
    weekday: String(slot.weekday),
    start: slot.start,
    end: slot.end,
    room: slot.room ?? '',
    instructorId: slot.instructorId ?? '',
  }));
  return { from: timetable.from ?? today, to: timetable.to ?? '', slots: slots.length > 0 ? slots : [newRow()] };
}

/**
 * A row to add: after the last one, the same times, room and instructor on the next day (a class on Monday, Wednesday
 * and Friday is three rows that differ by their day alone); the first, empty on Monday.
 */
export function newRow(after?: SlotRow): SlotRow {
  if (!after) return { key: nextKey(), weekday: '1', start: '', end: '', room: '', instructorId: '' };
  return { ...after, key: nextKey(), weekday: String((Number(after.weekday) % 7) + 1) };
}

/** The timetable as it is sent, or why it cannot be, with the messages of the API's rules (`timetableInputSchema`). */
export function readTimetable({
  from,
  to,
  slots,
}: TimetableFields): { timetable: TimetableInput } | { problems: TimetableProblems } {
  const problems: TimetableProblems = { rows: {} };
  if (!from) problems.from = inputMessages.required('From');
  if (!to) problems.to = inputMessages.required('To');
  else if (from) {
    problems.to =
      dateRangeViolation(from, to) ??
      (daysBetween(from, to) >= TIMETABLE_MAX_DAYS ? attendanceMessages.timetableTooLong : undefined);
  }
  const read = slots.map((row) => {
    const room = readText(row.room, 'Room', ROOM_MAX_LENGTH, { optional: true });
    const times = !TIME_SHAPE.test(row.start)
      ? attendanceMessages.time('Start')
      : !TIME_SHAPE.test(row.end)
        ? attendanceMessages.time('End')
        : undefined;
    const problem = times ?? ('problem' in room ? room.problem : undefined);
    if (problem) problems.rows[row.key] = problem;
    return {
      weekday: Number(row.weekday),
      start: row.start,
      end: row.end,
      room: 'text' in room && room.text !== '' ? room.text : null,
      instructorId: row.instructorId || null,
    };
  });
  if (Object.keys(problems.rows).length === 0) problems.slots = slotsProblem(read) ?? undefined;
  if (problems.from || problems.to || problems.slots || Object.keys(problems.rows).length > 0) return { problems };
  return { timetable: { from, to, slots: read } };
}
