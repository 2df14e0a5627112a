import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  COUNT_LIMIT,
  type AttendanceCounts,
  type CourseAttendanceQuery,
  type AttendanceHistoryEntry,
  type AttendanceStatus,
  type RosterEntry,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { preparedRows } from '../db/prepared.js';
import { attendanceMarks, classSessions, courses, sections } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import * as attendanceRules from './attendance-rules-sql.js';
import { containing } from './search.js';

/**
 * Who is marked at a class: the students of its section now (not deleted), and whoever already has a mark there
 * (moved to another section since, or deleted), by name. `firstStatus` only where the mark was since changed.
 */
export async function rosterOf(db: Db, classId: string, sectionId: string): Promise<RosterEntry[]> {
  const { rows } = (await db.execute(sql`
    select u.id as "studentId", u.name, u.email, m.status, m.note,
      case when m.first_status <> m.status then m.first_status end as "firstStatus"
    from (
      select e.student_id from enrollments e
      join users su on su.id = e.student_id and su.deleted_at is null
      where e.section_id = ${sectionId}
      union
      select a.student_id from attendance_marks a where a.class_session_id = ${classId}
    ) members
    join users u on u.id = members.student_id
    left join attendance_marks m on m.class_session_id = ${classId} and m.student_id = u.id
    order by u.name, u.id`)) as unknown as { rows: RosterEntry[] };
  return rows;
}

export interface Mark {
  studentId: string;
  status: AttendanceStatus;
  note: string | null;
}

/**
 * Writes these marks at the class as saved by `by` at `at`: a student's first mark is also written as their first
 * marking, which a later one (the conflict's update) leaves as it was.
 */
export async function writeMarks(tx: Tx, classId: string, marks: Mark[], by: string, at: Date): Promise<void> {
  if (marks.length === 0) return;
  await tx
    .insert(attendanceMarks)
    .values(
      marks.map((mark) => ({
        classSessionId: classId,
        studentId: mark.studentId,
        status: mark.status,
        note: mark.note,
        markedBy: by,
        markedAt: at,
        firstStatus: mark.status,
        firstNote: mark.note,
        firstMarkedBy: by,
        firstMarkedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [attendanceMarks.classSessionId, attendanceMarks.studentId],
      set: {
        status: sql`excluded.status`,
        note: sql`excluded.note`,
        markedBy: sql`excluded.marked_by`,
        markedAt: sql`excluded.marked_at`,
      },
    });
}

/** Counts a save of the class's attendance (its version goes up); the first save also says when it was marked. */
export async function countAttendanceSave(tx: Tx, classId: string, at: Date): Promise<void> {
  await tx
    .update(classSessions)
    .set({
      attendanceVersion: sql`${classSessions.attendanceVersion} + 1`,
      markedAt: sql`coalesce(${classSessions.markedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(classSessions.id, classId));
}

/** Marks (`m`), counted by status, in one row per group. */
export const countsByStatus = sql`
  count(*) filter (where m.status = 'present')::int as present,
  count(*) filter (where m.status = 'absent')::int as absent,
  count(*) filter (where m.status = 'late')::int as late,
  count(*) filter (where m.status = 'excused')::int as excused`;

/**
 * Every standing is read from these counts (a student's own, a course's list, the warnings): the marks of each student
 * in each course, counted by status, of those `where` keeps (on `m`, the mark, and `ms`, its class's section). A
 * student's marks at any section's classes of the course count (they may have moved); classes cancelled since do not.
 * Columns: student_id, course_id, present, absent, late, excused.
 */
export const markCounts = (where: SQL) => sql`
  select m.student_id, ms.course_id, ${countsByStatus}
  from attendance_marks m
  join class_sessions cs on cs.id = m.class_session_id and not cs.cancelled
  join sections ms on ms.id = cs.section_id
  where ${where}
  group by m.student_id, ms.course_id`;

/** Counts of a `markCounts` row (`k`), none where it has no row. */
const countsOf = sql`coalesce(k.present, 0) as present, coalesce(k.absent, 0) as absent,
  coalesce(k.late, 0) as late, coalesce(k.excused, 0) as excused`;

export interface CourseCounts {
  courseId: string;
  courseName: string;
  sectionName: string;
  counts: AttendanceCounts;
}

const countsOfStudent = preparedRows<Omit<CourseCounts, 'counts'> & AttendanceCounts, { studentId: string }>(
  'student_attendance',
  () => {
    const studentId = sql`${sql.placeholder('studentId')}::uuid`;
    return sql`
      select c.id as "courseId", c.name as "courseName", s.name as "sectionName", ${countsOf}
      from enrollments e
      join courses c on c.id = e.course_id and c.deleted_at is null
      join sections s on s.id = e.section_id
      left join (${markCounts(sql`m.student_id = ${studentId}`)}) k on k.course_id = e.course_id
      where e.student_id = ${studentId}
      order by c.name, c.id`;
  },
);

/** The student's marks (`markCounts`) in each course they are enrolled in (not deleted), by course name. */
export async function attendanceByCourse(db: Db, studentId: string): Promise<CourseCounts[]> {
  const rows = await countsOfStudent(db, { studentId });
  return rows.map(({ courseId, courseName, sectionName, ...counts }) => ({
    courseId,
    courseName,
    sectionName,
    counts,
  }));
}

export interface StudentCounts {
  studentId: string;
  name: string;
  email: string;
  sectionName: string;
  counts: AttendanceCounts;
}

/**
 * A page of the course's students (not deleted) with their marks in it (`markCounts`): the lowest share attended
 * first (none held last), then the most absences, then by name; `below` keeps those below `minPercent` or one absence
 * from it, `search` those whose name or email contains it. The total is exact up to COUNT_LIMIT.
 */
export async function courseAttendancePage(
  db: Db,
  courseId: string,
  { page, limit, search, below }: CourseAttendanceQuery,
  minPercent: number,
): Promise<{ rows: StudentCounts[]; total: number }> {
  const k = { present: sql.raw('k.present'), absent: sql.raw('k.absent'), late: sql.raw('k.late') };
  const attended = attendanceRules.attended(sql`coalesce(${k.present}, 0)`, sql`coalesce(${k.late}, 0)`);
  const held = attendanceRules.held(
    sql`coalesce(${k.present}, 0)`,
    sql`coalesce(${k.absent}, 0)`,
    sql`coalesce(${k.late}, 0)`,
  );
  const pattern = search ? containing(search) : undefined;
  const from = sql`
    from enrollments e
    join users u on u.id = e.student_id and u.deleted_at is null
    join sections s on s.id = e.section_id
    left join (${markCounts(sql`ms.course_id = ${courseId}`)}) k on k.student_id = e.student_id
    where e.course_id = ${courseId}
      ${pattern ? sql`and (u.name ilike ${pattern} or u.email ilike ${pattern})` : sql``}
      ${below ? sql`and ${attendanceRules.isBelowOrAtRisk(attended, held, minPercent)}` : sql``}`;
  const [{ rows }, { rows: counted }] = (await Promise.all([
    db.execute(sql`
      select u.id as "studentId", u.name, u.email, s.name as "sectionName", ${countsOf}
      ${from}
      order by ${attendanceRules.worstFirst(attended, held)}, coalesce(k.absent, 0) desc, u.name, u.id
      limit ${limit} offset ${(page - 1) * limit}`),
    db.execute(sql`select count(*)::int as total from (select 1 ${from} limit ${COUNT_LIMIT}) counted`),
  ])) as unknown as [{ rows: (Omit<StudentCounts, 'counts'> & AttendanceCounts)[] }, { rows: { total: number }[] }];
  return {
    rows: rows.map(({ studentId, name, email, sectionName, ...counts }) => ({
      studentId,
      name,
      email,
      sectionName,
      counts,
    })),
    total: counted[0]!.total,
  };
}

/** Every mark of the student (in one course if given), newest class first. */
export async function attendanceHistory(
  db: Db,
  studentId: string,
  courseId: string | undefined,
): Promise<AttendanceHistoryEntry[]> {
  const { rows } = (await db.execute(sql`
    select cs.id as "classSessionId", cs.date::text as date, to_char(cs.start_time, 'HH24:MI') as start,
      to_char(cs.end_time, 'HH24:MI') as "end", c.id as "courseId", c.name as "courseName",
      s.name as "sectionName", m.status, m.note
    from attendance_marks m
    join class_sessions cs on cs.id = m.class_session_id and not cs.cancelled
    join sections s on s.id = cs.section_id
    join courses c on c.id = s.course_id and c.deleted_at is null
    where m.student_id = ${studentId} ${courseId ? sql`and c.id = ${courseId}` : sql``}
    order by cs.date desc, cs.start_time desc, cs.id`)) as unknown as { rows: AttendanceHistoryEntry[] };
  return rows;
}

export interface RegisterSection {
  id: string;
  name: string;
  courseId: string;
  courseName: string;
}

/** A section that is there, with its course (neither deleted). */
export async function findSection(db: Db, id: string): Promise<RegisterSection | undefined> {
  const [found] = await db
    .select({ id: sections.id, name: sections.name, courseId: courses.id, courseName: courses.name })
    .from(sections)
    .innerJoin(courses, and(eq(courses.id, sections.courseId), isNull(courses.deletedAt)))
    .where(and(eq(sections.id, id), isNull(sections.deletedAt)));
  return found;
}

export interface RegisterClass {
  _id: string;
  date: string;
  start: string;
  end: string;
  marked: boolean;
}

export interface RegisterRow {
  studentId: string;
  name: string;
  email: string;
  /** Their mark at each class, by class id. */
  marks: Record<string, AttendanceStatus>;
}

/**
 * A section's register from `from` to `to`: its classes held (not cancelled), in order, and its students (those in it
 * now, not deleted, and whoever has a mark at one of those classes) by name, each with their marks.
 */
export async function registerOf(
  db: Db,
  sectionId: string,
  from: string,
  to: string,
): Promise<{ classes: RegisterClass[]; students: RegisterRow[] }> {
  const { rows: classes } = (await db.execute(sql`
    select id as "_id", date::text as date, to_char(start_time, 'HH24:MI') as start,
      to_char(end_time, 'HH24:MI') as "end", marked_at is not null as marked
    from class_sessions
    where section_id = ${sectionId} and date between ${from} and ${to} and not cancelled
    order by date, start_time, id`)) as unknown as { rows: RegisterClass[] };
  const classIds = sql`select id from class_sessions
    where section_id = ${sectionId} and date between ${from} and ${to} and not cancelled`;
  const { rows: students } = (await db.execute(sql`
    select u.id as "studentId", u.name, u.email,
      coalesce((
        select jsonb_object_agg(m.class_session_id, m.status)
        from attendance_marks m
        where m.student_id = u.id and m.class_session_id in (${classIds})
      ), '{}') as marks
    from (
      select e.student_id from enrollments e
      join users su on su.id = e.student_id and su.deleted_at is null
      where e.section_id = ${sectionId}
      union
      select a.student_id from attendance_marks a where a.class_session_id in (${classIds})
    ) members
    join users u on u.id = members.student_id
    order by u.name, u.id`)) as unknown as { rows: RegisterRow[] };
  return { classes, students };
}
