import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql, type WithSubquery } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { financialYear, formatReceiptNumber, type Instrument } from '@campus/domain';
import type { Db } from '../db/client.js';
import { auditEvents, courses, feeAccounts, payments, receiptCounters, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { eventRow, type NewAuditEvent } from './audit.js';
import { queueMessages, type MessagesToQueue } from './email-outbox.js';
import { isOpenAccount, receiptNumber as receiptNumberSql } from './fee-rules-sql.js';

/**
 * An active student's open fee account for a course, locked until the transaction ends, so payments into one account
 * are recorded one at a time, with what has been paid into it, what was conceded, its net fee, the course's name and
 * the student. Undefined when there is no such student or account. A closed account owes nothing and takes no payment.
 *
 * The sums are as committed when the lock was granted: a row locked FOR UPDATE is read again once a concurrent
 * transaction holding it commits, so the payment recorded while this one waited is in them.
 */
export async function lockFeeAccount(tx: Tx, studentId: string, courseId: string) {
  const [account] = await tx
    .select({
      id: feeAccounts.id,
      totalFee: feeAccounts.totalFee,
      paid: feeAccounts.paid,
      concession: feeAccounts.concession,
      lateFee: feeAccounts.lateFee,
      netFee: feeAccounts.netFee,
      course: courses.name,
      student: { id: users.id, name: users.name, email: users.email, dob: users.dob },
    })
    .from(feeAccounts)
    .innerJoin(users, and(eq(users.id, feeAccounts.studentId), eq(users.role, 'student'), isNull(users.deletedAt)))
    .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
    .where(
      and(
        eq(feeAccounts.studentId, studentId),
        eq(feeAccounts.courseId, courseId),
        isOpenAccount(feeAccounts.closedAt),
      ),
    )
    // The account's row only: payments into one course's other accounts go on at the same time.
    .for('update', { of: feeAccounts });
  return account;
}

/** An account locked by its id, as `lockFeeAccount` locks it, whether open or not. */
export async function lockFeeAccountById(tx: Tx, feeAccountId: string) {
  await tx.select({ id: feeAccounts.id }).from(feeAccounts).where(eq(feeAccounts.id, feeAccountId)).for('update');
}

/** The financial year's counter raised by one (the first number, 1, when it has none yet), as an unsent statement. */
const takeNumber = (tx: Tx, year: string) =>
  tx
    .insert(receiptCounters)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.financialYear,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });

/**
 * Takes the next receipt number of the financial year `at` falls in (2026-27/000042). The counter's row stays locked
 * until the transaction ends, so payments on every instance are numbered one after another, and a transaction that
 * rolls back gives its number back.
 */
export async function nextReceiptNumber(tx: Tx, at: Date): Promise<string> {
  const year = financialYear(at);
  const [counter] = await takeNumber(tx, year);
  return formatReceiptNumber(year, counter!.lastNumber);
}

/** Corrects an account's total; the caller holds the account's lock. */
export async function setFeeTotal(tx: Tx, feeAccountId: string, totalFee: number) {
  await tx.update(feeAccounts).set({ totalFee }).where(eq(feeAccounts.id, feeAccountId));
}

export type NewLedgerEntry = Omit<
  typeof payments.$inferInsert,
  'id' | 'accountTotal' | 'accountPaid' | 'accountConcession' | 'accountLateFee' | 'createdAt'
>;

/**
 * Appends an entry to the ledger; the row comes back with the account's total, paid and concession right after it, as
 * the trigger set them.
 */
export async function insertLedgerEntry(tx: Tx, entry: NewLedgerEntry) {
  const [inserted] = await tx
    .insert(payments)
    // The moment of the insert, after the account lock, rather than the transaction's start: the
    // ledger's order is then the order entries were accepted in.
    .values({ ...entry, createdAt: sql`clock_timestamp()` })
    .returning();
  return inserted!;
}

/**
 * Appends a payment numbered with the next receipt number of the financial year `at` falls in, together with its audit
 * event (whose changes gain the receipt number) in one statement, and, given `receiptTo`, its receipt's messages to
 * the student (and their guardians), queued first (their reference to the payment is checked at commit). The
 * counter's row stays locked until the transaction ends (see nextReceiptNumber): taken in the last statement before
 * the commit, it is held for one round trip and the commit.
 */
export async function insertNumberedPayment(
  tx: Tx,
  at: Date,
  entry: Omit<NewLedgerEntry, 'receiptNumber'>,
  event: Omit<NewAuditEvent, 'entityId'>,
  receiptTo: ({ studentId: string } & Pick<MessagesToQueue, 'channels' | 'heldMs' | 'createdAt'>) | undefined,
) {
  const id = randomUUID();
  if (receiptTo) {
    await queueMessages(tx, {
      ...receiptTo,
      kind: 'receipt',
      column: 'payment_id',
      messages: sql`select ${receiptTo.studentId}::uuid as student_id, ${id}::uuid as data`,
    });
  }
  const year = financialYear(at);
  const counter = tx.$with('counter').as(takeNumber(tx, year));
  const number = sql<string>`(select ${receiptNumberSql(sql`${year}::text`, sql`last_number`)} from ${counter})`;
  const { changes, ...row } = eventRow({ ...event, entityId: id });
  const withNumber = sql`jsonb_build_object('receiptNumber', jsonb_build_object('from', null, 'to', ${number}))`;
  const recorded = tx
    .insert(auditEvents)
    .values({ ...row, changes: sql`${JSON.stringify(changes)}::jsonb || ${withNumber}` })
    .returning({ id: auditEvents.id });
  const ctes: WithSubquery[] = [counter, tx.$with('recorded').as(recorded)];
  const [inserted] = await tx
    .with(...ctes)
    .insert(payments)
    .values({ ...entry, id, receiptNumber: number, createdAt: sql`clock_timestamp()` })
    .returning();
  return inserted!;
}

/** A ledger row's cheque or demand draft, as the API shows it (payments_instrument_shape: all three or none). */
export function instrumentOf(row: {
  instrumentNumber: string | null;
  instrumentBank: string | null;
  instrumentDate: string | null;
}): Instrument {
  const { instrumentNumber: number, instrumentBank: bank, instrumentDate: date } = row;
  return number && bank && date ? { number, bank, date } : null;
}

const reversal = alias(payments, 'reversal');

/** A ledger entry with its account's student and course, and the id of its reversal if it has one. */
export async function ledgerEntry(db: Db, id: string) {
  const [entry] = await db
    .select({
      id: payments.id,
      feeAccountId: payments.feeAccountId,
      kind: payments.kind,
      amount: payments.amount,
      mode: payments.mode,
      receiptNumber: payments.receiptNumber,
      studentId: feeAccounts.studentId,
      student: users.name,
      course: courses.name,
      reversalId: reversal.id,
    })
    .from(payments)
    .innerJoin(feeAccounts, eq(feeAccounts.id, payments.feeAccountId))
    .innerJoin(users, eq(users.id, feeAccounts.studentId))
    .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
    .leftJoin(reversal, eq(reversal.reversesId, payments.id))
    .where(eq(payments.id, id));
  return entry;
}

/** The payment recorded under an idempotency key, with its account's student and course. */
export async function paymentByIdempotencyKey(db: Db, idempotencyKey: string) {
  const [payment] = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      paidOn: payments.paidOn,
      mode: payments.mode,
      reference: payments.reference,
      instrumentNumber: payments.instrumentNumber,
      instrumentBank: payments.instrumentBank,
      instrumentDate: payments.instrumentDate,
      receiptNumber: payments.receiptNumber,
      accountTotal: payments.accountTotal,
      accountPaid: payments.accountPaid,
      accountConcession: payments.accountConcession,
      accountLateFee: payments.accountLateFee,
      studentId: feeAccounts.studentId,
      courseId: feeAccounts.courseId,
    })
    .from(payments)
    .innerJoin(feeAccounts, eq(feeAccounts.id, payments.feeAccountId))
    .where(eq(payments.idempotencyKey, idempotencyKey));
  return payment;
}
