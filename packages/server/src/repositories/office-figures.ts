import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  GROWTH_WINDOW_DAYS,
  noAgeing,
  RECENT_ENROLLMENT_DAYS,
  type Ageing,
  type AgeingBucket,
  type AttendanceCounts,
} from '@campus/domain';
import { rowsOf, type Db } from '../db/client.js';
import { countsByStatus } from './attendance.js';
import * as feeRules from './fee-rules-sql.js';
import * as progressRules from './progress-rules-sql.js';

/** A count now (`total`), in the last GROWTH_WINDOW_DAYS days in India (`current`) and in the window before it. */
export interface Windowed {
  total: number;
  current: number;
  previous: number;
}

/**
 * The office's totals on a day in India (`today`): the dashboard's and the report's figures but the classes not marked
 * yet and the results. Students, fee accounts and enrolments count only for students not deleted, enrolments only in
 * courses not deleted, what is due only for open accounts; revenue is every entry's (`paidChange`). A window is whole
 * days in India, today the last day of the current one.
 */
export interface OfficeTotals {
  students: Windowed;
  courses: Windowed;
  revenue: Windowed;
  /** What is due now, and what was due at the end of the day before the current window. */
  due: { now: number; windowAgo: number };
  outstandingAccounts: number;
  enrollments: Windowed & {
    completed: number;
    completedCurrent: number;
    completedPrevious: number;
    /** In the last RECENT_ENROLLMENT_DAYS days. */
    recent: number;
  };
  /** What is due by how long it has been overdue on `today`, by the instalments' due days. */
  ageing: Ageing;
  /** The marks saved at `today`'s classes (not cancelled), by status. */
  attendance: AttendanceCounts;
}

/** The days that bound the windows: a day counts in the current window when it is after `windowStart`. */
function windowBounds(today: string) {
  return {
    windowStart: addDays(today, -GROWTH_WINDOW_DAYS),
    previousStart: addDays(today, -2 * GROWTH_WINDOW_DAYS),
    recentStart: addDays(today, -RECENT_ENROLLMENT_DAYS),
  };
}

/** The ageing of amounts owed, summed by due day in `dues` (due_date, amount), as one JSON object by bucket. */
const ageingJson = (dues: SQL, today: string) => sql`(
  select coalesce(json_object_agg(bucket, amount), '{}'::json) from (
    select ${feeRules.ageingBucket(sql.raw('due_date'), sql`${today}`)} as bucket, sum(amount)::bigint as amount
    from (${dues}) dues group by 1
  ) buckets)`;

/** Every bucket of the ageing, those `ageingJson` has none for at 0. */
const ageingFrom = (buckets: Partial<Record<AgeingBucket, number | string>>): Ageing => {
  const ageing = noAgeing();
  for (const [bucket, amount] of Object.entries(buckets)) ageing[bucket as AgeingBucket] = Number(amount);
  return ageing;
};

/** A count of rows by their day: in all, in the current window, in the previous one. */
const windowed = (amount: SQL, day: SQL, windowStart: string, previousStart: string) => sql`
  coalesce(sum(${amount}), 0)::bigint,
  coalesce(sum(${amount}) filter (where ${day} > ${windowStart}::date), 0)::bigint,
  coalesce(sum(${amount}) filter (where ${day} > ${previousStart}::date and ${day} <= ${windowStart}::date), 0)::bigint`;

/**
 * The totals as the database keeps them (office_figure_days, office_dues_by_date, office_attendance_days: migrations
 * 0049 and 0050): a sum over a few rows a day, whatever the number of students.
 */
export async function officeTotals(db: Db, today: string): Promise<OfficeTotals> {
  const { windowStart, previousStart, recentStart } = windowBounds(today);
  const days = (column: string) => windowed(sql.raw(column), sql.raw('day'), windowStart, previousStart);
  const [row] = await rowsOf<{
    f: (string | number)[];
    ageing: Record<AgeingBucket, number>;
    attendance: AttendanceCounts;
  }>(
    db.execute(sql`
      select array[${days('students')}, ${days('courses')}, ${days('revenue')}, ${days('enrollments')},
          ${days('completions')},
          coalesce(sum(due_change), 0)::bigint,
          coalesce(sum(due_change) filter (where day <= ${windowStart}::date), 0)::bigint,
          coalesce(sum(outstanding_accounts), 0)::bigint,
          coalesce(sum(enrollments) filter (where day > ${recentStart}::date), 0)::bigint] as f,
        ${ageingJson(sql`select due_date, amount from office_dues_by_date`, today)} as ageing,
        (select json_build_object('present', coalesce(sum(present), 0), 'absent', coalesce(sum(absent), 0),
            'late', coalesce(sum(late), 0), 'excused', coalesce(sum(excused), 0))
          from office_attendance_days where day = ${today}) as attendance
      from office_figure_days`),
  );
  return totalsFrom(row!.f.map(Number), ageingFrom(row!.ageing), row!.attendance);
}

/** The totals from the figures in the order both queries select them. */
function totalsFrom(f: number[], ageing: Ageing, attendance: AttendanceCounts): OfficeTotals {
  const window = (at: number): Windowed => ({ total: f[at]!, current: f[at + 1]!, previous: f[at + 2]! });
  const completions = window(12);
  return {
    students: window(0),
    courses: window(3),
    revenue: window(6),
    due: { now: f[15]!, windowAgo: f[16]! },
    outstandingAccounts: f[17]!,
    enrollments: {
      ...window(9),
      completed: completions.total,
      completedCurrent: completions.current,
      completedPrevious: completions.previous,
      recent: f[18]!,
    },
    ageing,
    attendance,
  };
}

/**
 * The same totals counted again from the rows themselves (students, courses, enrolments, the ledger and the fee
 * accounts), as `npm run figures:check` and the tests compare them with what the database keeps. What was due before
 * the window: the accounts open at its start, of students not deleted by then, with what their ledger entries dated in
 * the window changed taken off.
 */
export async function recountedOfficeTotals(db: Db, today: string): Promise<OfficeTotals> {
  const { windowStart, previousStart, recentStart } = windowBounds(today);
  const day = (column: string) => sql.raw(`office_day(${column})`);
  const active = sql.raw(`u.role = 'student' and u.deleted_at is null`);
  const complete = progressRules.isCourseComplete(sql.raw('e.completed_lessons'), sql.raw('k.lesson_count'));
  const revenue = feeRules.paidChange(sql.raw('p.kind'), sql.raw('p.amount'), sql.raw('c.kind'));
  const open = feeRules.isOpenAccount(sql.raw('a.closed_at'));
  const windowStartsAt = sql`(${windowStart}::date + 1)::timestamp at time zone 'Asia/Kolkata'`;
  const outstanding = feeRules.isOutstanding(sql.raw('a.paid'), sql.raw('a.net_fee'), sql.raw('a.closed_at'));
  const liveEnrollments = (where?: SQL) => sql`
    from enrollments e join users u on u.id = e.student_id join courses k on k.id = e.course_id
    where ${active} and k.deleted_at is null ${where ? sql`and ${where}` : sql``}`;
  // One after another: the check reads them in one transaction, on one connection.
  const figures = await rowsOf<{ f: (string | number)[] }>(
    db.execute(sql`
        select s.w || co.w || r.w || en.w || cm.w || d.w || en.recent as f
        from (select array[${windowed(sql`1`, day('u.created_at'), windowStart, previousStart)}] as w
            from users u where ${active}) s,
          (select array[${windowed(sql`1`, day('k.created_at'), windowStart, previousStart)}] as w
            from courses k where k.deleted_at is null) co,
          (select array[${windowed(revenue, sql.raw('p.paid_on'), windowStart, previousStart)}] as w
            from payments p left join payments c on c.id = p.reverses_id) r,
          (select array[${windowed(sql`1`, day('e.enrolled_at'), windowStart, previousStart)}] as w,
              count(*) filter (where ${day('e.enrolled_at')} > ${recentStart}::date)::bigint as recent
            ${liveEnrollments()}) en,
          (select array[${windowed(sql`1`, day('coalesce(e.completed_at, e.enrolled_at)'), windowStart, previousStart)}] as w
            ${liveEnrollments(complete)}) cm,
          (select array[
              coalesce(sum(${feeRules.outstandingAmount(sql.raw('a.paid'), sql.raw('a.net_fee'))})
                filter (where u.deleted_at is null and ${open}), 0)::bigint,
              coalesce(sum(${feeRules.outstandingAmount(
                sql`a.paid - coalesce(w.paid, 0)`,
                sql`a.net_fee - coalesce(w.late_fee, 0) + coalesce(w.concession, 0)`,
              )}) filter (where (u.deleted_at is null or u.deleted_at >= ${windowStartsAt})
                and a.created_at < ${windowStartsAt} and (${open} or a.closed_at >= ${windowStartsAt})), 0)::bigint,
              count(*) filter (where u.deleted_at is null and ${outstanding})::bigint] as w
            from fee_accounts a join users u on u.id = a.student_id
            left join (
              select p.fee_account_id, sum(${revenue}) as paid,
                sum(${feeRules.concessionChange(sql.raw('p.kind'), sql.raw('p.amount'), sql.raw('c.kind'))}) as concession,
                sum(${feeRules.lateFeeChange(sql.raw('p.kind'), sql.raw('p.amount'))}) as late_fee
              from payments p left join payments c on c.id = p.reverses_id where p.paid_on > ${windowStart}::date
              group by p.fee_account_id
            ) w on w.fee_account_id = a.id
            where u.role = 'student') d`),
  );
  const ageing = await rowsOf<{ ageing: Record<AgeingBucket, number> }>(
    db.execute(
      sql`select ${ageingJson(
        sql`select due_date, outstanding as amount from (${feeRules.allocatedInstalments(sql`${outstanding}
          and exists (select 1 from users u where u.id = a.student_id and ${active})`)}) allocated`,
        today,
      )} as ageing`,
    ),
  );
  const attendance = await rowsOf<AttendanceCounts>(
    db.execute(sql`
        select ${countsByStatus} from attendance_marks m
        join class_sessions cs on cs.id = m.class_session_id and not cs.cancelled
        where cs.date = ${today}`),
  );
  return totalsFrom(figures[0]!.f.map(Number), ageingFrom(ageing[0]!.ageing), attendance[0]!);
}

/** Where two sets of totals differ, as `path: kept ≠ counted` lines. */
export function figureDifferences(kept: OfficeTotals, counted: OfficeTotals): string[] {
  const differences: string[] = [];
  const compare = (a: object, b: object, path: string) => {
    for (const [key, value] of Object.entries(a)) {
      const other = (b as Record<string, unknown>)[key];
      if (typeof value === 'object' && value !== null) compare(value as object, other as object, `${path}${key}.`);
      else if (value !== other) differences.push(`${path}${key}: kept ${value}, counted ${String(other)}`);
    }
  };
  compare(kept, counted, '');
  return differences;
}

/**
 * Where the kept totals differ from the totals counted again, both read from one snapshot on the day in India `today`:
 * none when the triggers kept every change.
 */
export const officeFigureCheck = (db: Db, today: string): Promise<string[]> =>
  db.transaction(
    async (tx) => figureDifferences(await officeTotals(tx, today), await recountedOfficeTotals(tx, today)),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

/**
 * Every kept figure counted again from the rows (for data written with the triggers off, or after a difference); each
 * course's mean result to be counted again when next asked for.
 */
export async function rebuildOfficeFigures(db: Db): Promise<void> {
  await db.execute(sql`select office_figures_rebuild(), office_attendance_rebuild()`);
  await db.execute(sql`insert into course_result_means as r (course_id) select distinct course_id from assessments
    on conflict (course_id) do update set version = r.version + 1`);
}
