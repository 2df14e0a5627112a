import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PaymentMode } from '@campus/domain';
import type { Db } from '../db/client.js';
import { feeAccounts, payments } from '../db/schema.js';

/**
 * A student's open fee account for a course, locked until the transaction ends, so payments into one
 * account are recorded one at a time. A closed account owes nothing and takes no payment.
 */
export async function lockFeeAccount(tx: Db, studentId: string, courseId: string) {
  const [account] = await tx
    .select({ id: feeAccounts.id, totalFee: feeAccounts.totalFee })
    .from(feeAccounts)
    .where(and(eq(feeAccounts.studentId, studentId), eq(feeAccounts.courseId, courseId), isNull(feeAccounts.closedAt)))
    .for('update');
  return account;
}

/**
 * What has been paid into an account. A statement of its own after `lockFeeAccount`: it then reads
 * the row as committed before the lock was granted, with every payment made up to then.
 */
export async function paidIntoAccount(tx: Db, feeAccountId: string): Promise<number> {
  const [account] = await tx
    .select({ paid: feeAccounts.paid })
    .from(feeAccounts)
    .where(eq(feeAccounts.id, feeAccountId));
  return account?.paid ?? 0;
}

export interface NewPayment {
  feeAccountId: string;
  amount: number;
  paidOn: string;
  mode: PaymentMode;
  recordedBy: string;
  idempotencyKey: string | undefined;
}

export async function insertPayment(tx: Db, payment: NewPayment) {
  const [inserted] = await tx
    .insert(payments)
    // The moment of the insert, after the account lock, rather than the transaction's start: the
    // ledger's order is then the order payments were accepted in, which a replay relies on.
    .values({ ...payment, createdAt: sql`clock_timestamp()` })
    .returning();
  return inserted!;
}

/** The payment recorded under an idempotency key, with its account as it stood right after it. */
export async function paymentByIdempotencyKey(db: Db, idempotencyKey: string) {
  const [payment] = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      paidOn: payments.paidOn,
      mode: payments.mode,
      studentId: feeAccounts.studentId,
      courseId: feeAccounts.courseId,
      totalFee: feeAccounts.totalFee,
      paidUpToIt: sql`(select sum(q.amount) from payments q
        where q.fee_account_id = ${payments.feeAccountId} and q.created_at <= ${payments.createdAt})::bigint`.mapWith(
        Number,
      ),
    })
    .from(payments)
    .innerJoin(feeAccounts, eq(feeAccounts.id, payments.feeAccountId))
    .where(eq(payments.idempotencyKey, idempotencyKey));
  return payment;
}
