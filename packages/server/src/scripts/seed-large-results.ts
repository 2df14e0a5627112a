import { sql, type SQL } from 'drizzle-orm';
import { addDays, auditSummaries, dateInIndia, type AssessmentKind } from '@campus/domain';
import type { Db } from '../db/client.js';
import { countMarker, int, messageSql } from './seed-large-sql.js';
import { loadInBulk } from './seed-large-term.js';

/**
 * Each generated course's assessments, whole-course ones weighing 100 together, five days apart up to five days ago:
 * all marked, all but the last two published.
 */
const PLAN: { title: string; kind: AssessmentKind; weight: number; maxMarks: number }[] = [
  { title: 'Unit test 1', kind: 'test', weight: 8, maxMarks: 20 },
  { title: 'Assignment 1', kind: 'assignment', weight: 5, maxMarks: 10 },
  { title: 'Unit test 2', kind: 'test', weight: 8, maxMarks: 20 },
  { title: 'Practical 1', kind: 'practical', weight: 10, maxMarks: 25 },
  { title: 'Mid-term exam', kind: 'exam', weight: 15, maxMarks: 50 },
  { title: 'Assignment 2', kind: 'assignment', weight: 5, maxMarks: 10 },
  { title: 'Unit test 3', kind: 'test', weight: 8, maxMarks: 20 },
  { title: 'Practical 2', kind: 'practical', weight: 10, maxMarks: 25 },
  { title: 'Unit test 4', kind: 'test', weight: 6, maxMarks: 20 },
  { title: 'Term exam', kind: 'exam', weight: 25, maxMarks: 100 },
];
export const ASSESSMENTS_PER_COURSE = PLAN.length;
const DRAFTS = 2;

/** How marks read in the audit trail (as the assessments service writes them). */
const auditedMark = (marks: SQL, absent: SQL, exempt: SQL, remark: SQL) => sql`(
  (case when ${absent} then 'absent' when ${exempt} then 'exempt' else trim_scale(${marks})::text end)
  || case when ${remark} is null then '' else ' (' || ${remark} || ')' end)`;

/** A summary worded for one student or for more. */
const forCount = (count: SQL, one: SQL, more: SQL) => sql`(case when ${count} = 1 then ${one} else ${more} end)`;

/**
 * The assessments of the courses of this run (temp table bench_course) and the marks of their students (bench_student),
 * as the app would have written them: ASSESSMENTS_PER_COURSE a course, each saved once by an instructor of the course
 * (the admin when it has none) two days after it was held and published a day later, but the last DRAFTS. A student's
 * marks follow an ability of their own, give or take ten points a test; one in 50 was absent (with a remark), one in
 * 200 exempt. Each save and publication has its audit event; no result email is queued (they would have been sent).
 */
export async function seedLargeResults(tx: Db, adminId: string) {
  const today = dateInIndia(new Date());
  const plan = sql.join(
    PLAN.map(
      ({ title, kind, weight, maxMarks }, k) =>
        sql`(${int(k)}, ${title}::text, ${kind}::assessment_kind, ${int(weight)}::numeric, ${int(maxMarks)}::numeric,
          ${addDays(today, -5 * (PLAN.length - k))}::date)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    create temp table bench_assessment on commit drop as
    with plan (k, title, kind, weight, max_marks, date) as (values ${plan}),
    placed as (
      select c.id as course_id, c.n as course_n, p.*,
             coalesce((select min(ci.staff_id::text)::uuid from course_instructors ci where ci.course_id = c.id),
                      ${adminId}::uuid) as marked_by,
             (p.date + 2 + time '17:00') at time zone 'Asia/Kolkata' as marked_at,
             p.k < ${int(PLAN.length - DRAFTS)} as published
      from bench_course c cross join plan p
    ),
    inserted as (
      insert into assessments (course_id, title, kind, date, max_marks, weight, published_at, published_by,
                               marks_version, created_at)
      select course_id, title, kind, date, max_marks, weight,
             case when published then marked_at + interval '1 day' end, case when published then marked_by end,
             1, (date - 7 + time '10:00') at time zone 'Asia/Kolkata'
      from placed
      returning id, course_id, title
    )
    select i.id, p.* from inserted i join placed p on p.course_id = i.course_id and p.title = i.title`);

  await loadInBulk(tx, 'assessment_marks', () =>
    tx.execute(sql`
    insert into assessment_marks (assessment_id, student_id, marks, absent, exempt, remark, updated_by, updated_at)
    select a.id, e.student_id,
           case when r.absent or r.exempt then null
                else round(least(100, greatest(0, r.percent)) * a.max_marks / 50) / 2 end,
           r.absent, r.exempt, case when r.absent then 'Medical leave' end, a.marked_by, a.marked_at
    from bench_assessment a
    join enrollments e on e.course_id = a.course_id
    join bench_student s on s.id = e.student_id
    cross join lateral (select (s.n::bigint * 7919 + a.k * 104729 + a.course_n * 31) % 1000 as h) h
    cross join lateral (
      select h.h < 20 as absent, h.h >= 20 and h.h < 25 as exempt,
             35 + (s.n * 37) % 60 + h.h % 21 - 10 as percent
    ) r
    order by a.id, e.student_id`),
  );

  const saved = (count: SQL, a: SQL) =>
    forCount(
      count,
      messageSql((t, c) => auditSummaries.marksSaved(t, c, 1), sql`${a}.title`, sql`co.name`),
      messageSql((t, c, n) => auditSummaries.marksSaved(t, c, countMarker(n)), sql`${a}.title`, sql`co.name`, count),
    );
  const published = (count: SQL, a: SQL) =>
    forCount(
      count,
      messageSql((t, c) => auditSummaries.assessmentPublished(t, c, 1), sql`${a}.title`, sql`co.name`),
      messageSql(
        (t, c, n) => auditSummaries.assessmentPublished(t, c, countMarker(n)),
        sql`${a}.title`,
        sql`co.name`,
        count,
      ),
    );
  await tx.execute(sql`
    with saves as (
      select m.assessment_id, count(*)::int as students,
             jsonb_object_agg(u.name || ' (' || u.email || ')', jsonb_build_object('from', null,
               'to', ${auditedMark(sql`m.marks`, sql`m.absent`, sql`m.exempt`, sql`m.remark`)})) as changes
      from assessment_marks m
      join bench_assessment a on a.id = m.assessment_id
      join users u on u.id = m.student_id
      group by m.assessment_id
    )
    insert into audit_events (at, actor_id, actor_name, actor_email, actor_role, action, entity_type, entity_id,
                              summary, changes)
    select x.at, i.id, i.name, i.email, i.role, x.action, 'assessment', a.id::text, x.summary, x.changes
    from saves s
    join bench_assessment a on a.id = s.assessment_id
    join courses co on co.id = a.course_id
    join users i on i.id = a.marked_by
    cross join lateral (
      values (a.marked_at, 'marks.saved'::audit_action, ${saved(sql`s.students`, sql`a`)}, s.changes),
             (a.marked_at + interval '1 day', 'assessment.published'::audit_action,
              ${published(sql`s.students`, sql`a`)}, '{"published": {"from": false, "to": true}}'::jsonb)
    ) x (at, action, summary, changes)
    where x.action = 'marks.saved' or a.published`);
}
