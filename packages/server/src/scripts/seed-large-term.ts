import { sql, type SQL } from 'drizzle-orm';
import { addDays, auditSummaries, dateInIndia } from '@campus/domain';
import type { Db } from '../db/client.js';
import { countMarker, int, messageSql, rowsOf } from './seed-large-sql.js';

/** Sections per generated course unless told: about 60 students each at seed:large's 250 enrolments a course. */
export const SECTIONS_PER_COURSE = 4;
/** Weeks of classes before this one that are held and marked unless told; the term runs as many weeks after. */
export const ATTENDANCE_WEEKS = 8;
export const BENCH_INSTRUCTOR_PASSWORD = 'Bench@12345';
/** A section's classes are one of 16 weekly times: Mon/Wed/Fri or Tue/Thu/Sat, at one of 8 hours. */
const WEEKLY_TIMES = 16;
const HOURS = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];
/** An instructor teaches 6 sections and a room holds 16, each at a different weekly time: no clash. */
const SECTIONS_PER_INSTRUCTOR = 6;
/** Days before today whose classes a quarter of the sections have not marked yet (the office's list of unmarked). */
const LATE_DAYS = 3;
const CORRECTION_REASON = 'Medical certificate brought to the office';

export interface LargeTermOptions {
  sections: number;
  weeks: number;
  adminId: string;
  instructorPasswordHash: string;
  emailDomain: string;
  firstNames: SQL;
  lastNames: SQL;
}

/** classTime in SQL: "Wednesday 2026-12-02, 09:00–10:00". */
const classTimeSql = (date: SQL, start: SQL, end: SQL) =>
  sql`(to_char(${date}, 'FMDay') || ' ' || ${date}::text || ', '
       || to_char(${start}, 'HH24:MI') || '–' || to_char(${end}, 'HH24:MI'))`;

/**
 * Runs a bulk insert into `table` with its foreign keys and other indexes than its primary key set aside, then puts
 * them back as the catalogue held them, as a restore does: each key is then checked once over all rows, and each index
 * built by one sort, where row by row the checks took three quarters of the insert's time. Then the table is analysed.
 */
export async function loadInBulk(tx: Db, table: string, load: () => Promise<unknown>) {
  const keys = rowsOf<{ name: string; definition: string }>(
    await tx.execute(sql`
      select conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`),
  );
  const indexes = rowsOf<{ name: string; definition: string }>(
    await tx.execute(sql`
      select i.relname as name, pg_get_indexdef(i.oid) as definition
      from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = ${table}::regclass and not x.indisprimary`),
  );
  const quoted = (name: string) => sql.identifier(name);
  for (const key of keys) await tx.execute(sql`alter table ${quoted(table)} drop constraint ${quoted(key.name)}`);
  for (const index of indexes) await tx.execute(sql`drop index ${quoted(index.name)}`);
  await load();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  for (const key of keys) {
    await tx.execute(sql`alter table ${quoted(table)} add constraint ${quoted(key.name)} ${sql.raw(key.definition)}`);
  }
  // Statistics for what follows in the transaction: planned without them, a lookup by class read every mark each time.
  await tx.execute(sql`analyze ${quoted(table)}`);
}

/** The summary of a first marking, worded for one student or for more. */
function markedSummary(course: SQL, section: SQL, when: SQL, attended: SQL, students: SQL) {
  const forOne = messageSql(
    (c, s, w, a) => auditSummaries.attendanceMarked(c, s, w, countMarker(a), 1),
    course,
    section,
    when,
    attended,
  );
  const forMore = messageSql(
    (c, s, w, a, n) => auditSummaries.attendanceMarked(c, s, w, countMarker(a), countMarker(n)),
    course,
    section,
    when,
    attended,
    students,
  );
  return sql`(case when ${students} = 1 then ${forOne} else ${forMore} end)`;
}

/** The summary of a correction with a reason, worded for one student changed or for more. */
function correctedSummary(course: SQL, section: SQL, when: SQL, changed: SQL, reason: string) {
  const forOne = messageSql((c, s, w) => auditSummaries.attendanceCorrected(c, s, w, 1, reason), course, section, when);
  const forMore = messageSql(
    (c, s, w, n) => auditSummaries.attendanceCorrected(c, s, w, countMarker(n), reason),
    course,
    section,
    when,
    changed,
  );
  return sql`(case when ${changed} = 1 then ${forOne} else ${forMore} end)`;
}

/** How a mark reads in the audit trail: its status, and its note in brackets (as the attendance service writes it). */
const auditedMark = (status: SQL, note: SQL) =>
  sql`(case when ${note} is null then ${status}::text else ${status}::text || ' (' || ${note} || ')' end)`;

/**
 * A term of classes for the courses of this run (temp table bench_course) and their students (bench_student), as the
 * app would have written it: `sections` sections a course (the main one and more), the enrolments spread over them,
 * instructors (6 sections each) assigned to their courses, each section's timetable (three classes a week, a room of
 * its own at that time), two holidays, the classes from the Monday `weeks` weeks before this week to as many weeks
 * after it, and the attendance of every class before today: saved by its instructor ten minutes after it ended, for
 * each student of its section enrolled by then, with its audit event; a quarter of the sections have not yet marked
 * the last LATE_DAYS days. About one class in 50 was cancelled, and one
 * in 100 corrected by the office two days later (absences excused, the first marking kept). Counts the rows it added.
 */
export async function seedLargeTerm(tx: Db, options: LargeTermOptions) {
  if (options.weeks === 0 || options.sections === 0) return;
  const today = dateInIndia(new Date());
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const termStart = addDays(monday, -7 * options.weeks);
  const termEnd = addDays(monday, 7 * (options.weeks + 1) - 1);
  const madeAt = sql`(${addDays(termStart, -3)}::date + time '10:00') at time zone 'Asia/Kolkata'`;

  await tx.execute(sql`
    insert into sections (course_id, name, created_at)
    select c.id, 'Section ' || chr(65 + j), c.created_at
    from bench_course c cross join generate_series(1, ${int(options.sections - 1)}) j`);
  await tx.execute(sql`
    create temp table bench_section on commit drop as
    select s.id, s.course_id, s.name,
           (row_number() over (order by c.n, s.main desc, s.name) - 1)::int as k,
           (row_number() over (partition by s.course_id order by s.main desc, s.name) - 1)::int as j
    from sections s join bench_course c on c.id = s.course_id
    where s.deleted_at is null`);
  // The main section keeps every sections-th enrolment of its course; the others go in turn to the other sections.
  await tx.execute(sql`
    update enrollments e set section_id = s.id
    from (
      select e.id, e.course_id,
             ((row_number() over (partition by e.course_id order by e.id) - 1) % ${int(options.sections)})::int as j
      from enrollments e join bench_course c on c.id = e.course_id
    ) placed
    join bench_section s on s.course_id = placed.course_id and s.j = placed.j
    where e.id = placed.id and placed.j > 0`);

  // Instructors and rooms are numbered on after those of earlier runs (--force), so none is in two places at once.
  const [before] = rowsOf<{ instructors: number; rooms: number }>(
    await tx.execute(sql`
      select (select count(*)::int from users where email like ${`instructor%@${options.emailDomain}`}) as instructors,
             (select count(distinct room)::int from timetable_slots where room like 'Room B%') as rooms`),
  );
  const [sectionCount] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from bench_section`));
  const instructors = Math.ceil(sectionCount!.n / SECTIONS_PER_INSTRUCTOR);
  await tx.execute(sql`
    create temp table bench_instructor on commit drop as
    with inserted as (
      insert into users (role, name, email, password_hash, created_at)
      select 'instructor',
             (${options.firstNames})[1 + (g * 5) % array_length(${options.firstNames}, 1)] || ' ' ||
               (${options.lastNames})[1 + (g * 7) % array_length(${options.lastNames}, 1)],
             'instructor' || g || ${`@${options.emailDomain}`}, ${options.instructorPasswordHash},
             now() - interval '400 days'
      from generate_series(${int(before!.instructors + 1)}, ${int(before!.instructors + instructors)}) g
      returning id, email
    )
    select id, (split_part(split_part(email, '@', 1), 'instructor', 2)::int - ${int(before!.instructors + 1)}) as n
    from inserted`);
  await tx.execute(sql`
    insert into course_instructors (course_id, staff_id)
    select distinct s.course_id, i.id
    from bench_section s join bench_instructor i on i.n = s.k / ${int(SECTIONS_PER_INSTRUCTOR)}`);

  const hours = sql.raw(`array[${HOURS.map((hour) => `'${hour}'`).join(', ')}]::time[]`);
  await tx.execute(sql`
    create temp table bench_slot on commit drop as
    with inserted as (
      insert into timetable_slots (section_id, weekday, start_time, end_time, room, instructor_id)
      select s.id, d.weekday, h.start, h.start + interval '1 hour',
             'Room B' || lpad((${int(before!.rooms)} + s.k / ${int(WEEKLY_TIMES)} + 1)::text, 3, '0'), i.id
      from bench_section s
      join bench_instructor i on i.n = s.k / ${int(SECTIONS_PER_INSTRUCTOR)}
      cross join lateral (
        select (${hours})[1 + (s.k % ${int(WEEKLY_TIMES)}) / 2] as start
      ) h
      cross join lateral unnest(case when s.k % 2 = 0 then array[1, 3, 5] else array[2, 4, 6] end) as d(weekday)
      returning id, section_id, weekday, start_time, end_time, room, instructor_id
    )
    select *, (row_number() over (order by id) - 1)::int as n from inserted`);
  await tx.execute(sql`
    insert into timetables (section_id, starts_on, ends_on, updated_at)
    select id, ${termStart}::date, ${termEnd}::date, ${madeAt} from bench_section`);
  await tx.execute(sql`
    insert into holidays (date, name)
    values (${addDays(termStart, 7 * Math.floor(options.weeks / 2) + 2)}::date, 'Foundation Day'),
           (${addDays(monday, 7 + 4)}::date, 'Sports Day')
    on conflict (date) do nothing`);

  // Every class of the term; those before today held (but one in 50 cancelled) and marked, one in 100 corrected,
  // but for a quarter of the sections, whose instructors have not yet marked the last LATE_DAYS days.
  const day = sql`(d::date - date '2000-01-03')`;
  await tx.execute(sql`
    create temp table bench_class on commit drop as
    with dated as (
      select sl.*, d::date as date,
             d::date < ${today}::date and (${day} + sl.n) % 50 = 0 as cancelled,
             d::date < ${today}::date and (${day} + sl.n) % 50 <> 0
               and not (d::date >= ${addDays(today, -LATE_DAYS)}::date and s.k % 4 = 3) as marked,
             (${day} + sl.n) % 100 = 7 as corrected
      from bench_slot sl
      join bench_section s on s.id = sl.section_id
      cross join generate_series(${termStart}::date + (sl.weekday - 1), ${termEnd}::date, interval '7 days') d
      where not exists (select 1 from holidays h where h.date = d::date)
    ),
    inserted as (
      insert into class_sessions (section_id, slot_id, date, start_time, end_time, room, instructor_id, cancelled,
                                  marked_at, attendance_version, created_at)
      select section_id, id, date, start_time, end_time, room, instructor_id, cancelled,
             case when marked then (date + end_time + interval '10 minutes') at time zone 'Asia/Kolkata' end,
             case when marked and corrected then 2 when marked then 1 else 0 end,
             ${madeAt}
      from dated
      returning id, section_id, date, start_time, end_time, instructor_id, marked_at, attendance_version
    )
    select *, (row_number() over (order by date, start_time, id) - 1)::int as n
    from inserted where marked_at is not null`);
  await tx.execute(sql`analyze bench_class, bench_section, bench_student, enrollments`);

  // Marks: most students come; one in ten misses about a third of their classes, one in ten about a fifth. In a
  // corrected class the office made the absences excused; the instructor's marking stays as the first.
  await loadInBulk(tx, 'attendance_marks', () =>
    tx.execute(sql`
    insert into attendance_marks (class_session_id, student_id, status, note, marked_by, marked_at,
                                  first_status, first_note, first_marked_by, first_marked_at)
    select c.id, e.student_id,
           case when fixed then 'excused'::attendance_status else f.status end,
           case when fixed then 'Medical certificate' else f.note end,
           case when fixed then ${options.adminId}::uuid else c.instructor_id end,
           case when fixed then c.marked_at + interval '2 days' else c.marked_at end,
           f.status, f.note, c.instructor_id, c.marked_at
    from bench_class c
    join enrollments e on e.section_id = c.section_id
      and (e.enrolled_at at time zone 'Asia/Kolkata')::date <= c.date
    join bench_student s on s.id = e.student_id
    cross join lateral (
      select (s.n::bigint * 7919 + c.n::bigint * 104729) % 100 as r,
             case s.n % 10 when 0 then 35 when 1 then 22 else 5 end as away
    ) h
    cross join lateral (
      select case when h.r < h.away then 'absent' when h.r < h.away + 4 then 'late'
                  when h.r < h.away + 6 then 'excused' else 'present' end::attendance_status as status,
             case when h.r >= h.away + 4 and h.r < h.away + 6 then 'Medical leave' end as note
    ) f
    cross join lateral (select c.attendance_version = 2 and f.status = 'absent' as fixed) x
    order by c.id, e.student_id`),
  );
  // A correction that found no absence changed nothing, which the app does not save; a class that nobody of its
  // section had joined by its day was not marked at all (the app saves no empty roster).
  await tx.execute(sql`
    update class_sessions cs
    set attendance_version = case when marks.students = 0 then 0 else 1 end,
        marked_at = case when marks.students = 0 then null else cs.marked_at end
    from bench_class c
    cross join lateral (
      select count(*)::int as students, count(*) filter (where m.status <> m.first_status)::int as corrected
      from attendance_marks m where m.class_session_id = c.id
    ) marks
    where cs.id = c.id and (marks.students = 0 or (c.attendance_version = 2 and marks.corrected = 0))`);
  await tx.execute(sql`delete from bench_class c where not exists (select 1 from class_sessions cs
    where cs.id = c.id and cs.marked_at is not null)`);

  const when = classTimeSql(sql`c.date`, sql`c.start_time`, sql`c.end_time`);
  /** Each class's marks of `which` students, keyed "Name (email)" as the audit trail keys them, in one pass. */
  const marksByClass = (change: SQL, which: SQL) => sql`
    select a.class_session_id,
           count(*)::int as students,
           count(*) filter (where a.first_status in ('present', 'late'))::int as attended,
           jsonb_object_agg(u.name || ' (' || u.email || ')', ${change}) as changes
    from attendance_marks a
    join bench_class c on c.id = a.class_session_id
    join users u on u.id = a.student_id
    where ${which}
    group by a.class_session_id`;
  await tx.execute(sql`
    insert into audit_events (at, actor_id, actor_name, actor_email, actor_role, action, entity_type, entity_id,
                              summary, changes)
    select c.marked_at, i.id, i.name, i.email, 'instructor', 'attendance.marked', 'class_session', c.id::text,
           ${markedSummary(sql`co.name`, sql`se.name`, when, sql`m.attended`, sql`m.students`)},
           m.changes
    from (${marksByClass(
      sql`jsonb_build_object('from', null, 'to', ${auditedMark(sql`a.first_status`, sql`a.first_note`)})`,
      sql`true`,
    )}) m
    join bench_class c on c.id = m.class_session_id
    join users i on i.id = c.instructor_id
    join sections se on se.id = c.section_id
    join courses co on co.id = se.course_id`);
  await tx.execute(sql`
    insert into audit_events (at, actor_id, actor_name, actor_email, actor_role, action, entity_type, entity_id,
                              summary, changes)
    select c.marked_at + interval '2 days', u.id, u.name, u.email, u.role, 'attendance.corrected', 'class_session',
           c.id::text,
           ${correctedSummary(sql`co.name`, sql`se.name`, when, sql`m.students`, CORRECTION_REASON)},
           m.changes || jsonb_build_object('reason', jsonb_build_object('from', null, 'to', ${CORRECTION_REASON}::text))
    from (${marksByClass(
      sql`jsonb_build_object('from', ${auditedMark(sql`a.first_status`, sql`a.first_note`)},
                             'to', ${auditedMark(sql`a.status`, sql`a.note`)})`,
      sql`a.status <> a.first_status`,
    )}) m
    join bench_class c on c.id = m.class_session_id
    join users u on u.id = ${options.adminId}::uuid
    join sections se on se.id = c.section_id
    join courses co on co.id = se.course_id`);
}
