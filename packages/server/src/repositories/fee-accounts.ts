import { and, asc, count, eq, getTableName, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  feeStatus,
  outstandingAmount,
  type AdminFeeQuery,
  type AdminFeeRecord,
  type ListQuery,
  type Page,
  type StudentFeeRecord,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, feeAccounts, users } from '../db/schema.js';
import * as feeRules from './fee-rules-sql.js';
import type { Tx } from '../db/transaction.js';
import { ROWS_PER_INSERT } from './enrollments.js';
import { countUpToLimit, oneColumn, type AnswerReuse } from './count.js';
import { feeAccountMatches } from './search.js';

/**
 * A column as `"table"."column"`. In a select from a single table drizzle writes its columns bare,
 * and a bare "id" inside a correlated subquery would be read as the subquery's own column.
 */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Whether an account's course was deleted; its account stays when something was paid into it. */
const courseDeleted = sql<boolean>`${courses.deletedAt} is not null`;

/** Which accounts to close: all of a course's, or a student's in some courses. */
export type FeeAccountsToClose = { courseId: string } | { studentId: string; courseIds: string[] };

/**
 * Closes the matching accounts that have nothing paid into them and no concession, as of `at`: they then owe nothing
 * and leave every list and figure. Accounts with payments or a concession stay open, so the ledger and what is still
 * owed are never lost. `paid` and `concession` are the row's own columns: an update that waited for an entry's lock on
 * the row checks them again and leaves it open.
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
      and(where, eq(feeAccounts.paid, 0), eq(feeAccounts.concession, 0), feeRules.isOpenAccount(feeAccounts.closedAt)),
    );
}

/**
 * Opens a fee account per course at the course's price. A course taken again keeps the account (and payments) it
 * already has; a closed account had nothing paid into it and opens again as a new one, at today's price.
 */
export function openFeeAccounts(tx: Tx, studentId: string, chosen: { id: string; price: number }[], dueDate: string) {
  return openFeeAccountsEach(
    tx,
    chosen.map((course) => ({ studentId, course })),
    dueDate,
  );
}

/** openFeeAccounts for many students at once: each account is a student and a course, at the course's price. */
export async function openFeeAccountsEach(
  tx: Tx,
  accounts: { studentId: string; course: { id: string; price: number } }[],
  dueDate: string,
) {
  for (let start = 0; start < accounts.length; start += ROWS_PER_INSERT) {
    await tx
      .insert(feeAccounts)
      .values(
        accounts
          .slice(start, start + ROWS_PER_INSERT)
          .map(({ studentId, course }) => ({ studentId, courseId: course.id, totalFee: course.price, dueDate })),
      )
      .onConflictDoUpdate({
        target: [feeAccounts.studentId, feeAccounts.courseId],
        set: {
          totalFee: sql`excluded.total_fee`,
          dueDate: sql`excluded.due_date`,
          createdAt: sql`excluded.created_at`,
          closedAt: null,
        },
        setWhere: isNotNull(feeAccounts.closedAt),
      });
  }
}

export function lastPaidOn(feeAccountId: AnyPgColumn): SQL<string | null> {
  const account = qualified(feeAccountId);
  return sql<string | null>`(select max(p.paid_on)::text from payments p where p.fee_account_id = ${account})`;
}

/** One student's open fee accounts with what was paid into each, oldest first. */
export function studentFeeAccounts(db: Db, studentId: string) {
  return db
    .select({
      id: feeAccounts.id,
      courseId: feeAccounts.courseId,
      course: courses.name,
      courseDeleted,
      totalFee: feeAccounts.totalFee,
      concession: feeAccounts.concession,
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

type StudentFeeAccount = Awaited<ReturnType<typeof studentFeeAccounts>>[number];

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
  };
}

/** One page of a student's fee records, oldest account first. */
export async function studentFeeRecordPage(
  db: Db,
  studentId: string,
  { page, limit }: Pick<ListQuery, 'page' | 'limit'>,
): Promise<Page<StudentFeeRecord>> {
  const [rows, [counted]] = await Promise.all([
    studentFeeAccounts(db, studentId)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(feeAccounts)
      .where(and(eq(feeAccounts.studentId, studentId), feeRules.isOpenAccount(feeAccounts.closedAt))),
  ]);
  return { items: rows.map(toStudentFeeRecord), total: counted?.total ?? 0, page, limit };
}

/**
 * One page of the open fee accounts of active students, by student name then course (a student's accounts together,
 * even where two share a name: the index on names gives that order, so a page reads no more than its rows), with what was paid
 * into each; `search` matches the student's name or email or the course name, `studentId` keeps one student's
 * accounts, `status` is applied in SQL; the total is exact up to COUNT_LIMIT.
 */
export async function adminFeeRecordPage(
  db: Db,
  { page, limit, search, status, studentId }: AdminFeeQuery,
  counts: AnswerReuse,
): Promise<Page<AdminFeeRecord>> {
  const matches = await feeAccountMatches(db, search, counts);
  const accounts = db
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
        matches,
      ),
    )
    .as('accounts');
  const where = status ? feeRules.hasFeeStatus(status, accounts.paid, accounts.netFee) : undefined;

  const [rows, total] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(asc(accounts.name), asc(accounts.studentId), asc(accounts.course), asc(accounts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countUpToLimit(db, db.select(oneColumn).from(accounts).where(where).$dynamic(), counts),
  ]);
  const items = rows.map(({ paid, netFee, ...account }) => ({
    ...account,
    status: feeStatus(paid, netFee),
    paidAmount: paid,
    amountDue: outstandingAmount(paid, netFee),
  }));
  return { items, total, page, limit };
}
