import { eq, sql } from 'drizzle-orm';
import { addDays, type Channel, type MessageKind } from '@campus/domain';
import { attendanceEmailRuns } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import * as attendanceRules from './attendance-rules-sql.js';
import { markCounts } from './attendance.js';
import { queueMessages, type MessagesToQueue } from './email-outbox.js';

/** How many of each attendance email a day's run queued. */
export interface AttendanceEmailsQueued {
  absences: number;
  warnings: number;
}

/** No student is warned again about a course within this many days of their last warning about it. */
export const WARNING_EVERY_DAYS = 7;

/**
 * Queues the attendance emails of `day` (in India) unless some instance already has (the day's row in
 * attendance_email_runs is taken by whichever instance inserts it first; the others wait for its transaction, then
 * find it and queue nothing: undefined).
 *
 * - Absences: each student (not deleted) marked absent, as the marks stand now, at classes of `day` (not cancelled, of
 *   courses not deleted) gets one email listing them in the order of the day. A mark corrected to another status
 *   before the run is not listed.
 * - Warnings: each student marked absent in a course at a class of the last WARNING_EVERY_DAYS days (`day` included)
 *   whose standing in it (`markCounts`, as GET /api/attendance/me) is below `minPercent`, and who was not warned about
 *   that course in the WARNING_EVERY_DAYS - 1 days before `day`, gets one email listing every such course; the day is
 *   kept in attendance_warnings.
 */
export async function queueAttendanceEmails(
  tx: Tx,
  {
    day,
    minPercent,
    channelsFor,
    ...queue
  }: { day: string; minPercent: number; channelsFor: (kind: MessageKind) => readonly Channel[] } & Omit<
    MessagesToQueue,
    'kind' | 'messages' | 'column' | 'channels' | 'before'
  >,
): Promise<AttendanceEmailsQueued | undefined> {
  const [run] = await tx
    .insert(attendanceEmailRuns)
    .values({ day, absences: 0, warnings: 0 })
    .onConflictDoNothing()
    .returning({ day: attendanceEmailRuns.day });
  if (!run) return undefined;

  const absences = await queueMessages(tx, {
    ...queue,
    kind: 'absence',
    column: 'missed_classes',
    channels: channelsFor('absence'),
    messages: sql`
      select u.id as student_id,
        jsonb_agg(jsonb_build_object('course', c.name, 'section', s.name, 'date', cs.date,
            'start', to_char(cs.start_time, 'HH24:MI'), 'end', to_char(cs.end_time, 'HH24:MI'))
          order by cs.start_time, c.name, s.name, cs.id) as data
      from class_sessions cs
      join sections s on s.id = cs.section_id
      join courses c on c.id = s.course_id and c.deleted_at is null
      join attendance_marks m on m.class_session_id = cs.id and m.status = 'absent'
      join users u on u.id = m.student_id and u.deleted_at is null
      where cs.date = ${day} and not cs.cancelled
      group by u.id`,
  });

  const k = { present: sql.raw('k.present'), absent: sql.raw('k.absent'), late: sql.raw('k.late') };
  const below = attendanceRules.isBelow(
    attendanceRules.attended(k.present, k.late),
    attendanceRules.held(k.present, k.absent, k.late),
    minPercent,
  );
  // The marks counted are those of the students absent in the week, read from attendance_marks_student_idx alone (it
  // holds the status), not every student's: the student is asked first so that the planner can start from them.
  const absentPairs = sql`m.student_id in (select student_id from absent)
    and (m.student_id, ms.course_id) in (select student_id, course_id from absent)`;
  const warnings = await queueMessages(tx, {
    ...queue,
    kind: 'attendance_warning',
    column: 'low_attendance',
    channels: channelsFor('attendance_warning'),
    before: sql`
      absent as (
        select distinct m.student_id, s.course_id
        from class_sessions cs
        join sections s on s.id = cs.section_id
        join attendance_marks m on m.class_session_id = cs.id and m.status = 'absent'
        where cs.date > ${addDays(day, -WARNING_EVERY_DAYS)} and cs.date <= ${day} and not cs.cancelled
      ),
      due as (
        select k.*, c.name as course
        from (${markCounts(absentPairs)}) k
        join enrollments e on e.student_id = k.student_id and e.course_id = k.course_id
        join courses c on c.id = k.course_id and c.deleted_at is null
        join users u on u.id = k.student_id and u.deleted_at is null
        left join attendance_warnings w on w.student_id = k.student_id and w.course_id = k.course_id
        where ${below} and (w.warned_on is null or w.warned_on <= ${addDays(day, -WARNING_EVERY_DAYS)})
      ),
      warned as (
        insert into attendance_warnings (student_id, course_id, warned_on)
        select student_id, course_id, ${day} from due
        on conflict (student_id, course_id) do update set warned_on = excluded.warned_on
      )`,
    messages: sql`
      select due.student_id,
        jsonb_agg(jsonb_build_object('course', due.course, 'present', due.present, 'absent', due.absent,
            'late', due.late, 'excused', due.excused, 'minPercent', ${minPercent}::int)
          order by due.course, due.course_id) as data
      from due
      group by due.student_id`,
  });

  const queued = { absences, warnings };
  await tx.update(attendanceEmailRuns).set(queued).where(eq(attendanceEmailRuns.day, day));
  return queued;
}
