import { and, count, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  classStatistics,
  dateInIndia,
  dateTimeInIndia,
  GROWTH_WINDOW_DAYS,
  type AttendanceCounts,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, enrollments, feeAccounts, payments, users } from '../db/schema.js';
import { courseResults, currentGradeScale, recentPublications } from './assessments.js';
import { countsByStatus } from './attendance.js';
import * as feeRules from './fee-rules-sql.js';
import { outstandingAgeing } from './report.js';
import * as progressRules from './progress-rules-sql.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every server instance LISTENs here; the payload is `<scope> <instance id>`: the kind of change and the instance it
 * went through.
 */
export const DASHBOARD_CHANNEL = 'campus_dashboard';

/** A staff member's change (`office`: any figure may differ) or a student's own (`student`: only their own data). */
export type ChangeScope = 'office' | 'student';

/** Tells every instance that a change has committed, so the figures and answers they reuse may be out of date. */
export async function announceDashboardChange(db: Db, instanceId: string, scope: ChangeScope): Promise<void> {
  await db.execute(sql`select pg_notify(${DASHBOARD_CHANNEL}, ${`${scope} ${instanceId}`})`);
}

const countWhere = (condition: SQL | undefined) => sql`count(*) filter (where ${condition})`.mapWith(Number);

const sumOf = (amount: AnyPgColumn | SQL, condition?: SQL) =>
  sql`coalesce(sum(${amount})${condition ? sql` filter (where ${condition})` : sql``}, 0)::bigint`.mapWith(Number);

/** A window ending at the later bound, not including its earlier one: (from, to]. */
const within = <T>(column: AnyPgColumn, from: T, to: T) => and(gt(column, from), lte(column, to));

const cancelled = alias(payments, 'cancelled');
/** What each entry brought in (a payment) or took back (the reversal of one), on its date; concessions bring nothing. */
const revenue = feeRules.paidChange(payments.kind, payments.amount, cancelled.kind);

/**
 * Today's classes (in India, at `now`): the marks saved at them, counted by status, and how many of those that have
 * begun (`classHasStarted`) are not cancelled and not marked yet (along class_sessions_unmarked_idx).
 */
async function attendanceToday(db: Db, now: Date): Promise<{ counts: AttendanceCounts; unmarkedClasses: number }> {
  const [day, time] = dateTimeInIndia(now).split(' ');
  // Each class's marks read along the primary key: planned as a join, PostgreSQL scans every mark (6 million at scale).
  const { rows } = (await db.execute(sql`
    select coalesce(sum(k.present), 0)::int as present, coalesce(sum(k.absent), 0)::int as absent,
      coalesce(sum(k.late), 0)::int as late, coalesce(sum(k.excused), 0)::int as excused,
      (select count(*)::int from class_sessions u
        where u.date = ${day} and u.marked_at is null and not u.cancelled and u.start_time <= ${time}::time
      ) as "unmarkedClasses"
    from class_sessions cs
    cross join lateral (select ${countsByStatus} from attendance_marks m where m.class_session_id = cs.id) k
    where cs.date = ${day} and not cs.cancelled`)) as unknown as {
    rows: (AttendanceCounts & { unmarkedClasses: number })[];
  };
  const { unmarkedClasses, ...counts } = rows[0]!;
  return { counts, unmarkedClasses };
}

/** The dashboard shows the mean result of the courses of this many latest publications. */
const LATEST_RESULT_COURSES = 10;

/**
 * Assessments published in the last 7 days, and the courses of the latest publications with the mean of their
 * students' results (`classStatistics` of the SQL twin of `weightedResult`), latest first.
 */
async function resultFigures(db: Db, now: Date) {
  const { publishedSince, latest } = await recentPublications(
    db,
    new Date(now.getTime() - 7 * DAY_MS),
    LATEST_RESULT_COURSES,
  );
  const [results, { bands }] = await Promise.all([
    courseResults(db, { courseIds: latest.map((course) => course.courseId) }),
    currentGradeScale(db),
  ]);
  return {
    publishedThisWeek: publishedSince,
    averagePerCourse: latest.map((course) => {
      const percents = results.flatMap((result) =>
        result.courseId === course.courseId && result.resultPercent !== null ? [result.resultPercent / 100] : [],
      );
      return { ...course, averagePercent: classStatistics(percents, bands).mean, students: percents.length };
    }),
  };
}

/**
 * Every admin dashboard figure in one statement, every count split into the last GROWTH_WINDOW_DAYS
 * ("current") and the window before it ("previous"); payments are read only within those windows.
 * Students, fee accounts and enrollments count only for students who are not deleted, enrollments only in courses that
 * are not deleted; what is due, only for open accounts (closed ones owe nothing). Beside them, today's attendance.
 */
export async function dashboardFigures(db: Db, now: Date) {
  const windowStart = new Date(now.getTime() - GROWTH_WINDOW_DAYS * DAY_MS);
  const previousStart = new Date(now.getTime() - 2 * GROWTH_WINDOW_DAYS * DAY_MS);
  // Payment dates are calendar dates: the current window is the last 30 of them, today included.
  const windowStartDate = windowStart.toISOString().slice(0, 10);
  const previousStartDate = previousStart.toISOString().slice(0, 10);
  const activeStudent = and(eq(users.role, 'student'), isNull(users.deletedAt));

  const studentFigures = db
    .select({
      total: count().as('students_total'),
      current: countWhere(gt(users.createdAt, windowStart)).as('students_current'),
      previous: countWhere(within(users.createdAt, previousStart, windowStart)).as('students_previous'),
    })
    .from(users)
    .where(activeStudent)
    .as('student_figures');

  const courseFigures = db
    .select({
      total: count().as('courses_total'),
      current: countWhere(gt(courses.createdAt, windowStart)).as('courses_current'),
      previous: countWhere(within(courses.createdAt, previousStart, windowStart)).as('courses_previous'),
    })
    .from(courses)
    .where(isNull(courses.deletedAt))
    .as('course_figures');

  const revenueFigures = db
    .select({
      // Every entry belongs to an account: what the accounts were paid is what the ledger holds, payments less
      // reversed payments.
      total: sumOf(feeAccounts.paid).as('revenue_total'),
    })
    .from(feeAccounts)
    .as('revenue_figures');
  const revenueWindows = db
    .select({
      current: sumOf(revenue, gt(payments.paidOn, windowStartDate)).as('revenue_current'),
      previous: sumOf(revenue, within(payments.paidOn, previousStartDate, windowStartDate)).as('revenue_previous'),
    })
    .from(payments)
    .leftJoin(cancelled, eq(cancelled.id, payments.reversesId))
    .where(gt(payments.paidOn, previousStartDate))
    .as('revenue_windows');

  // What each account's ledger changed in the current window: what was paid, conceded and charged as late fees. Taken
  // off the account's sums, they leave what had been paid and what was owed at the window's start.
  const paidInWindow = db
    .select({
      feeAccountId: payments.feeAccountId,
      amount: sql`sum(${revenue})`.as('paid_in_window'),
      concession: sql`sum(${feeRules.concessionChange(payments.kind, payments.amount, cancelled.kind)})`.as(
        'conceded_in_window',
      ),
      lateFee: sql`sum(${feeRules.lateFeeChange(payments.kind, payments.amount)})`.as('late_fees_in_window'),
    })
    .from(payments)
    .leftJoin(cancelled, eq(cancelled.id, payments.reversesId))
    .where(gt(payments.paidOn, windowStartDate))
    .groupBy(payments.feeAccountId)
    .as('paid_in_window');
  const dueFigures = db
    .select({
      now: sumOf(
        feeRules.outstandingAmount(feeAccounts.paid, feeAccounts.netFee),
        feeRules.isOpenAccount(feeAccounts.closedAt),
      ).as('due_now'),
      // What was owed then: the accounts that were open, their net fee as it stood (without the late fees charged and
      // the concessions granted since), less what had been paid by that day.
      windowAgo: sumOf(
        feeRules.outstandingAmount(
          sql`${feeAccounts.paid} - coalesce(${paidInWindow.amount}, 0)`,
          sql`${feeAccounts.netFee} - coalesce(${paidInWindow.lateFee}, 0) + coalesce(${paidInWindow.concession}, 0)`,
        ),
        and(
          lt(feeAccounts.createdAt, windowStart),
          or(feeRules.isOpenAccount(feeAccounts.closedAt), gte(feeAccounts.closedAt, windowStart)),
        ),
      ).as('due_window_ago'),
    })
    .from(feeAccounts)
    .innerJoin(users, eq(users.id, feeAccounts.studentId))
    .leftJoin(paidInWindow, eq(paidInWindow.feeAccountId, feeAccounts.id))
    .where(activeStudent)
    .as('due_figures');

  // Completed: every lesson now in the course done; completed_at says when the last of them was.
  const complete = progressRules.isCourseComplete(enrollments.completedLessons, courses.lessonCount);
  const enrollmentFigures = db
    .select({
      total: count().as('enrollments_total'),
      completed: countWhere(complete).as('enrollments_completed'),
      current: countWhere(gt(enrollments.enrolledAt, windowStart)).as('enrollments_current'),
      previous: countWhere(within(enrollments.enrolledAt, previousStart, windowStart)).as('enrollments_previous'),
      completedCurrent: countWhere(and(complete, gt(enrollments.completedAt, windowStart))).as('completed_current'),
      completedPrevious: countWhere(and(complete, within(enrollments.completedAt, previousStart, windowStart))).as(
        'completed_previous',
      ),
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(activeStudent, isNull(courses.deletedAt)))
    .as('enrollment_figures');

  const ageing = outstandingAgeing(db, dateInIndia(now));
  const attendance = attendanceToday(db, now);
  const results = resultFigures(db, now);
  const [figures] = await db
    .select()
    .from(studentFigures)
    .crossJoin(courseFigures)
    .crossJoin(revenueFigures)
    .crossJoin(revenueWindows)
    .crossJoin(dueFigures)
    .crossJoin(enrollmentFigures);
  // Of what is due, what is past its due day.
  const { notDue: _, ...late } = await ageing;
  const overdue = Object.values(late).reduce((sum, amount) => sum + amount, 0);
  return {
    students: figures!.student_figures,
    courses: figures!.course_figures,
    revenue: { ...figures!.revenue_figures, ...figures!.revenue_windows },
    dueFees: figures!.due_figures,
    overdueFees: overdue,
    enrollments: figures!.enrollment_figures,
    attendanceToday: await attendance,
    results: await results,
  };
}

export type DashboardFigures = Awaited<ReturnType<typeof dashboardFigures>>;
