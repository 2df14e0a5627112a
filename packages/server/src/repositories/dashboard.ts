import { and, eq, inArray, sql } from 'drizzle-orm';
import { classStatistics, dateInIndia, dateTimeInIndia } from '@campus/domain';
import { rowsOf, type Db } from '../db/client.js';
import { courseResultMeans } from '../db/schema.js';
import { courseResults, currentGradeScale, recentPublications } from './assessments.js';
import { officeTotals } from './office-figures.js';

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

/**
 * How many of the classes of the day in India of `now` that have begun (`classHasStarted`) are not cancelled and not
 * marked yet (along class_sessions_unmarked_idx).
 */
async function unmarkedClasses(db: Db, now: Date): Promise<number> {
  const [day, time] = dateTimeInIndia(now).split(' ');
  const [row] = await rowsOf<{ n: number }>(
    db.execute(sql`
      select count(*)::int as n from class_sessions
      where date = ${day} and marked_at is null and not cancelled and start_time <= ${time}::time`),
  );
  return row!.n;
}

/** The dashboard shows the mean result of the courses of this many latest publications. */
const LATEST_RESULT_COURSES = 10;

/**
 * The mean result of each of these courses' students (`classStatistics` of `courseResults`, the SQL twin of
 * `weightedResult`) and how many have one, as `course_result_means` last counted them: a course whose results may have
 * moved since (its version raised by a trigger) is counted again here and kept at the version read before counting, so
 * a change made meanwhile leaves it to be counted again.
 */
async function courseMeans(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return new Map<string, { averagePercent: number | null; students: number }>();
  const kept = await db.select().from(courseResultMeans).where(inArray(courseResultMeans.courseId, courseIds));
  const means = new Map(
    kept
      .filter((row) => row.version === row.countedVersion)
      .map((row) => [row.courseId, { averagePercent: row.meanPercent, students: row.students }]),
  );
  const stale = courseIds.filter((courseId) => !means.has(courseId));
  if (stale.length === 0) return means;
  const [results, { bands }] = await Promise.all([courseResults(db, { courseIds: stale }), currentGradeScale(db)]);
  for (const courseId of stale) {
    const percents = results.flatMap((result) =>
      result.courseId === courseId && result.resultPercent !== null ? [result.resultPercent / 100] : [],
    );
    const counted = { averagePercent: classStatistics(percents, bands).mean, students: percents.length };
    means.set(courseId, counted);
    const version = kept.find((row) => row.courseId === courseId)?.version;
    if (version === undefined) continue;
    await db
      .update(courseResultMeans)
      .set({ countedVersion: version, meanPercent: counted.averagePercent, students: counted.students })
      .where(and(eq(courseResultMeans.courseId, courseId), eq(courseResultMeans.version, version)));
  }
  return means;
}

/**
 * Assessments published in the last 7 days, and the courses of the latest publications with the mean of their
 * students' results, latest first.
 */
async function resultFigures(db: Db, now: Date) {
  const { publishedSince, latest } = await recentPublications(
    db,
    new Date(now.getTime() - 7 * DAY_MS),
    LATEST_RESULT_COURSES,
  );
  const means = await courseMeans(
    db,
    latest.map((course) => course.courseId),
  );
  return {
    publishedThisWeek: publishedSince,
    averagePerCourse: latest.map((course) => ({ ...course, ...means.get(course.courseId)! })),
  };
}

/**
 * Every admin dashboard figure: the office's totals as the database keeps them (`officeTotals`, on the day in India of
 * `now`), and beside them today's attendance and the latest results.
 */
export async function dashboardFigures(db: Db, now: Date) {
  const [totals, unmarked, results] = await Promise.all([
    officeTotals(db, dateInIndia(now)),
    unmarkedClasses(db, now),
    resultFigures(db, now),
  ]);
  // Of what is due, what is past its due day.
  const { notDue: _, ...late } = totals.ageing;
  return {
    students: totals.students,
    courses: totals.courses,
    revenue: totals.revenue,
    dueFees: totals.due,
    overdueFees: Object.values(late).reduce((sum, amount) => sum + amount, 0),
    enrollments: totals.enrollments,
    attendanceToday: { counts: totals.attendance, unmarkedClasses: unmarked },
    results,
  };
}

export type DashboardFigures = Awaited<ReturnType<typeof dashboardFigures>>;
