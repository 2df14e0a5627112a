import { and, asc, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import {
  accountInstalments,
  ageingOf,
  dateInIndia,
  noAgeing,
  RECENT_ENROLLMENT_DAYS,
  type Ageing,
  type AgeingBucket,
  type ListQuery,
  type OutstandingFee,
  type Page,
  type RecentEnrollment,
  type RecentEnrollmentQuery,
  type ReportTotals,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, enrollments, feeAccounts, users } from '../db/schema.js';
import { instalmentsOf } from './fee-accounts.js';
import * as feeRules from './fee-rules-sql.js';
import { countUpToLimit, oneColumn, type AnswerReuse } from './count.js';
import { feeAccountMatches } from './search.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const activeStudent = and(eq(users.role, 'student'), isNull(users.deletedAt));
const liveCourse = isNull(courses.deletedAt);

const recentSince = (now: Date) => new Date(now.getTime() - RECENT_ENROLLMENT_DAYS * DAY_MS);

/**
 * The outstanding fee accounts (`isOutstanding`) of active students that meet `matches` (`feeAccountMatches`), each
 * with what was paid and what is left to pay (`due`). The condition is the outstanding index's predicate and `due` its
 * expression, so the largest debts are read from that index.
 */
function outstandingAccounts(db: Db, matches?: SQL) {
  return db
    .select({
      id: feeAccounts.id,
      studentId: feeAccounts.studentId,
      name: users.name,
      email: users.email,
      phone: users.phone,
      courseId: feeAccounts.courseId,
      // Aliased: the student's and the course's name are both "name".
      course: sql<string>`${courses.name}`.as('course'),
      feeTotal: feeAccounts.totalFee,
      feeConcession: feeAccounts.concession,
      feeLateFee: feeAccounts.lateFee,
      feePaid: feeAccounts.paid,
      dueDate: feeAccounts.dueDate,
      due: feeRules.unpaidBalance(feeAccounts.paid, feeAccounts.netFee).mapWith(Number).as('due'),
    })
    .from(feeAccounts)
    .innerJoin(users, eq(users.id, feeAccounts.studentId))
    .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
    .where(
      and(activeStudent, feeRules.isOutstanding(feeAccounts.paid, feeAccounts.netFee, feeAccounts.closedAt), matches),
    )
    .as('accounts');
}

type OutstandingAccounts = ReturnType<typeof outstandingAccounts>;

/** Largest debt first; the id makes the order total, so keyset batches neither skip nor repeat a row. */
const outstandingOrder = (accounts: OutstandingAccounts) => [desc(accounts.due), asc(accounts.name), asc(accounts.id)];

/** An outstanding account as its query reads it: the report's row and the account's fixed due day. */
type OutstandingRow = Omit<OutstandingFee, 'ageing'> & { dueDate: string | null };

/**
 * The accounts with what is due on each split by how long it has been overdue on `today`, from their instalments
 * (`accountInstalments`, `ageingOf`).
 */
export async function withAgeing(db: Db, rows: OutstandingRow[], today: string): Promise<OutstandingFee[]> {
  const instalments = await instalmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ dueDate, ...row }) => {
    const account = { totalFee: row.feeTotal, dueDate, paid: row.feePaid, concession: row.feeConcession };
    const { schedule } = accountInstalments(account, instalments.get(row.id) ?? [], today);
    return { ...row, ageing: ageingOf(schedule, today) };
  });
}

/**
 * What the outstanding accounts of active students owe, by how long it has been overdue on `today`: the instalments'
 * outstanding amounts (`allocatedInstalments`) summed by bucket (`ageingBucket`). An instalment paid off adds 0 to its
 * bucket: no filter, which would reckon each row's amount twice.
 */
export async function outstandingAgeing(db: Db, today: string): Promise<Ageing> {
  const owing = sql`${feeRules.isOutstanding(sql.raw('a.paid'), sql.raw('a.net_fee'), sql.raw('a.closed_at'))}
    and exists (select 1 from ${users} u where u.id = a.student_id and u.role = 'student' and u.deleted_at is null)`;
  const { rows } = (await db.execute(sql`
    select ${feeRules.ageingBucket(sql.raw('due_date'), sql`${today}`)} as bucket, sum(outstanding)::bigint as amount
    from (${feeRules.allocatedInstalments(owing)}) allocated
    group by 1`)) as unknown as { rows: { bucket: AgeingBucket; amount: string | number }[] };
  const ageing = noAgeing();
  for (const { bucket, amount } of rows) ageing[bucket] = Number(amount);
  return ageing;
}

/** Every outstanding fee account of active students, largest debt first, then by name (not yet run). */
export function outstandingFeesQuery(db: Db, matches?: SQL) {
  const accounts = outstandingAccounts(db, matches);
  return db
    .select()
    .from(accounts)
    .orderBy(...outstandingOrder(accounts));
}

/**
 * Every report total in one statement; students, enrollments and debts count only for active students, enrollments
 * only in courses that are not deleted.
 */
export async function reportTotals(db: Db, now: Date): Promise<ReportTotals> {
  const ageing = outstandingAgeing(db, dateInIndia(now));
  const studentCount = db
    .select({ students: count().as('students') })
    .from(users)
    .where(activeStudent)
    .as('student_count');
  const courseCount = db
    .select({ courses: count().as('courses') })
    .from(courses)
    .where(isNull(courses.deletedAt))
    .as('course_count');
  const enrollmentCounts = db
    .select({
      enrollments: count().as('enrollments'),
      recentEnrollments: sql`count(*) filter (where ${gt(enrollments.enrolledAt, recentSince(now))})`
        .mapWith(Number)
        .as('recent_enrollments'),
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(activeStudent, liveCourse))
    .as('enrollment_counts');
  // Every entry belongs to an account: what the accounts were paid is what the ledger holds, payments less reversed
  // payments (concessions are not money received).
  const collectedSum = db
    .select({ collected: sql`coalesce(sum(${feeAccounts.paid}), 0)::bigint`.mapWith(Number).as('collected') })
    .from(feeAccounts)
    .as('collected_sum');
  const accounts = outstandingAccounts(db);
  const outstandingSums = db
    .select({
      outstanding: sql`coalesce(sum(${accounts.due}), 0)::bigint`.mapWith(Number).as('outstanding'),
      outstandingAccounts: count().as('outstanding_accounts'),
    })
    .from(accounts)
    .as('outstanding_sums');

  const [totals] = await db
    .select()
    .from(studentCount)
    .crossJoin(courseCount)
    .crossJoin(enrollmentCounts)
    .crossJoin(collectedSum)
    .crossJoin(outstandingSums);
  return {
    ...totals!.student_count,
    ...totals!.course_count,
    ...totals!.enrollment_counts,
    ...totals!.collected_sum,
    ...totals!.outstanding_sums,
    outstandingAgeing: await ageing,
  };
}

/**
 * One page of the enrollments of active students in live courses in the last RECENT_ENROLLMENT_DAYS days, newest
 * first; the total is exact up to COUNT_LIMIT.
 */
export async function recentEnrollmentPage(
  db: Db,
  now: Date,
  { page, limit }: RecentEnrollmentQuery,
  counts: AnswerReuse,
): Promise<Page<RecentEnrollment>> {
  const where = and(activeStudent, liveCourse, gt(enrollments.enrolledAt, recentSince(now)));
  const [rows, total] = await Promise.all([
    db
      .select({
        _id: enrollments.id,
        studentId: enrollments.studentId,
        studentName: users.name,
        email: users.email,
        courseId: enrollments.courseId,
        course: courses.name,
        enrolledAt: enrollments.enrolledAt,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(where)
      .orderBy(desc(enrollments.enrolledAt), asc(enrollments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countUpToLimit(
      db,
      db
        .select(oneColumn)
        .from(enrollments)
        .innerJoin(users, eq(users.id, enrollments.studentId))
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(where)
        .$dynamic(),
      counts,
    ),
  ]);
  const items = rows.map((row) => ({ ...row, enrolledAt: row.enrolledAt.toISOString() }));
  return { items, total, page, limit };
}

/**
 * One page of the outstanding fee accounts of active students, largest debt first, then by name; the total is exact up
 * to COUNT_LIMIT.
 */
export async function outstandingFeePage(
  db: Db,
  { page, limit, search }: ListQuery,
  counts: AnswerReuse,
  now: Date,
): Promise<Page<OutstandingFee>> {
  const matches = await feeAccountMatches(db, search, counts);
  const [rows, total] = await Promise.all([
    outstandingFeesQuery(db, matches.page)
      .limit(limit)
      .offset((page - 1) * limit),
    countUpToLimit(db, db.select(oneColumn).from(outstandingAccounts(db, matches.all)).$dynamic(), counts),
  ]);
  return { items: await withAgeing(db, rows, dateInIndia(now)), total, page, limit };
}

export const OUTSTANDING_BATCH_SIZE = 1000;

/** A row as the cursor returns it: the select's column names, before drizzle's mapping. */
interface OutstandingCursorRow {
  id: string;
  student_id: string;
  name: string;
  email: string;
  phone: string | null;
  course_id: string;
  course: string;
  total_fee: number | string;
  concession: number | string;
  late_fee: number | string;
  due_date: string | null;
  paid: number | string;
  due: number | string;
}

const fromCursorRow = (row: OutstandingCursorRow): OutstandingRow => ({
  id: row.id,
  studentId: row.student_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  courseId: row.course_id,
  course: row.course,
  feeTotal: Number(row.total_fee),
  feeConcession: Number(row.concession),
  feeLateFee: Number(row.late_fee),
  feePaid: Number(row.paid),
  dueDate: row.due_date,
  due: Number(row.due),
});

/**
 * Every outstanding fee account with its ageing on the day (in India) of `now`, in the order of `outstandingFeePage`,
 * handed to `consume` as it is read from a
 * database cursor, in batches of OUTSTANDING_BATCH_SIZE rows and only as fast as `consume` takes them, so memory
 * holds one batch whatever the row count. The rows come from one read-only snapshot; the cursor lives until
 * `consume` settles. `opened` is called once the cursor is open.
 *
 * With `readAtOnce`, every batch is read before the first is handed on, and the transaction ends before `consume`
 * starts: on PGlite, whose one connection serves no other request while a transaction lasts, a slow download must not
 * hold up everyone. Memory then holds every row (a few MB at the 10,000 students PGlite is meant for).
 */
export async function readOutstandingFees<T>(
  db: Db,
  { search, now }: { search: string | undefined; now: Date },
  counts: AnswerReuse,
  opened: () => void,
  consume: (batches: AsyncIterable<OutstandingFee[]>) => Promise<T>,
  { readAtOnce = false } = {},
): Promise<T> {
  const query = outstandingFeesQuery(db, (await feeAccountMatches(db, search, counts)).all);
  const today = dateInIndia(now);
  const read = <R>(use: (batches: AsyncIterable<OutstandingFee[]>) => Promise<R>) =>
    db.transaction(
      async (tx) => {
        // Every row is read: plan for all of them, not for a quick first 10% (the default for cursors).
        await tx.execute(sql`set local cursor_tuple_fraction = 1`);
        await tx.execute(sql`declare outstanding_fees no scroll cursor for ${query}`);
        opened();
        const fetchBatch = sql.raw(`fetch forward ${OUTSTANDING_BATCH_SIZE} from outstanding_fees`);
        return use(
          (async function* () {
            for (;;) {
              // Both drivers (node-postgres and PGlite) answer with `{ rows }`.
              const { rows } = (await tx.execute(fetchBatch)) as unknown as { rows: OutstandingCursorRow[] };
              // Each batch's ageing from the same snapshot as its rows.
              if (rows.length > 0) yield await withAgeing(tx, rows.map(fromCursorRow), today);
              if (rows.length < OUTSTANDING_BATCH_SIZE) return;
            }
          })(),
        );
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  if (!readAtOnce) return read(consume);
  const batches = await read(async (batches) => {
    const all: OutstandingFee[][] = [];
    for await (const batch of batches) all.push(batch);
    return all;
  });
  return consume(
    (async function* () {
      yield* batches;
    })(),
  );
}
