import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  inArray,
  isNull,
  not,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  accountInstalments,
  dateInIndia,
  planTotalViolation,
  feeDueDate,
  feeStatus,
  outstandingAmount,
  scheduleOf,
  type ChargedInstalment,
  type ScheduledInstalment,
  type AdminFeeQuery,
  type AdminFeeRecord,
  type ListQuery,
  type Page,
  type StudentFeeRecord,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { preparedQuery } from '../db/prepared.js';
import { courses, feeAccounts, feeInstalments, feePlans, users } from '../db/schema.js';
import * as feeRules from './fee-rules-sql.js';
import type { Tx } from '../db/transaction.js';
import { ROWS_PER_INSERT } from './enrollments.js';
import { oneColumn, searchedTotal, type AnswerReuse } from './count.js';
import { feeAccountMatches } from './search.js';

/**
 * A column as `"table"."column"`. In a select from a single table drizzle writes its columns bare,
 * and a bare "id" inside a correlated subquery would be read as the subquery's own column.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Whether an account's course was deleted; its account stays when something was paid into it. */
const courseDeleted = sql<boolean>`${courses.deletedAt} is not null`;

/** Which accounts to close: all of a course's, or a student's in some courses. */
export type FeeAccountsToClose = { courseId: string } | { studentId: string; courseIds: string[] };

/**
 * Closes the matching accounts that have nothing paid into them, no concession and no late fee, as of `at`: they then
 * owe nothing and leave every list and figure. Accounts with any ledger entry stay open, so the ledger and what is
 * still owed are never lost. `paid`, `concession` and `lateFee` are the row's own columns: an update that waited for an
 * entry's lock on the row checks them again and leaves it open.
 */
export function closeUnpaidFeeAccounts(tx: Tx, which: FeeAccountsToClose, at: Date) {
  const where =
    'courseId' in which
      ? eq(feeAccounts.courseId, which.courseId)
      : and(eq(feeAccounts.studentId, which.studentId), inArray(feeAccounts.courseId, which.courseIds));
  return tx
    .update(feeAccounts)
    .set({ closedAt: at })
    .where(
      and(
        where,
        eq(feeAccounts.paid, 0),
        eq(feeAccounts.concession, 0),
        eq(feeAccounts.lateFee, 0),
        feeRules.isOpenAccount(feeAccounts.closedAt),
      ),
    );
}

/**
 * Opens a fee account per course at the course's price, at `now`. A course taken again keeps the account (and payments)
 * it already has; a closed account had nothing in its ledger and opens again as a new one, at today's price and plan.
 */
export function openFeeAccounts(tx: Tx, studentId: string, chosen: { id: string; price: number }[], now: Date) {
  return openFeeAccountsEach(
    tx,
    chosen.map((course) => ({ studentId, course })),
    now,
  );
}

/** Each course's current fee plan version (its id and instalments), for the courses that have one. */
async function currentFeePlans(tx: Tx, courseIds: string[]) {
  if (courseIds.length === 0)
    return new Map<string, { id: string; instalments: (typeof feePlans.$inferSelect)['instalments'] }>();
  const rows = await tx
    .selectDistinctOn([feePlans.courseId], {
      courseId: feePlans.courseId,
      id: feePlans.id,
      instalments: feePlans.instalments,
    })
    .from(feePlans)
    .where(inArray(feePlans.courseId, courseIds))
    .orderBy(feePlans.courseId, desc(feePlans.version));
  return new Map(rows.map((row) => [row.courseId, row]));
}

/**
 * openFeeAccounts for many students at once: each account is a student and a course, at the course's price. A course
 * with a fee plan gives each new account the plan's instalments, from the day (in India) of `now`; one without keeps
 * the fixed rule: all of it due FEE_DUE_DAYS later.
 */
export async function openFeeAccountsEach(
  tx: Tx,
  accounts: { studentId: string; course: { id: string; price: number } }[],
  now: Date,
) {
  const plans = await currentFeePlans(tx, [...new Set(accounts.map(({ course }) => course.id))]);
  // A plan made for another price (the course's fee changed since) waits for a new version: the fixed rule meanwhile.
  const planFor = (course: { id: string; price: number }) => {
    const plan = plans.get(course.id);
    return plan && planTotalViolation(plan.instalments, course.price) === null ? plan : undefined;
  };
  const planInstalments = new Map([...plans.values()].map((plan) => [plan.id, plan.instalments]));
  const enrolledOn = dateInIndia(now);
  const dueDate = feeDueDate(now);
  for (let start = 0; start < accounts.length; start += ROWS_PER_INSERT) {
    const opened = await tx
      .insert(feeAccounts)
      .values(
        accounts.slice(start, start + ROWS_PER_INSERT).map(({ studentId, course }) => {
          const plan = planFor(course);
          return {
            studentId,
            courseId: course.id,
            totalFee: course.price,
            dueDate: plan ? null : dueDate,
            feePlanId: plan?.id ?? null,
            createdAt: now,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [feeAccounts.studentId, feeAccounts.courseId],
        set: {
          totalFee: sql`excluded.total_fee`,
          dueDate: sql`excluded.due_date`,
          feePlanId: sql`excluded.fee_plan_id`,
          createdAt: sql`excluded.created_at`,
          closedAt: null,
        },
        setWhere: not(feeRules.isOpenAccount(feeAccounts.closedAt)),
      })
      .returning({ id: feeAccounts.id, feePlanId: feeAccounts.feePlanId });
    // An account opened again drops the instalments it had (it had no late fee, or it would not have closed).
    if (opened.length > 0) {
      await tx.delete(feeInstalments).where(
        inArray(
          feeInstalments.feeAccountId,
          opened.map((account) => account.id),
        ),
      );
    }
    const instalments = opened.flatMap((account) =>
      instalmentRows(account.id, scheduleOf(planInstalments.get(account.feePlanId ?? '') ?? [], enrolledOn)),
    );
    for (let from = 0; from < instalments.length; from += ROWS_PER_INSERT) {
      await tx.insert(feeInstalments).values(instalments.slice(from, from + ROWS_PER_INSERT));
    }
  }
}

/** Rows of many accounts grouped by account, each group in the rows' order. */
export function byAccount<T extends { feeAccountId: string }>(rows: T[]): Map<string, Omit<T, 'feeAccountId'>[]> {
  const groups = new Map<string, Omit<T, 'feeAccountId'>[]>();
  for (const { feeAccountId, ...row } of rows) {
    const group = groups.get(feeAccountId) ?? [];
    group.push(row);
    groups.set(feeAccountId, group);
  }
  return groups;
}

/**
 * An account's schedule as its instalment rows, with the running sums fixed with it: the amounts before each, and
 * which is the last.
 */
export function instalmentRows(feeAccountId: string, schedule: readonly ScheduledInstalment[]) {
  let before = 0;
  return schedule.map((instalment, i) => {
    const row = { feeAccountId, ...instalment, amountBefore: before, last: i === schedule.length - 1 };
    before += instalment.amount;
    return row;
  });
}

/**
 * The instalments of these accounts (with their late fees, named concessions and waived late fees), each account's in
 * order; none for an account without a plan.
 */
export async function instalmentsOf(db: Db, accountIds: string[]): Promise<Map<string, ChargedInstalment[]>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({
      feeAccountId: feeInstalments.feeAccountId,
      number: feeInstalments.number,
      dueDate: feeInstalments.dueDate,
      amount: feeInstalments.amount,
      lateFee: feeInstalments.lateFee,
      namedConcession: feeInstalments.namedConcession,
      lateFeeWaived: feeInstalments.lateFeeWaived,
    })
    .from(feeInstalments)
    .where(inArray(feeInstalments.feeAccountId, accountIds))
    .orderBy(feeInstalments.feeAccountId, feeInstalments.number);
  return byAccount(rows);
}

interface AccountFigures {
  id: string;
  totalFee: number;
  dueDate: string | null;
  paid: number;
  concession: number;
}

/**
 * The accounts with their schedules on `today` (`schedule`, `nextDue`). An account on a plan shows its next instalment's
 * day as `dueDate` (its last one's once all are paid); one without keeps its fixed due day.
 */
export async function withSchedules<A extends AccountFigures>(db: Db, accounts: A[], today: string) {
  const instalments = await instalmentsOf(
    db,
    accounts.map((account) => account.id),
  );
  return accounts.map((account) => {
    const own = instalments.get(account.id) ?? [];
    const { schedule, nextDue } = accountInstalments(account, own, today);
    const dueDate = own.length === 0 ? account.dueDate : (nextDue?.dueDate ?? schedule.at(-1)?.dueDate ?? null);
    return { ...account, dueDate, schedule, nextDue };
  });
}

/**
 * The day of the account's latest payment that still stands (not reversed): its paid date. Late fees, concessions and
 * reversals are entries too, but none of them is a day the student paid.
 */
export function lastPaidOn(feeAccountId: AnyPgColumn): SQL<string | null> {
  const account = qualified(feeAccountId);
  return sql<string | null>`(select max(p.paid_on)::text from payments p
    where p.fee_account_id = ${account} and p.kind = 'payment'
      and not exists (select 1 from payments r where r.reverses_id = p.id))`;
}

/** One student's open fee accounts with what was paid into each, oldest first. */
export function studentFeeAccounts(db: Db, studentId: string | Placeholder) {
  return db
    .select({
      id: feeAccounts.id,
      courseId: feeAccounts.courseId,
      course: courses.name,
      courseDeleted,
      totalFee: feeAccounts.totalFee,
      concession: feeAccounts.concession,
      lateFee: feeAccounts.lateFee,
      netFee: feeAccounts.netFee,
      dueDate: feeAccounts.dueDate,
      paid: feeAccounts.paid,
      lastPaidOn: lastPaidOn(feeAccounts.id),
    })
    .from(feeAccounts)
    .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
    .where(and(eq(feeAccounts.studentId, studentId), feeRules.isOpenAccount(feeAccounts.closedAt)))
    .orderBy(asc(feeAccounts.createdAt), asc(feeAccounts.id));
}

/** A pay code as the table makes them (`fee_accounts.pay_code`): 12 lowercase hex digits. */
const PAY_CODE = /^[0-9a-f]{12}$/;

/**
 * The open fee account of an active student whose pay link has this code, with what is due on it and next (its
 * schedule on `today`), for the UPI payment the link opens; none for a code no account can have.
 */
export async function accountByPayCode(db: Db, payCode: string, today: string) {
  if (!PAY_CODE.test(payCode)) return undefined;
  const rows = await db
    .select({
      id: feeAccounts.id,
      course: courses.name,
      totalFee: feeAccounts.totalFee,
      concession: feeAccounts.concession,
      netFee: feeAccounts.netFee,
      dueDate: feeAccounts.dueDate,
      paid: feeAccounts.paid,
    })
    .from(feeAccounts)
    .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
    .innerJoin(users, eq(users.id, feeAccounts.studentId))
    .where(
      and(eq(feeAccounts.payCode, payCode), feeRules.isOpenAccount(feeAccounts.closedAt), isNull(users.deletedAt)),
    );
  const [account] = await withSchedules(db, rows, today);
  return account && { ...account, dueAmount: outstandingAmount(account.paid, account.netFee) };
}

type StudentFeeAccount = Awaited<
  ReturnType<typeof withSchedules<Awaited<ReturnType<typeof studentFeeAccounts>>[number]>>
>[number];

function toStudentFeeRecord(account: StudentFeeAccount): StudentFeeRecord {
  return {
    _id: account.id,
    courseId: account.courseId,
    course: account.course,
    courseDeleted: account.courseDeleted,
    status: feeStatus(account.paid, account.netFee),
    totalFee: account.totalFee,
    concession: account.concession,
    dueAmount: outstandingAmount(account.paid, account.netFee),
    dueDate: account.dueDate,
    paidAmount: account.paid,
    paidDate: account.lastPaidOn,
    lateFee: account.lateFee,
    schedule: account.schedule,
    nextDue: account.nextDue,
  };
}

const studentFeeAccountPage = preparedQuery('student_fee_accounts', (db) =>
  studentFeeAccounts(db, sql.placeholder('studentId'))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

const studentFeeAccountCount = preparedQuery('student_fee_account_count', (db) =>
  db
    .select({ total: count() })
    .from(feeAccounts)
    .where(and(eq(feeAccounts.studentId, sql.placeholder('studentId')), feeRules.isOpenAccount(feeAccounts.closedAt))),
);

/** One page of a student's fee records, oldest account first, with their schedules on the day (in India) of `now`. */
export async function studentFeeRecordPage(
  db: Db,
  studentId: string,
  { page, limit }: Pick<ListQuery, 'page' | 'limit'>,
  now: Date,
): Promise<Page<StudentFeeRecord>> {
  const [rows, [counted]] = await Promise.all([
    studentFeeAccountPage(db, { studentId, limit, offset: (page - 1) * limit }),
    studentFeeAccountCount(db, { studentId }),
  ]);
  const items = (await withSchedules(db, rows, dateInIndia(now))).map(toStudentFeeRecord);
  return { items, total: counted?.total ?? 0, page, limit };
}

/**
 * One page of the open fee accounts of active students, by student name then course (a student's accounts together,
 * even where two share a name: the index on names gives that order, so a page reads no more than its rows), with what was paid
 * into each; `search` matches the student's name or email or the course name, `studentId` keeps one student's
 * accounts, `status` is applied in SQL; the total is exact up to COUNT_LIMIT. Schedules are as on the day (in India)
 * of `now`.
 */
export async function adminFeeRecordPage(
  db: Db,
  { page, limit, search, status, studentId }: AdminFeeQuery,
  counts: AnswerReuse,
  now: Date,
): Promise<Page<AdminFeeRecord>> {
  const withStatus = (account: { paid: SQLWrapper; netFee: SQLWrapper }) =>
    status ? feeRules.hasFeeStatus(status, account.paid, account.netFee) : undefined;
  const matches = await feeAccountMatches(db, search, { rows: page * limit, keep: withStatus });
  const openAccounts = (match: SQL | undefined) =>
    db
      .select({
        id: feeAccounts.id,
        studentId: feeAccounts.studentId,
        name: users.name,
        email: users.email,
        courseId: feeAccounts.courseId,
        // Aliased: the student's and the course's name are both "name".
        course: sql<string>`${courses.name}`.as('course'),
        courseDeleted: courseDeleted.as('course_deleted'),
        totalFee: feeAccounts.totalFee,
        concession: feeAccounts.concession,
        lateFee: feeAccounts.lateFee,
        netFee: feeAccounts.netFee,
        dueDate: feeAccounts.dueDate,
        paid: feeAccounts.paid,
      })
      .from(feeAccounts)
      .innerJoin(users, eq(users.id, feeAccounts.studentId))
      .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
      .where(
        and(
          isNull(users.deletedAt),
          feeRules.isOpenAccount(feeAccounts.closedAt),
          studentId ? eq(feeAccounts.studentId, studentId) : undefined,
          match,
        ),
      )
      .as('accounts');
  const [accounts, counted] = [openAccounts(matches.page), openAccounts(matches.all)];

  const [rows, total] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(withStatus(accounts))
      .orderBy(asc(accounts.name), asc(accounts.studentId), asc(accounts.course), asc(accounts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    searchedTotal(db, db.select(oneColumn).from(counted).where(withStatus(counted)).$dynamic(), counts, {
      broad: matches.broad,
      page,
      limit,
    }),
  ]);
  const items = (await withSchedules(db, rows, dateInIndia(now))).map(({ paid, netFee, ...account }) => ({
    ...account,
    status: feeStatus(paid, netFee),
    paidAmount: paid,
    amountDue: outstandingAmount(paid, netFee),
  }));
  return { items, ...total, page, limit };
}
