import {
  auditSummaries,
  dateInIndia,
  formatRupeesWithPaise,
  messages,
  outstandingAmount,
  paymentClaimMessages,
  type PaymentClaim,
  type PaymentClaimInput,
} from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { isUniqueViolation } from '../lib/database-errors.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import {
  decidePaymentClaim,
  findPaymentClaim,
  insertPaymentClaim,
  lockPaymentClaim,
  utrPaid,
} from '../repositories/payment-claims.js';
import { lockFeeAccount } from '../repositories/payments.js';
import type { Tx } from '../db/transaction.js';
import type { ServiceContext } from './context.js';
import { recordPaymentIn } from './payments.js';

const UTR_INDEX = 'payment_claims_utr_key';

/** Refuses a UTR that a payment still standing already carries: it was recorded once, by hand or by a claim. */
async function refusePaidUtr(tx: Tx, utr: string) {
  if (await utrPaid(tx, utr)) throw conflict(paymentClaimMessages.utrTaken);
}

/**
 * A student reports a UPI payment for one of their courses: at most what they owe on it, with a UTR no other claim
 * (pending or confirmed) or payment has. It waits for an accountant, audited.
 */
export async function submitPaymentClaim(
  { db }: ServiceContext,
  studentId: string,
  input: PaymentClaimInput,
): Promise<PaymentClaim> {
  try {
    const id = await transaction(db, async (tx) => {
      const account = await lockFeeAccount(tx, studentId, input.courseId);
      if (!account) throw badRequest(messages.errors.notEnrolled);
      if (input.amount > outstandingAmount(account.paid, account.netFee)) {
        throw badRequest(paymentClaimMessages.overpayment);
      }
      await refusePaidUtr(tx, input.utr);
      const claimId = await insertPaymentClaim(tx, { feeAccountId: account.id, amount: input.amount, utr: input.utr });
      const amount = formatRupeesWithPaise(input.amount);
      await recordEvent(tx, {
        actor: { id: studentId },
        action: 'payment_claim.submitted',
        entityType: 'payment_claim',
        entityId: claimId,
        studentId,
        summary: auditSummaries.claimSubmitted(account.student.name, amount, account.course, input.utr),
        changes: changesBetween(undefined, { amount, utr: input.utr, course: account.course }),
      });
      return claimId;
    });
    return (await findPaymentClaim(db, id))!;
  } catch (error) {
    if (isUniqueViolation(error, UTR_INDEX)) throw conflict(paymentClaimMessages.utrTaken);
    throw error;
  }
}

/** The claim locked, refused unless it is there (404) and still pending (409). */
async function lockPendingClaim(tx: Tx, id: string) {
  const claim = await lockPaymentClaim(tx, id);
  if (!claim) throw notFound(paymentClaimMessages.notFound);
  if (claim.status !== 'pending') throw conflict(paymentClaimMessages.decided);
  return claim;
}

/**
 * An accountant confirms a claim: the payment is recorded as any other (UPI, the UTR as its reference, on the day the
 * student reported it; receipt, email and audit as usual) and the claim names it, in one transaction. A UTR is
 * confirmed once only.
 */
export async function confirmPaymentClaim(context: ServiceContext, actorId: string, id: string): Promise<PaymentClaim> {
  await transaction(context.db, async (tx) => {
    const claim = await lockPendingClaim(tx, id);
    await refusePaidUtr(tx, claim.utr);
    const payment = await recordPaymentIn(
      tx,
      context,
      {
        studentId: claim.studentId,
        courseId: claim.courseId,
        amountPaid: claim.amount,
        paymentDate: dateInIndia(claim.createdAt),
        paymentMode: 'UPI',
        reference: claim.utr,
      },
      actorId,
    );
    await decidePaymentClaim(tx, id, { status: 'confirmed', paymentId: payment.id, decidedBy: actorId });
    const amount = formatRupeesWithPaise(claim.amount);
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'payment_claim.confirmed',
      entityType: 'payment_claim',
      entityId: id,
      studentId: claim.studentId,
      summary: auditSummaries.claimConfirmed(amount, claim.student, claim.course, claim.utr),
      changes: {
        status: { from: 'pending', to: 'confirmed' },
        receiptNumber: { from: null, to: payment.receiptNumber },
      },
    });
  });
  return (await findPaymentClaim(context.db, id))!;
}

/** An accountant rejects a claim with a reason the student sees; audited. */
export async function rejectPaymentClaim(
  { db }: ServiceContext,
  actorId: string,
  id: string,
  reason: string,
): Promise<PaymentClaim> {
  await transaction(db, async (tx) => {
    const claim = await lockPendingClaim(tx, id);
    await decidePaymentClaim(tx, id, { status: 'rejected', reason, decidedBy: actorId });
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'payment_claim.rejected',
      entityType: 'payment_claim',
      entityId: id,
      studentId: claim.studentId,
      summary: auditSummaries.claimRejected(
        formatRupeesWithPaise(claim.amount),
        claim.student,
        claim.course,
        claim.utr,
        reason,
      ),
      changes: { status: { from: 'pending', to: 'rejected' }, reason: { from: null, to: reason } },
    });
  });
  return (await findPaymentClaim(db, id))!;
}
