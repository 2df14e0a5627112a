import {
  auditSummaries,
  dateInIndia,
  formatRupeesWithPaise,
  messages,
  paymentClaimMessages,
  paymentClaimViolation,
  type PaymentClaim,
  type PaymentClaimInput,
} from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { recordEvent, type AuditActor } from '../repositories/audit.js';
import {
  decidePaymentClaim,
  findPaymentClaim,
  insertPaymentClaim,
  lockPaymentClaim,
  lockUtr,
  pendingClaimsOf,
  standingUpiReceipt,
} from '../repositories/payment-claims.js';
import { lockFeeAccount } from '../repositories/payments.js';
import type { Tx } from '../db/transaction.js';
import type { ServiceContext } from './context.js';
import { recordPaymentIn, refusedUpiReference } from './payments.js';

/**
 * A student reports a UPI payment for one of their courses: with their other reports still waiting, at most what they
 * owe on it, and a UTR no payment still standing has and they have not reported already. Another student may have
 * reported the same UTR: the office sees both. It waits for an accountant, audited as made by `by`: the student, or
 * their guardian reporting it for them.
 */
export async function submitPaymentClaim(
  { db, now }: ServiceContext,
  studentId: string,
  input: PaymentClaimInput,
  by: AuditActor = { id: studentId },
): Promise<PaymentClaim> {
  const id = await transaction(db, async (tx) => {
    const account = await lockFeeAccount(tx, studentId, input.courseId);
    if (!account) throw badRequest(messages.errors.notEnrolled);
    // After the account's lock, as a payment's insert takes them: two reports of one UTR at once go one after the other.
    await lockUtr(tx, input.utr);
    const pending = await pendingClaimsOf(tx, { feeAccountId: account.id, studentId, utr: input.utr });
    if (pending.utrPending || (await standingUpiReceipt(tx, input.utr))) {
      throw conflict(paymentClaimMessages.utrTaken);
    }
    const violation = paymentClaimViolation({ ...account, pending: pending.total }, input.amount);
    if (violation) throw badRequest(violation);
    const claimId = await insertPaymentClaim(tx, {
      feeAccountId: account.id,
      amount: input.amount,
      utr: input.utr,
      createdAt: now(),
    });
    const amount = formatRupeesWithPaise(input.amount);
    await recordEvent(tx, {
      actor: by,
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
 * student reported it; receipt, email and audit as usual) and the claim names it, in one transaction. A UTR is on one
 * standing payment at most, whichever way it was recorded.
 */
export async function confirmPaymentClaim(context: ServiceContext, actorId: string, id: string): Promise<PaymentClaim> {
  try {
    await transaction(context.db, async (tx) => {
      const claim = await lockPendingClaim(tx, id);
      // Said before the account's rules: a UTR already paid would otherwise read as an overpayment. The ledger's
      // trigger holds to it under the UTR's lock.
      const receipt = await standingUpiReceipt(tx, claim.utr);
      if (receipt) throw conflict(paymentClaimMessages.utrRecorded(receipt));
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
      await decidePaymentClaim(tx, id, {
        status: 'confirmed',
        paymentId: payment.id,
        decidedBy: actorId,
        decidedAt: context.now(),
      });
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
  } catch (error) {
    throw refusedUpiReference(error) ?? error;
  }
  return (await findPaymentClaim(context.db, id))!;
}

/** An accountant rejects a claim with a reason the student sees; audited. */
export async function rejectPaymentClaim(
  { db, now }: ServiceContext,
  actorId: string,
  id: string,
  reason: string,
): Promise<PaymentClaim> {
  await transaction(db, async (tx) => {
    const claim = await lockPendingClaim(tx, id);
    await decidePaymentClaim(tx, id, { status: 'rejected', reason, decidedBy: actorId, decidedAt: now() });
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
