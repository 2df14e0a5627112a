import {
  auditSummaries,
  concessionRuleViolation,
  dateInIndia,
  CHEQUE_BOUNCED_REASON,
  feeStatus,
  formatRupeesWithPaise,
  isFuturePaymentDate,
  isInstrumentMode,
  messages,
  namedConcessionViolation,
  netFee,
  outstandingAmount,
  paymentClaimMessages,
  paymentRuleViolation,
  totalFeeChangeViolation,
  type ConcessionInput,
  type LedgerEntryResult,
  type PaymentInput,
  type PaymentMode,
  type PaymentResult,
  type ReversalInput,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { isUniqueViolation, uniqueViolation } from '../lib/database-errors.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import { instalmentsOf } from '../repositories/fee-accounts.js';
import {
  insertLedgerEntry,
  insertNumberedPayment,
  instrumentOf,
  ledgerEntry,
  lockFeeAccount,
  lockFeeAccountById,
  paymentByIdempotencyKey,
  setFeeTotal,
} from '../repositories/payments.js';
import { findActiveUser } from '../repositories/users.js';
import type { Tx } from '../db/transaction.js';
import type { ServiceContext } from './context.js';
import { messageQueue } from './messages.js';

/**
 * The student's open account for the course, locked (`lockFeeAccount`), after `check` has passed for the student.
 * Refuses a student who is not there (404) or not enrolled (400); one statement when both are there.
 */
async function lockAccountOfStudent(
  tx: Tx,
  { studentId, courseId }: { studentId: string; courseId: string },
  check: (student: { dob: string | null }) => void = () => {},
) {
  const account = await lockFeeAccount(tx, studentId, courseId);
  if (account) {
    check(account.student);
    return account;
  }
  const student = await findActiveUser(tx, studentId, 'student');
  if (!student) throw notFound(messages.errors.studentNotFound);
  check(student);
  throw badRequest(messages.errors.notEnrolled);
}

/** An account's figures right after an entry, as its row recorded them. */
interface FiguresAfter {
  accountTotal: number;
  accountPaid: number;
  accountConcession: number;
  accountLateFee: number;
}

function feeAfter({
  accountTotal: totalFee,
  accountPaid: paid,
  accountConcession: concession,
  accountLateFee: lateFee,
}: FiguresAfter) {
  const net = netFee(totalFee, concession, lateFee);
  return {
    status: feeStatus(paid, net),
    totalFee,
    concession,
    paidAmount: paid,
    amountDue: outstandingAmount(paid, net),
  };
}

interface RecordedPayment extends FiguresAfter {
  id: string;
  amount: number;
  paidOn: string;
  /** Never null for a payment (payments_kind_shape). */
  mode: PaymentMode | null;
  reference: string | null;
  instrumentNumber: string | null;
  instrumentBank: string | null;
  instrumentDate: string | null;
  receiptNumber: string | null;
}

export function paymentResult(payment: RecordedPayment): PaymentResult {
  return {
    message: messages.success.paymentRecorded,
    payment: {
      _id: payment.id,
      receiptNumber: payment.receiptNumber!,
      amountPaid: payment.amount,
      paymentDate: payment.paidOn,
      paymentMode: payment.mode!,
      reference: payment.reference,
      instrument: instrumentOf(payment),
    },
    fee: feeAfter(payment),
  };
}

/**
 * The answer to a repeated request: the payment recorded under its key, with the account's figures as they were
 * right after it. A key reused for a different request (any field, the total fee too) is refused rather than silently
 * ignored.
 */
async function replayedPayment(db: Db, idempotencyKey: string, input: PaymentInput) {
  const earlier = await paymentByIdempotencyKey(db, idempotencyKey);
  if (!earlier) return undefined;
  const samePayment =
    earlier.studentId === input.studentId &&
    earlier.courseId === input.courseId &&
    // The account's total right after the payment is the total that request set.
    earlier.accountTotal === input.totalFee &&
    earlier.amount === input.amountPaid &&
    earlier.paidOn === input.paymentDate &&
    earlier.mode === input.paymentMode &&
    earlier.reference === (input.reference ?? null) &&
    earlier.instrumentNumber === (input.instrumentNumber ?? null) &&
    earlier.instrumentBank === (input.instrumentBank ?? null) &&
    earlier.instrumentDate === (input.instrumentDate ?? null);
  if (!samePayment) throw conflict(messages.errors.idempotencyKeyReused);
  return paymentResult(earlier);
}

/**
 * The 409 for a UPI payment refused by the ledger because a payment still standing has its UTR (the trigger
 * payments_upi_reference_standing, which names that payment's receipt); undefined for any other error.
 */
export function refusedUpiReference(error: unknown) {
  const refused = uniqueViolation(error, 'payments_upi_reference_standing');
  return refused && conflict(paymentClaimMessages.utrRecorded(String(refused.detail)));
}

export interface PaymentRequest {
  input: PaymentInput;
  /** Who records it: the signed-in staff member, named on the payment and its events. */
  recordedBy: string;
  idempotencyKey: string | undefined;
}

/**
 * Records a payment (and a corrected total; none when `input.totalFee` is left out) after checking the rules, in the
 * caller's transaction under the account's lock, and numbers its receipt there, where it also queues the receipt's
 * email to the student. Record Payment and the confirmation of a student's UPI payment both come here.
 */
export async function recordPaymentIn(
  tx: Tx,
  services: Pick<ServiceContext, 'now' | 'channelsFor'>,
  input: Omit<PaymentInput, 'totalFee'> & { totalFee?: number },
  recordedBy: string,
  idempotencyKey?: string,
) {
  const receiptQueue = messageQueue(services, 'receipt');
  const at = receiptQueue.createdAt;
  if (isFuturePaymentDate(input.paymentDate, at)) throw badRequest(messages.errors.futurePaymentDate);
  const account = await lockAccountOfStudent(tx, input, ({ dob }) => {
    if (dob && input.paymentDate < dob) throw badRequest(messages.input.paymentBeforeBirth(dob));
  });
  const { student } = account;
  const totalFee = input.totalFee ?? account.totalFee;
  const lowered = totalFeeChangeViolation(account.totalFee, totalFee);
  if (lowered) throw badRequest(lowered);
  const violation = paymentRuleViolation(account.paid, account.concession, totalFee, input.amountPaid, account.lateFee);
  if (violation) throw badRequest(violation);

  const actor = { id: recordedBy };
  if (totalFee !== account.totalFee) {
    await setFeeTotal(tx, account.id, totalFee);
    const [from, to] = [formatRupeesWithPaise(account.totalFee), formatRupeesWithPaise(totalFee)];
    await recordEvent(tx, {
      actor,
      action: 'fee.total_corrected',
      entityType: 'fee_account',
      entityId: account.id,
      studentId: student.id,
      summary: auditSummaries.totalCorrected(student.name, account.course, from, to),
      changes: { totalFee: { from, to } },
    });
  }
  // Numbered last, after every check that can refuse the payment: the counter's row is then held for the shortest
  // time, and a refused payment takes no number.
  return insertNumberedPayment(
    tx,
    at,
    {
      feeAccountId: account.id,
      kind: 'payment',
      amount: input.amountPaid,
      paidOn: input.paymentDate,
      mode: input.paymentMode,
      reference: input.reference,
      instrumentNumber: input.instrumentNumber,
      instrumentBank: input.instrumentBank,
      instrumentDate: input.instrumentDate,
      recordedBy,
      idempotencyKey,
    },
    {
      actor,
      action: 'payment.recorded',
      entityType: 'payment',
      studentId: student.id,
      summary: auditSummaries.paymentRecorded(
        formatRupeesWithPaise(input.amountPaid),
        input.paymentMode,
        student.name,
        account.course,
      ),
      // The receipt number is added to these by the insert that takes it.
      changes: changesBetween(undefined, {
        amount: formatRupeesWithPaise(input.amountPaid),
        paymentDate: input.paymentDate,
        paymentMode: input.paymentMode,
        reference: input.reference ?? null,
        instrumentNumber: input.instrumentNumber ?? null,
        instrumentBank: input.instrumentBank ?? null,
        instrumentDate: input.instrumentDate ?? null,
        course: account.course,
      }),
    },
    { studentId: student.id, ...receiptQueue },
  );
}

/**
 * Records a payment (recordPaymentIn) in its own transaction. `replayed` is true when the idempotency key had already
 * recorded this payment: nothing new was recorded and the result is the first one's.
 */
export async function recordPayment(
  context: ServiceContext,
  { input, recordedBy, idempotencyKey: key }: PaymentRequest,
): Promise<{ result: PaymentResult; replayed: boolean }> {
  // Each staff member's keys are their own: one cannot replay, or be refused by, another's payment.
  const idempotencyKey = key && `${recordedBy}:${key}`;
  try {
    // A repeated request fails (its key is taken, or the account no longer takes the amount) and is answered below.
    const payment = await transaction(context.db, (tx) =>
      recordPaymentIn(tx, context, input, recordedBy, idempotencyKey),
    );
    return { result: paymentResult(payment), replayed: false };
  } catch (error) {
    // The key had recorded a payment, earlier or in a request at the same time: this one then failed on the key's
    // unique index, or as an overpayment once that payment was in. Its result is the answer.
    const replay = idempotencyKey ? await replayedPayment(context.db, idempotencyKey, input) : undefined;
    if (!replay) throw refusedUpiReference(error) ?? error;
    return { result: replay, replayed: true };
  }
}

type LedgerRow = Awaited<ReturnType<typeof insertLedgerEntry>>;

function ledgerEntryResult(message: string, entry: LedgerRow): LedgerEntryResult {
  return {
    message,
    entry: {
      _id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      date: entry.paidOn,
      mode: entry.mode,
      reason: entry.reason!,
      reversesId: entry.reversesId,
    },
    fee: feeAfter(entry),
  };
}

/**
 * Cancels a payment or a concession by appending a reversal of its whole amount, in one transaction under the
 * account's lock; the entry itself stays as it was. An entry is reversed at most once, and a reversal never.
 */
export async function reverseEntry(
  { db, now }: ServiceContext,
  actorId: string,
  id: string,
  { reason }: ReversalInput,
): Promise<LedgerEntryResult> {
  try {
    return await transaction(db, async (tx) => {
      const found = await ledgerEntry(tx, id);
      if (!found) throw notFound(messages.errors.entryNotFound);
      await lockFeeAccountById(tx, found.feeAccountId);
      // Read again under the lock: a reversal committed while this one waited for it is seen.
      const entry = (await ledgerEntry(tx, id))!;
      if (entry.kind === 'reversal') throw badRequest(messages.errors.reversalOfReversal);
      if (entry.kind === 'late_fee') throw badRequest(messages.errors.lateFeeNotReversible);
      if (entry.reversalId) throw conflict(messages.errors.alreadyReversed);
      if (reason === CHEQUE_BOUNCED_REASON && !isInstrumentMode(entry.mode)) {
        throw badRequest(messages.input.chequeBouncedNotInstrument);
      }
      const at = now();
      const reversal = await insertLedgerEntry(tx, {
        feeAccountId: entry.feeAccountId,
        kind: 'reversal',
        amount: entry.amount,
        paidOn: dateInIndia(at),
        mode: entry.mode,
        reversesId: entry.id,
        reason,
        recordedBy: actorId,
      });
      const amount = formatRupeesWithPaise(entry.amount);
      const summary = auditSummaries;
      await recordEvent(tx, {
        actor: { id: actorId },
        action: entry.kind === 'payment' ? 'payment.reversed' : 'concession.reversed',
        entityType: 'payment',
        entityId: reversal.id,
        studentId: entry.studentId,
        summary:
          entry.kind === 'payment'
            ? summary.paymentReversed(entry.receiptNumber!, amount, entry.mode!, entry.student, entry.course, reason)
            : summary.concessionReversed(amount, entry.student, entry.course, reason),
        changes: changesBetween(undefined, {
          reverses: entry.receiptNumber ?? entry.id,
          amount,
          reason,
          course: entry.course,
        }),
      });
      return ledgerEntryResult(messages.success.entryReversed, reversal);
    });
  } catch (error) {
    // Two reversals of one entry at once: the unique index lets one in.
    if (isUniqueViolation(error, 'payments_reverses_id_key')) throw conflict(messages.errors.alreadyReversed);
    throw error;
  }
}

/**
 * Grants a concession (a scholarship, waiver or discount): it lowers what is due on the account without being money
 * received, and may not exceed what is due, nor, when it names an instalment, that instalment's amount less the
 * concessions naming it already. One transaction under the account's lock.
 */
export async function grantConcession(
  { db, now }: ServiceContext,
  actorId: string,
  input: ConcessionInput,
): Promise<LedgerEntryResult> {
  return transaction(db, async (tx) => {
    const account = await lockAccountOfStudent(tx, input);
    const { student } = account;
    const violation =
      concessionRuleViolation(account.paid, account.netFee, input.amount) ??
      (input.instalment === undefined
        ? null
        : namedConcessionViolation(
            (await instalmentsOf(tx, [account.id])).get(account.id) ?? [],
            input.instalment,
            input.amount,
          ));
    if (violation) throw badRequest(violation);
    const concession = await insertLedgerEntry(tx, {
      feeAccountId: account.id,
      kind: 'concession',
      amount: input.amount,
      paidOn: dateInIndia(now()),
      reason: input.reason,
      instalment: input.instalment ?? null,
      recordedBy: actorId,
    });
    const amount = formatRupeesWithPaise(input.amount);
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'concession.granted',
      entityType: 'payment',
      entityId: concession.id,
      studentId: student.id,
      summary: auditSummaries.concessionGranted(amount, student.name, account.course, input.reason, input.instalment),
      changes: changesBetween(undefined, {
        amount,
        reason: input.reason,
        course: account.course,
        instalment: input.instalment ?? null,
      }),
    });
    return ledgerEntryResult(messages.success.concessionGranted, concession);
  });
}
