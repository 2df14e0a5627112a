import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import {
  accountInstalments,
  ageingOf,
  dateInIndia,
  RECENT_ENROLLMENT_DAYS,
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
import { countUpToLimit, oneColumn, searchedTotal, type AnswerReuse } from './count.js';
import { officeTotals } from './office-figures.js';
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

/** Every outstanding fee account of active students, largest debt first, then by name (not yet run). */
export function outstandingFeesQuery(db: Db, matches?: SQL) {
  const accounts = outstandingAccounts(db, matches);
  return db
    .select()
    .from(accounts)
    .orderBy(...outstandingOrder(accounts));
}

/** The report's totals, as the database keeps them (`officeTotals`) on the day in India of `now`. */
export async function reportTotals(db: Db, now: Date): Promise<ReportTotals> {
  const totals = await officeTotals(db, dateInIndia(now));
  return {
    students: totals.students.total,
    courses: totals.courses.total,
    enrollments: totals.enrollments.total,
    recentEnrollments: totals.enrollments.recent,
    collected: totals.revenue.total,
    outstanding: totals.due.now,
    outstandingAccounts: totals.outstandingAccounts,
    outstandingAgeing: totals.ageing,
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
  const matches = await feeAccountMatches(db, search);
  const [rows, total] = await Promise.all([
    outstandingFeesQuery(db, matches.page)
      .limit(limit)
      .offset((page - 1) * limit),
    searchedTotal(db, db.select(oneColumn).from(outstandingAccounts(db, matches.all)).$dynamic(), counts, {
      broad: matches.broad,
      page,
      limit,
    }),
  ]);
  return { items: await withAgeing(db, rows, dateInIndia(now)), ...total, page, limit };
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
  const query = outstandingFeesQuery(db, (await feeAccountMatches(db, search)).all);
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
