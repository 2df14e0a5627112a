import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page, PaymentClaim, PaymentClaimQuery, PaymentClaimStatus, StaffPaymentClaim } from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, feeAccounts, paymentClaims, payments, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/** The reversal of a confirmed claim's payment, if it was reversed. */
const reversal = alias(payments, 'claim_reversal');

/** A claim's status as shown: a confirmed claim whose payment was reversed since is reversed. */
const shownStatus = sql<PaymentClaimStatus>`case when ${reversal.id} is not null then 'reversed'
  else ${paymentClaims.status}::text end`;

const claimColumns = {
  id: paymentClaims.id,
  studentId: feeAccounts.studentId,
  student: users.name,
  courseId: feeAccounts.courseId,
  course: sql<string>`${courses.name}`,
  amount: paymentClaims.amount,
  utr: paymentClaims.utr,
  status: shownStatus,
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
    .leftJoin(payments, eq(payments.id, paymentClaims.paymentId))
    .leftJoin(reversal, eq(reversal.reversesId, paymentClaims.paymentId));

/** The claims shown with `status`. */
function withStatus(status: PaymentClaimStatus): SQL | undefined {
  if (status === 'reversed') return isNotNull(reversal.id);
  if (status === 'confirmed') return and(eq(paymentClaims.status, 'confirmed'), isNull(reversal.id));
  return eq(paymentClaims.status, status);
}

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
    status ? withStatus(status) : undefined,
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
      .leftJoin(reversal, eq(reversal.reversesId, paymentClaims.paymentId))
      .where(where),
  ]);
  return { items: rows.map(toPaymentClaim), total: counted?.total ?? 0, page, limit };
}

/**
 * A page of claims as the office sees them: each with the other claims of its UTR still in play (pending, or confirmed
 * with their payment standing).
 */
export async function staffPaymentClaimPage(db: Db, query: PaymentClaimQuery): Promise<Page<StaffPaymentClaim>> {
  const claimPage = await paymentClaimPage(db, query);
  const utrs = [...new Set(claimPage.items.map((claim) => claim.utr))];
  const inPlay =
    utrs.length === 0
      ? []
      : (
          await claims(db).where(
            and(
              inArray(paymentClaims.utr, utrs),
              or(eq(paymentClaims.status, 'pending'), and(eq(paymentClaims.status, 'confirmed'), isNull(reversal.id))),
            ),
          )
        ).map(toPaymentClaim);
  return {
    ...claimPage,
    items: claimPage.items.map((claim) => ({
      ...claim,
      otherClaims: inPlay
        .filter((other) => other.utr === claim.utr && other._id !== claim._id)
        .map(({ _id, student, course, amount, status, createdAt }) => ({
          _id,
          student,
          course,
          amount,
          status,
          createdAt,
        })),
    })),
  };
}

export async function insertPaymentClaim(
  tx: Tx,
  claim: { feeAccountId: string; amount: number; utr: string; createdAt: Date },
) {
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
  decision: {
    status: 'confirmed' | 'rejected';
    reason?: string;
    paymentId?: string;
    decidedBy: string;
    decidedAt: Date;
  },
) {
  await tx.update(paymentClaims).set(decision).where(eq(paymentClaims.id, id));
}

/**
 * Takes the UTR's lock until the transaction ends (lock_upi_reference, migration 0033), the one the ledger's insert
 * trigger takes for a UPI payment: what is read about the UTR then stays true until the commit.
 */
export async function lockUtr(tx: Tx, utr: string) {
  await tx.execute(sql`select lock_upi_reference(${utr})`);
}

/** The receipt number of the payment still standing (not reversed) that has this UTR as its UPI reference, if any. */
export async function standingUpiReceipt(db: Db, utr: string): Promise<string | undefined> {
  const [row] = await db
    .select({ receiptNumber: payments.receiptNumber })
    .from(payments)
    .leftJoin(reversal, eq(reversal.reversesId, payments.id))
    .where(
      and(
        // Written out as payments_upi_reference_idx's condition, so that the planner sees the index serves it.
        sql`${payments.kind} = 'payment' and ${payments.mode} = 'UPI'`,
        sql`upi_reference_key(${payments.reference}) = upi_reference_key(${utr})`,
        isNull(reversal.id),
      ),
    )
    .limit(1);
  return row?.receiptNumber ?? undefined;
}

/** The amount of an account's claims waiting for the office, and whether the student has one with `utr` waiting. */
export async function pendingClaimsOf(
  tx: Tx,
  { feeAccountId, studentId, utr }: { feeAccountId: string; studentId: string; utr: string },
) {
  const onAccount = eq(paymentClaims.feeAccountId, feeAccountId);
  const [row] = await tx
    .select({
      total: sql<number>`coalesce(sum(${paymentClaims.amount}) filter (where ${onAccount}), 0)`.mapWith(Number),
      utrPending: sql<boolean>`coalesce(bool_or(${paymentClaims.utr} = ${utr}), false)`,
    })
    .from(paymentClaims)
    .innerJoin(feeAccounts, eq(feeAccounts.id, paymentClaims.feeAccountId))
    .where(and(eq(feeAccounts.studentId, studentId), eq(paymentClaims.status, 'pending')));
  return row!;
}
