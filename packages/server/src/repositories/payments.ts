import { and, eq, sql } from 'drizzle-orm';
import type { PaymentMode } from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, feeAccounts, payments } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { isOpenAccount } from './fee-rules-sql.js';

/**
 * A student's open fee account for a course (with the course's name), locked until the transaction ends, so payments
 * into one account are recorded one at a time. A closed account owes nothing and takes no payment.
 */
export async function lockFeeAccount(tx: Tx, studentId: string, courseId: string) {
  const [account] = await tx
    .select({ id: feeAccounts.id, totalFee: feeAccounts.totalFee, course: courses.name })
    .from(feeAccounts)
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

/**
 * What has been paid into an account. A statement of its own after `lockFeeAccount`: it then reads
 * the row as committed before the lock was granted, with every payment made up to then.
 */
export async function paidIntoAccount(tx: Tx, feeAccountId: string): Promise<number> {
  const [account] = await tx
    .select({ paid: feeAccounts.paid })
    .from(feeAccounts)
    .where(eq(feeAccounts.id, feeAccountId));
  return account?.paid ?? 0;
}

/** Corrects an account's total; the caller holds the account's lock. */
export async function setFeeTotal(tx: Tx, feeAccountId: string, totalFee: number) {
  await tx.update(feeAccounts).set({ totalFee }).where(eq(feeAccounts.id, feeAccountId));
}

export interface NewPayment {
  feeAccountId: string;
  amount: number;
  paidOn: string;
  mode: PaymentMode;
  recordedBy: string;
  idempotencyKey: string | undefined;
}

/** Records the payment; the row comes back with the account's total and paid right after it, as the trigger set them. */
export async function insertPayment(tx: Tx, payment: NewPayment) {
  const [inserted] = await tx
    .insert(payments)
    // The moment of the insert, after the account lock, rather than the transaction's start: the
    // ledger's order is then the order payments were accepted in.
    .values({ ...payment, createdAt: sql`clock_timestamp()` })
    .returning();
  return inserted!;
}

/** The payment recorded under an idempotency key, with its account's student and course. */
export async function paymentByIdempotencyKey(db: Db, idempotencyKey: string) {
  const [payment] = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      paidOn: payments.paidOn,
      mode: payments.mode,
      accountTotal: payments.accountTotal,
      accountPaid: payments.accountPaid,
      studentId: feeAccounts.studentId,
      courseId: feeAccounts.courseId,
    })
    .from(payments)
    .innerJoin(feeAccounts, eq(feeAccounts.id, payments.feeAccountId))
    .where(eq(payments.idempotencyKey, idempotencyKey));
  return payment;
}
