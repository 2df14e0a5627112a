import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { Holiday, MyClass } from '@campus/domain';
import type { Db } from '../db/client.js';
import { preparedRows } from '../db/prepared.js';
import { holidays, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/** A class in a student's timetable, with what a calendar event needs besides (its version changes with it). */
export interface StudentClass extends MyClass {
  version: number;
}

const classesOfStudent = preparedRows<StudentClass, { studentId: string; from: string; to: string }>(
  'student_classes',
  () => sql`
    select cs.id as "_id", cs.date::text as date, to_char(cs.start_time, 'HH24:MI') as start,
      to_char(cs.end_time, 'HH24:MI') as "end", c.id as "courseId", c.name as "courseName",
      s.name as "sectionName", cs.room, i.name as "instructorName", cs.cancelled, m.status, m.note, cs.version
    from enrollments e
    join courses c on c.id = e.course_id and c.deleted_at is null
    join sections s on s.id = e.section_id and s.deleted_at is null
    join class_sessions cs on cs.section_id = s.id
      and cs.date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
    left join users i on i.id = cs.instructor_id
    left join attendance_marks m on m.class_session_id = cs.id and m.student_id = e.student_id
    where e.student_id = ${sql.placeholder('studentId')}::uuid
    order by cs.date, cs.start_time, c.name, cs.id`,
);

/**
 * The classes from `from` to `to` (cancelled ones too) of the sections the student is in now, in courses not deleted,
 * in date and time order, each with the student's own mark.
 */
export const studentClasses = (db: Db, studentId: string, from: string, to: string): Promise<StudentClass[]> =>
  classesOfStudent(db, { studentId, from, to });

/** The institute's holidays from `from` to `to`, in date order. */
export function holidaysBetween(db: Db, from: string, to: string): Promise<Holiday[]> {
  return db
    .select({ _id: holidays.id, date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(between(holidays.date, from, to))
    .orderBy(asc(holidays.date));
}

const activeStudent = (id: string) => and(eq(users.id, id), eq(users.role, 'student'), isNull(users.deletedAt));

/** The student's calendar token, or null before they first asked for their link. */
export async function calendarTokenOf(db: Db, studentId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ token: users.calendarToken }).from(users).where(activeStudent(studentId));
  return row?.token;
}

/**
 * Gives the student this calendar token (`onlyIfNone`: unless they have one) and answers the one they have now; two
 * first asks at once both get the token that was written first.
 */
export async function setCalendarToken(
  tx: Tx,
  studentId: string,
  token: string,
  { onlyIfNone }: { onlyIfNone: boolean },
): Promise<string | undefined> {
  const [row] = await tx
    .update(users)
    .set({ calendarToken: onlyIfNone ? sql`coalesce(${users.calendarToken}, ${token})` : token })
    .where(activeStudent(studentId))
    .returning({ token: users.calendarToken });
  return row?.token ?? undefined;
}

/** The student (not deleted) whose calendar feed this token opens. */
export async function studentByCalendarToken(db: Db, token: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.calendarToken, token), eq(users.role, 'student'), isNull(users.deletedAt)));
  return row;
}
