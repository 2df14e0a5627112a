import { and, desc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CHEQUE_BOUNCED_REASON,
  COUNT_LIMIT,
  netFee,
  paymentAllocation,
  type ChargedInstalment,
  outstandingAmount,
  type DayModeSums,
  type LedgerHistoryEntry,
  type LedgerQuery,
  type Page,
  type PaymentMode,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, feeAccounts, feeInstalments, payments, users } from '../db/schema.js';
import type { Receipt } from '../lib/receipt-pdf.js';
import { oneColumn, searchedTotal, type AnswerReuse } from './count.js';
import { qualified } from './fee-accounts.js';
import { instrumentOf } from './payments.js';
import { ledgerEntryMatches, type SearchConditions } from './search.js';

const recorder = alias(users, 'recorder');
/** The entry a reversal cancels. */
const cancelled = alias(payments, 'cancelled');
/** The reversal that cancels an entry. */
const reversal = alias(payments, 'reversal');

/*
 * Who recorded an entry, what it cancels and what cancelled it, each read for the page's rows by a subquery of its own
 * rather than joined: with three more tables in one join, planning the statement took longer (4 ms at 500,000 entries)
 * than running it.
 */
const recorderOf = sql<LedgerHistoryEntry['recordedBy']>`(
  select json_build_object('_id', ${recorder.id}, 'name', ${recorder.name})
  from ${users} ${recorder} where ${recorder.id} = ${payments.recordedBy})`;
const cancelledBy = sql<LedgerHistoryEntry['reverses']>`(
  select json_build_object('_id', ${cancelled.id}, 'kind', ${cancelled.kind},
    'receiptNumber', ${cancelled.receiptNumber}, 'date', ${cancelled.paidOn})
  from ${payments} ${cancelled} where ${cancelled.id} = ${payments.reversesId})`;
const reversalOf = sql<LedgerHistoryEntry['reversedBy']>`(
  select json_build_object('_id', ${reversal.id}, 'date', ${reversal.paidOn}, 'reason', ${reversal.reason})
  from ${payments} ${reversal} where ${reversal.reversesId} = ${payments.id})`;

/**
 * The history's filters (`studentId` also confines a student to their own entries): for reading a page, and for
 * counting every entry they keep (SearchConditions).
 */
async function ledgerFilters(db: Db, query: Partial<LedgerQuery>): Promise<SearchConditions> {
  const { studentId, courseId, mode, kind, from, to, search } = query;
  const filters = (match: SQL | undefined) =>
    and(
      studentId ? eq(feeAccounts.studentId, studentId) : undefined,
      courseId ? eq(feeAccounts.courseId, courseId) : undefined,
      mode ? eq(payments.mode, mode) : undefined,
      kind ? eq(payments.kind, kind) : undefined,
      from ? gte(payments.paidOn, from) : undefined,
      to ? lte(payments.paidOn, to) : undefined,
      match,
    );
  const matches = await ledgerEntryMatches(db, search);
  return { ...matches, page: filters(matches.page), all: filters(matches.all) };
}

/**
 * How many entries match (`searchedTotal`). Every entry has an account, and every account a student and a course, so
 * without a filter on those the joins change nothing and are left out; with a search alone, the entries it matched
 * are the total.
 */
async function countEntries(
  db: Db,
  query: Partial<LedgerQuery> & Pick<LedgerQuery, 'page' | 'limit'>,
  where: SearchConditions,
  counts: AnswerReuse,
) {
  const { studentId, courseId, mode, kind, from, to, search, page, limit } = query;
  if (where.matched !== undefined && !studentId && !courseId && !mode && !kind && !from && !to) {
    return { total: Math.min(where.matched, COUNT_LIMIT) };
  }
  const entries = db.select(oneColumn).from(payments).$dynamic();
  const joined =
    studentId || courseId || search
      ? entries
          .innerJoin(feeAccounts, eq(feeAccounts.id, payments.feeAccountId))
          .innerJoin(users, eq(users.id, feeAccounts.studentId))
          .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
      : entries;
  return searchedTotal(db, joined.where(where.all), counts, { broad: where.broad, page, limit });
}

/**
 * One page of ledger entries of every student (deleted ones too: the ledger never loses money), newest first: by date,
 * then by the moment they were entered; the total is exact up to COUNT_LIMIT.
 */
export async function ledgerPage(
  db: Db,
  query: Partial<LedgerQuery> & Pick<LedgerQuery, 'page' | 'limit'>,
  counts: AnswerReuse,
): Promise<Page<LedgerHistoryEntry>> {
  const { page, limit } = query;
  const where = await ledgerFilters(db, query);
  const order = [desc(payments.paidOn), desc(payments.createdAt), desc(payments.id)];
  // Filtered by the entries' own columns alone, a page's entries are found in the ledger's index before anything is
  // joined to them: a deep page then joins its 20 rows, not the thousands before it.
  const onlyEntries = !query.studentId && !query.courseId && !query.search;
  const pageOf = onlyEntries
    ? sql`${payments.id} = any(array(${db
        .select({ id: payments.id })
        .from(payments)
        .where(where.page)
        .orderBy(...order)
        .limit(limit)
        .offset((page - 1) * limit)}))`
    : where.page;
  const [rows, total] = await Promise.all([
    db
      .select({
        entry: payments,
        student: { _id: users.id, name: users.name, email: users.email },
        course: { _id: courses.id, name: courses.name },
        recorder: recorderOf,
        cancelled: cancelledBy,
        reversal: reversalOf,
      })
      .from(payments)
      .innerJoin(feeAccounts, eq(feeAccounts.id, payments.feeAccountId))
      .innerJoin(users, eq(users.id, feeAccounts.studentId))
      .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
      .where(pageOf)
      .orderBy(...order)
      .limit(limit)
      .offset(onlyEntries ? 0 : (page - 1) * limit),
    countEntries(db, query, where, counts),
  ]);
  const items = rows.map(({ entry, student, course, recorder, cancelled, reversal }) => ({
    _id: entry.id,
    kind: entry.kind,
    receiptNumber: entry.receiptNumber,
    // As the entry counts for the student: a reversal takes back what the entry it cancels gave.
    amount: entry.kind === 'reversal' ? -entry.amount : entry.amount,
    date: entry.paidOn,
    recordedAt: entry.createdAt.toISOString(),
    mode: entry.mode,
    reference: entry.reference,
    instrument: instrumentOf(entry),
    reason: entry.reason,
    student,
    course,
    recordedBy: recorder,
    reverses: cancelled,
    reversedBy: reversal,
  }));
  return { items, ...total, page, limit };
}

/**
 * An account's instalments with the late fees charged on each, the concessions naming each and the late fees waived
 * on each, up to `at` (a payment's moment): what its receipt allocates the payment to. None for an account without a
 * plan.
 */
async function instalmentsAsOf(db: Db, feeAccountId: string, at: Date): Promise<ChargedInstalment[]> {
  const rows = await db
    .select({
      number: feeInstalments.number,
      dueDate: feeInstalments.dueDate,
      amount: feeInstalments.amount,
      lateFee: sql<number>`coalesce((select sum(p.amount) from ${payments} p
        where p.fee_account_id = ${qualified(feeInstalments.feeAccountId)} and p.kind = 'late_fee'
          and p.instalment = ${qualified(feeInstalments.number)} and p.created_at <= ${at}), 0)::bigint`.mapWith(
        Number,
      ),
      namedConcession: sql<number>`coalesce((select sum(p.amount) from ${payments} p
        where p.fee_account_id = ${qualified(feeInstalments.feeAccountId)} and p.kind = 'concession'
          and p.instalment = ${qualified(feeInstalments.number)} and p.created_at <= ${at}
          and not exists (select 1 from ${payments} r where r.reverses_id = p.id and r.created_at <= ${at})), 0)::bigint`.mapWith(
        Number,
      ),
      lateFeeWaived:
        sql<number>`coalesce((select sum(p.late_fees_waived[${qualified(feeInstalments.number)}]) from ${payments} p
        where p.fee_account_id = ${qualified(feeInstalments.feeAccountId)} and p.kind = 'concession'
          and p.late_fees_waived is not null and p.created_at <= ${at}
          and not exists (select 1 from ${payments} r where r.reverses_id = p.id and r.created_at <= ${at})), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(feeInstalments)
    .where(eq(feeInstalments.feeAccountId, feeAccountId))
    .orderBy(feeInstalments.number);
  return rows;
}

/**
 * What the receipt of a payment prints, or undefined when there is no such payment (a reversal or a concession has no
 * receipt); with `studentId`, only that student's own payment.
 */
export async function paymentReceipt(db: Db, paymentId: string, studentId?: string): Promise<Receipt | undefined> {
  const [row] = await db
    .select({
      payment: payments,
      student: { name: users.name, email: users.email, phone: users.phone },
      course: courses.name,
      recordedBy: recorder.name,
      reversal: { on: reversal.paidOn, reason: reversal.reason },
    })
    .from(payments)
    .innerJoin(feeAccounts, eq(feeAccounts.id, payments.feeAccountId))
    .innerJoin(users, eq(users.id, feeAccounts.studentId))
    .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
    .leftJoin(recorder, eq(recorder.id, payments.recordedBy))
    .leftJoin(reversal, eq(reversal.reversesId, payments.id))
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.kind, 'payment'),
        studentId ? eq(feeAccounts.studentId, studentId) : undefined,
      ),
    );
  if (!row) return undefined;
  const { payment, reversal: reversed } = row;
  const schedule = await instalmentsAsOf(db, payment.feeAccountId, payment.createdAt);
  return {
    // A payment always has its number and mode (the ledger's check payments_kind_shape).
    receiptNumber: payment.receiptNumber!,
    paidOn: payment.paidOn,
    student: row.student,
    course: row.course,
    amount: payment.amount,
    mode: payment.mode!,
    reference: payment.reference,
    instrument: instrumentOf(payment),
    courseFee: payment.accountTotal,
    concession: payment.accountConcession,
    paidSoFar: payment.accountPaid,
    lateFees: payment.accountLateFee,
    balance: outstandingAmount(
      payment.accountPaid,
      netFee(payment.accountTotal, payment.accountConcession, payment.accountLateFee),
    ),
    allocation: paymentAllocation(schedule, {
      paidBefore: payment.accountPaid - payment.amount,
      paidAfter: payment.accountPaid,
      concession: payment.accountConcession,
    }),
    recordedBy: row.recordedBy,
    cancelled: reversed?.on ? { on: reversed.on, reason: reversed.reason ?? '' } : null,
  };
}

/**
 * The money of each day and payment mode from `from` to `to` (the entries' dates): payments received and reversals of
 * payments, and of those the bounced cheques and demand drafts. Concessions, and their reversals, are not money and have
 * no mode.
 */
export async function collectionsByDayAndMode(db: Db, from: string, to: string): Promise<DayModeSums[]> {
  const sumOf = (where: SQL | undefined) =>
    sql`coalesce(sum(${payments.amount}) filter (where ${where}), 0)::bigint`.mapWith(Number);
  const reversed = eq(payments.kind, 'reversal');
  const rows = await db
    .select({
      date: payments.paidOn,
      mode: payments.mode,
      received: sumOf(eq(payments.kind, 'payment')),
      reversed: sumOf(reversed),
      // The reversal schema keeps every way of writing it in this one wording.
      bounced: sumOf(and(reversed, eq(payments.reason, CHEQUE_BOUNCED_REASON))),
    })
    .from(payments)
    .where(and(gte(payments.paidOn, from), lte(payments.paidOn, to), isNotNull(payments.mode)))
    .groupBy(payments.paidOn, payments.mode);
  return rows.map((row) => ({ ...row, mode: row.mode as PaymentMode }));
}
