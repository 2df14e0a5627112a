import { messages } from './messages.js';

export const FEE_STATUSES = ['Paid', 'Partial', 'Unpaid'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];

export const PAYMENT_MODES = ['Cash', 'Card', 'UPI', 'Bank Transfer'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * The kinds of entry in the fee ledger. A payment brings money in; a concession (scholarship, waiver, discount) lowers
 * what is due without being money; a reversal cancels one earlier payment or concession. Entries are only appended.
 */
export const LEDGER_KINDS = ['payment', 'reversal', 'concession'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A fee account falls due this many days after enrolment. */
export const FEE_DUE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day (YYYY-MM-DD, UTC) a fee account opened at `enrolledAt` falls due. */
export function feeDueDate(enrolledAt: Date): string {
  return new Date(enrolledAt.getTime() + FEE_DUE_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/**
 * What was paid into a fee account: the sum of its payments. The ledger is the truth; `fee_accounts.paid` holds
 * this sum, kept by a trigger on every payment.
 */
export function paidAmount(paymentAmountsMinor: readonly number[]): number {
  return paymentAmountsMinor.reduce((sum, amount) => sum + amount, 0);
}

/**
 * Status of one fee account, from what was paid into it: nothing owed left is Paid (so a zero total is Paid).
 * A closed account is listed nowhere, so it shows no status.
 */
export function feeStatus(paidMinor: number, totalMinor: number): FeeStatus {
  if (paidMinor >= totalMinor) return 'Paid';
  if (paidMinor > 0) return 'Partial';
  return 'Unpaid';
}

/**
 * What is still due on an account: the total less what was paid, never below zero. A closed account (its course
 * deleted, or the student left it, before anything was paid) owes nothing.
 */
export function outstandingAmount(paidMinor: number, totalMinor: number, closed = false): number {
  return closed ? 0 : Math.max(totalMinor - paidMinor, 0);
}

/** Whether an account still owes something: the report's, Due Fees' and Next Fee Due's rule. */
export function isOutstanding(paidMinor: number, totalMinor: number, closed = false): boolean {
  return outstandingAmount(paidMinor, totalMinor, closed) > 0;
}

/** Fee progress bar: paid over total, capped at 100; 0 when the total is not positive. */
export function feeBarPercent(paidMinor: number, totalMinor: number): number {
  if (totalMinor <= 0) return 0;
  return Math.min((paidMinor / totalMinor) * 100, 100);
}

/**
 * Why a payment cannot be recorded against an account that has `paidMinor` in it, or null when it can:
 * the (possibly corrected) total may not fall below what was paid, and no payment may overpay.
 */
export function paymentRuleViolation(paidMinor: number, totalMinor: number, amountMinor: number): string | null {
  if (totalMinor < paidMinor) return messages.errors.totalBelowPaid;
  if (amountMinor > totalMinor - paidMinor) return messages.errors.overpayment;
  return null;
}

/** UTC+14: where the calendar date is furthest ahead. */
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

/** The latest payment date: the date where it is furthest ahead (UTC+14), as YYYY-MM-DD. */
export function latestPaymentDate(now: Date = new Date()): string {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A payment date is in the future only when it is not yet that day anywhere on Earth, so an admin
 * recording today's payment is never refused because of their time zone.
 */
export function isFuturePaymentDate(isoDate: string, now: Date = new Date()): boolean {
  return isoDate > latestPaymentDate(now);
}

export interface FeeAccountFigures {
  totalFee: number;
  paid: number;
  dueDate: string | null;
}

/** A student's fee figures across their accounts: what was paid, what is owed, and the next date due. */
export function summarizeFees(accounts: readonly FeeAccountFigures[]) {
  let feePaid = 0;
  let feeTotal = 0;
  let nextFeeDue: string | null = null;
  for (const account of accounts) {
    feePaid += account.paid;
    feeTotal += account.totalFee;
    const owing = isOutstanding(account.paid, account.totalFee);
    if (owing && account.dueDate && (nextFeeDue === null || account.dueDate < nextFeeDue)) {
      nextFeeDue = account.dueDate;
    }
  }
  return { feePaid, feeTotal, nextFeeDue };
}
