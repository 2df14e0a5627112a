import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { attendanceMessages, classTime, type ClassSession } from '@campus/domain';
import type { Db } from '../db/client.js';
import { classSessions, courses, sections, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { ROWS_PER_INSERT } from './enrollments.js';

/** A class as read with its section's, course's and instructor's names; `toClassSession` is what the API shows. */
export interface ClassSessionRow {
  id: string;
  sectionId: string;
  sectionName: string;
  courseId: string;
  courseName: string;
  slotId: string | null;
  date: string;
  startTime: string;
  endTime: string;
  room: string | null;
  instructorId: string | null;
  instructorName: string | null;
  cancelled: boolean;
  markedAt: Date | null;
  attendanceVersion: number;
  version: number;
}

const classSessionColumns = {
  id: classSessions.id,
  sectionId: classSessions.sectionId,
  sectionName: sections.name,
  courseId: sections.courseId,
  courseName: courses.name,
  slotId: classSessions.slotId,
  date: classSessions.date,
  startTime: classSessions.startTime,
  endTime: classSessions.endTime,
  room: classSessions.room,
  instructorId: classSessions.instructorId,
  instructorName: users.name,
  cancelled: classSessions.cancelled,
  markedAt: classSessions.markedAt,
  attendanceVersion: classSessions.attendanceVersion,
  version: classSessions.version,
};

/** A time of day as the API writes it: the database's 09:00:00 is 09:00. */
export const hoursAndMinutes = (time: string) => time.slice(0, 5);

export function toClassSession(row: ClassSessionRow): ClassSession {
  return {
    _id: row.id,
    sectionId: row.sectionId,
    sectionName: row.sectionName,
    courseId: row.courseId,
    courseName: row.courseName,
    date: row.date,
    start: hoursAndMinutes(row.startTime),
    end: hoursAndMinutes(row.endTime),
    room: row.room,
    instructorId: row.instructorId,
    instructorName: row.instructorName,
    cancelled: row.cancelled,
    extra: row.slotId === null,
    marked: row.markedAt !== null,
    version: row.version,
  };
}

/** Classes of sections and courses that are not deleted, with the names a class is shown with. */
function selectClassSessions(db: Db, where: SQL | undefined) {
  return db
    .select(classSessionColumns)
    .from(classSessions)
    .innerJoin(sections, and(eq(sections.id, classSessions.sectionId), isNull(sections.deletedAt)))
    .innerJoin(courses, and(eq(courses.id, sections.courseId), isNull(courses.deletedAt)))
    .leftJoin(users, eq(users.id, classSessions.instructorId))
    .where(where);
}

/** A class of a section (and course) that is not deleted, with its section's, course's and instructor's names. */
export async function findClassSession(db: Db, id: string): Promise<ClassSessionRow | undefined> {
  const [row] = await selectClassSessions(db, eq(classSessions.id, id));
  return row;
}

/** Locks a class (of a section and course not deleted) for a change; with the names it is shown with. */
export async function lockClassSession(tx: Tx, id: string): Promise<ClassSessionRow | undefined> {
  const [row] = await selectClassSessions(tx, eq(classSessions.id, id)).for('update', { of: classSessions });
  return row;
}

/** The classes on a day, cancelled ones too, by start time; only those of `instructorId` when given. */
export function classSessionsOn(db: Db, date: string, instructorId?: string): Promise<ClassSessionRow[]> {
  return selectClassSessions(
    db,
    and(eq(classSessions.date, date), instructorId ? eq(classSessions.instructorId, instructorId) : undefined),
  ).orderBy(asc(classSessions.startTime), asc(classSessions.endTime), asc(courses.name), asc(sections.name));
}

/** A class about to be written: its day, times (HH:MM, India) and who and where. */
export interface PlannedClass {
  date: string;
  start: string;
  end: string;
  room: string | null;
  instructorId: string | null;
}

export interface NewClassSession extends PlannedClass {
  sectionId: string;
  slotId: string | null;
}

interface ClashRow {
  date: string;
  start_time: string;
  end_time: string;
  room: string | null;
  same_instructor: boolean;
  instructor_name: string | null;
  section_name: string;
  course_name: string;
}

/**
 * Why the planned classes cannot be held, naming the first of them (by time) whose instructor or room another class,
 * not cancelled, has at an overlapping time; null when none is in the way. `exceptId` is a class being changed, which
 * is not in its own way. The planned classes go to the database as one JSON value, however many they are.
 */
export async function clashOf(db: Db, planned: PlannedClass[], exceptId?: string): Promise<string | null> {
  const asRows = planned
    .filter((one) => one.room !== null || one.instructorId !== null)
    .map((one) => ({
      date: one.date,
      start_time: one.start,
      end_time: one.end,
      // jsonb refuses the escape JSON.stringify writes for a lone surrogate; a text column holds U+FFFD for it.
      room: one.room?.replace(/\p{Surrogate}/gu, '\uFFFD') ?? null,
      instructor_id: one.instructorId,
    }));
  if (asRows.length === 0) return null;
  const { rows } = (await db.execute(sql`
    select to_char(s.date, 'YYYY-MM-DD') as date, s.start_time::text, s.end_time::text, s.room,
      coalesce(s.instructor_id = c.instructor_id, false) as same_instructor, u.name as instructor_name,
      sec.name as section_name, co.name as course_name
    from jsonb_to_recordset(${JSON.stringify(asRows)}::jsonb)
      as c(date date, start_time time, end_time time, room text, instructor_id uuid)
    join ${classSessions} s on s.date = c.date and not s.cancelled
      and s.start_time < c.end_time and c.start_time < s.end_time
      and (s.instructor_id = c.instructor_id or lower(s.room) = lower(c.room))
    join ${sections} sec on sec.id = s.section_id
    join ${courses} co on co.id = sec.course_id
    left join ${users} u on u.id = s.instructor_id
    where ${exceptId ? sql`s.id <> ${exceptId}` : sql`true`}
    order by c.date, c.start_time, s.start_time
    limit 1`)) as unknown as { rows: ClashRow[] };
  const [clash] = rows;
  if (!clash) return null;
  const where = `${clash.course_name} (${clash.section_name})`;
  const when = classTime(clash.date, {
    start: hoursAndMinutes(clash.start_time),
    end: hoursAndMinutes(clash.end_time),
  });
  return clash.same_instructor
    ? attendanceMessages.instructorClash(clash.instructor_name ?? '', where, when)
    : attendanceMessages.roomClash(clash.room ?? '', where, when);
}

export async function insertClassSessions(tx: Tx, classes: NewClassSession[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < classes.length; start += ROWS_PER_INSERT) {
    const rows = await tx
      .insert(classSessions)
      .values(
        classes.slice(start, start + ROWS_PER_INSERT).map((one) => ({
          sectionId: one.sectionId,
          slotId: one.slotId,
          date: one.date,
          startTime: one.start,
          endTime: one.end,
          room: one.room,
          instructorId: one.instructorId,
        })),
      )
      .returning({ id: classSessions.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export async function updateClassSession(
  tx: Tx,
  id: string,
  changes: { cancelled?: boolean; date?: string; start?: string; end?: string; room?: string | null },
) {
  await tx
    .update(classSessions)
    .set({
      cancelled: changes.cancelled,
      date: changes.date,
      startTime: changes.start,
      endTime: changes.end,
      room: changes.room,
      version: sql`${classSessions.version} + 1`,
    })
    .where(eq(classSessions.id, id));
}

/** No attendance saved for it (the attendance save sets marked_at), and no mark left behind either. */
const unmarked = sql`${classSessions.markedAt} is null
  and not exists (select 1 from attendance_marks m where m.class_session_id = ${classSessions.id})`;

/** The class starts after `now`, a date and time in India written "YYYY-MM-DD HH:MM". */
const startsAfter = (now: string) => sql`(${classSessions.date} + ${classSessions.startTime}) > ${now}::timestamp`;

/**
 * Removes the section's classes that a new timetable makes again: made from its pattern, starting after `now` (India,
 * "YYYY-MM-DD HH:MM"), unmarked, and never changed one by one (a class moved or cancelled by hand keeps that change).
 * How many.
 */
export async function deleteRegeneratedClasses(tx: Tx, sectionId: string, now: string): Promise<number> {
  const removed = await tx
    .delete(classSessions)
    .where(
      and(
        eq(classSessions.sectionId, sectionId),
        sql`${classSessions.slotId} is not null`,
        eq(classSessions.version, 1),
        startsAfter(now),
        unmarked,
      ),
    )
    .returning({ id: classSessions.id });
  return removed.length;
}

/**
 * Removes every unmarked class of a section, or of all a course's sections, that starts after `now` (India,
 * "YYYY-MM-DD HH:MM"): a section or course deleted holds no rooms or instructors from then on. How many.
 */
export async function deleteComingClasses(
  tx: Tx,
  of: { sectionId: string } | { courseId: string },
  now: string,
): Promise<number> {
  const inSections =
    'sectionId' in of
      ? eq(classSessions.sectionId, of.sectionId)
      : inArray(
          classSessions.sectionId,
          tx.select({ id: sections.id }).from(sections).where(eq(sections.courseId, of.courseId)),
        );
  const removed = await tx
    .delete(classSessions)
    .where(and(inSections, startsAfter(now), unmarked))
    .returning({ id: classSessions.id });
  return removed.length;
}

/** Removes the day's unmarked classes made from a timetable (extra classes stay); how many. */
export async function deletePatternClassesOn(tx: Tx, date: string): Promise<number> {
  const removed = await tx
    .delete(classSessions)
    .where(and(eq(classSessions.date, date), sql`${classSessions.slotId} is not null`, unmarked))
    .returning({ id: classSessions.id });
  return removed.length;
}

/** Which slots already have a class on which days, from `from` on: "<slot id> <date>". */
export async function slotDaysTaken(db: Db, slotIds: string[], from: string): Promise<Set<string>> {
  if (slotIds.length === 0) return new Set();
  const rows = await db
    .select({ slotId: classSessions.slotId, date: classSessions.date })
    .from(classSessions)
    .where(and(inArray(classSessions.slotId, slotIds), sql`${classSessions.date} >= ${from}`));
  return new Set(rows.map((row) => `${row.slotId} ${row.date}`));
}
