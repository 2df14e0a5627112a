import {
  feeStatus,
  formatRupeesWithPaise,
  messages,
  outstandingAmount,
  paymentRuleViolation,
  type PaymentInput,
  type PaymentResult,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import {
  insertPayment,
  lockFeeAccount,
  paidIntoAccount,
  paymentByIdempotencyKey,
  setFeeTotal,
} from '../repositories/payments.js';
import { findActiveUser } from '../repositories/users.js';

interface RecordedPayment {
  id: string;
  amount: number;
  paidOn: string;
  mode: PaymentInput['paymentMode'];
  /** The account's total and paid right after the payment, as recorded on its row. */
  accountTotal: number;
  accountPaid: number;
}

function paymentResult(payment: RecordedPayment): PaymentResult {
  const { accountTotal: totalFee, accountPaid: paid } = payment;
  return {
    message: messages.success.paymentRecorded,
    payment: { _id: payment.id, amountPaid: payment.amount, paymentDate: payment.paidOn, paymentMode: payment.mode },
    fee: {
      status: feeStatus(paid, totalFee),
      totalFee,
      paidAmount: paid,
      amountDue: outstandingAmount(paid, totalFee),
    },
  };
}

/**
 * The answer to a repeated request: the payment recorded under its key, with the account's figures as they were
 * right after it. A key reused for a different payment is refused rather than silently ignored.
 */
async function replayedPayment(db: Db, idempotencyKey: string, input: PaymentInput) {
  const earlier = await paymentByIdempotencyKey(db, idempotencyKey);
  if (!earlier) return undefined;
  const samePayment =
    earlier.studentId === input.studentId &&
    earlier.courseId === input.courseId &&
    earlier.amount === input.amountPaid &&
    earlier.paidOn === input.paymentDate &&
    earlier.mode === input.paymentMode;
  if (!samePayment) throw conflict(messages.errors.idempotencyKeyReused);
  return paymentResult(earlier);
}

export interface PaymentRequest {
  input: PaymentInput;
  /** Who records it: the signed-in staff member, named on the payment and its events. */
  recordedBy: string;
  idempotencyKey: string | undefined;
}

/**
 * Records a payment (and a corrected total) after checking the rules, in one transaction under the account's lock.
 * `replayed` is true when the idempotency key had already recorded this payment: nothing new was recorded and the
 * result is the first one's.
 */
export async function recordPayment(
  db: Db,
  { input, recordedBy, idempotencyKey }: PaymentRequest,
): Promise<{ result: PaymentResult; replayed: boolean }> {
  const replay = idempotencyKey ? await replayedPayment(db, idempotencyKey, input) : undefined;
  if (replay) return { result: replay, replayed: true };
  try {
    const payment = await transaction(db, async (tx) => {
      const student = await findActiveUser(tx, input.studentId, 'student');
      if (!student) throw notFound(messages.errors.studentNotFound);
      if (student.dob && input.paymentDate < student.dob) {
        throw badRequest(messages.input.paymentBeforeBirth(student.dob));
      }
      const account = await lockFeeAccount(tx, input.studentId, input.courseId);
      if (!account) throw badRequest(messages.errors.notEnrolled);
      const paid = await paidIntoAccount(tx, account.id);
      const violation = paymentRuleViolation(paid, input.totalFee, input.amountPaid);
      if (violation) throw badRequest(violation);

      const actor = { id: recordedBy };
      if (input.totalFee !== account.totalFee) {
        await setFeeTotal(tx, account.id, input.totalFee);
        const [from, to] = [formatRupeesWithPaise(account.totalFee), formatRupeesWithPaise(input.totalFee)];
        await recordEvent(tx, {
          actor,
          action: 'fee.total_corrected',
          entityType: 'fee_account',
          entityId: account.id,
          studentId: student.id,
          summary: messages.audit.summary.totalCorrected(student.name, account.course, from, to),
          changes: { totalFee: { from, to } },
        });
      }
      const payment = await insertPayment(tx, {
        feeAccountId: account.id,
        amount: input.amountPaid,
        paidOn: input.paymentDate,
        mode: input.paymentMode,
        recordedBy,
        idempotencyKey,
      });
      const amount = formatRupeesWithPaise(payment.amount);
      await recordEvent(tx, {
        actor,
        action: 'payment.recorded',
        entityType: 'payment',
        entityId: payment.id,
        studentId: student.id,
        summary: messages.audit.summary.paymentRecorded(amount, payment.mode, student.name, account.course),
        changes: changesBetween(undefined, {
          amount,
          paymentDate: payment.paidOn,
          paymentMode: payment.mode,
          course: account.course,
        }),
      });
      return payment;
    });
    return { result: paymentResult(payment), replayed: false };
  } catch (error) {
    // A concurrent request with the same key got there first: this one then failed on the key's
    // unique index, or as an overpayment once that payment was in. Its result is the answer.
    const raced = idempotencyKey ? await replayedPayment(db, idempotencyKey, input) : undefined;
    if (!raced) throw error;
    return { result: raced, replayed: true };
  }
}
