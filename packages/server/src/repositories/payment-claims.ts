import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Page, PaymentClaim, PaymentClaimQuery, PaymentClaimStatus } from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, feeAccounts, paymentClaims, payments, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

const claimColumns = {
  id: paymentClaims.id,
  studentId: feeAccounts.studentId,
  student: users.name,
  courseId: feeAccounts.courseId,
  course: sql<string>`${courses.name}`,
  amount: paymentClaims.amount,
  utr: paymentClaims.utr,
  status: paymentClaims.status,
  reason: paymentClaims.reason,
  paymentId: paymentClaims.paymentId,
  receiptNumber: payments.receiptNumber,
  createdAt: paymentClaims.createdAt,
  decidedAt: paymentClaims.decidedAt,
};

const claims = (db: Db) =>
  db
    .select(claimColumns)
    .from(paymentClaims)
    .innerJoin(feeAccounts, eq(feeAccounts.id, paymentClaims.feeAccountId))
    .innerJoin(users, eq(users.id, feeAccounts.studentId))
    .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
    .leftJoin(payments, eq(payments.id, paymentClaims.paymentId));

type ClaimRow = Awaited<ReturnType<ReturnType<typeof claims>['execute']>>[number];

const toPaymentClaim = ({ id, createdAt, decidedAt, ...claim }: ClaimRow): PaymentClaim => ({
  _id: id,
  ...claim,
  createdAt: createdAt.toISOString(),
  decidedAt: decidedAt?.toISOString() ?? null,
});

/** One claim as the API shows it. */
export async function findPaymentClaim(db: Db, id: string): Promise<PaymentClaim | undefined> {
  const [row] = await claims(db).where(eq(paymentClaims.id, id));
  return row && toPaymentClaim(row);
}

/**
 * A page of claims, newest first; pending ones (the queue) oldest first, as they are worked through. `studentId`
 * keeps one student's.
 */
export async function paymentClaimPage(
  db: Db,
  { page, limit, status }: PaymentClaimQuery,
  studentId?: string,
): Promise<Page<PaymentClaim>> {
  const where: SQL | undefined = and(
    status ? eq(paymentClaims.status, status) : undefined,
    studentId ? eq(feeAccounts.studentId, studentId) : undefined,
  );
  const order =
    status === 'pending'
      ? [paymentClaims.createdAt, paymentClaims.id]
      : [desc(paymentClaims.createdAt), desc(paymentClaims.id)];
  const [rows, [counted]] = await Promise.all([
    claims(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(paymentClaims)
      .innerJoin(feeAccounts, eq(feeAccounts.id, paymentClaims.feeAccountId))
      .where(where),
  ]);
  return { items: rows.map(toPaymentClaim), total: counted?.total ?? 0, page, limit };
}

export async function insertPaymentClaim(tx: Tx, claim: { feeAccountId: string; amount: number; utr: string }) {
  const [row] = await tx.insert(paymentClaims).values(claim).returning({ id: paymentClaims.id });
  return row!.id;
}

/** A claim locked until the transaction ends, with its account's student and course. */
export async function lockPaymentClaim(tx: Tx, id: string) {
  const [claim] = await tx
    .select({
      id: paymentClaims.id,
      amount: paymentClaims.amount,
      utr: paymentClaims.utr,
      status: paymentClaims.status,
      createdAt: paymentClaims.createdAt,
      studentId: feeAccounts.studentId,
      student: users.name,
      courseId: feeAccounts.courseId,
      course: courses.name,
    })
    .from(paymentClaims)
    .innerJoin(feeAccounts, eq(feeAccounts.id, paymentClaims.feeAccountId))
    .innerJoin(users, eq(users.id, feeAccounts.studentId))
    .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
    .where(eq(paymentClaims.id, id))
    .for('update', { of: paymentClaims });
  return claim;
}

export async function decidePaymentClaim(
  tx: Tx,
  id: string,
  decision: { status: Exclude<PaymentClaimStatus, 'pending'>; reason?: string; paymentId?: string; decidedBy: string },
) {
  await tx
    .update(paymentClaims)
    .set({ ...decision, decidedAt: sql`clock_timestamp()` })
    .where(eq(paymentClaims.id, id));
}

/** Whether a payment still standing (not reversed) has this UTR as its UPI reference. */
export async function utrPaid(db: Db, utr: string): Promise<boolean> {
  const [row] = await db
    .execute<{ paid: boolean }>(
      sql`
    select exists (
      select 1 from ${payments} p
      where p.kind = 'payment' and p.mode = 'UPI' and p.reference = ${utr}
        and not exists (select 1 from ${payments} r where r.reverses_id = p.id)
    ) as paid`,
    )
    .then((result) => (result as unknown as { rows: { paid: boolean }[] }).rows);
  return row!.paid;
}
