import { accountSchedule, allocate, nextDue, type ChargedInstalment } from './fee-plans.js';

export const FEE_STATUSES = ['Paid', 'Partial', 'Unpaid'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];

export const PAYMENT_MODES = ['Cash', 'Card', 'UPI', 'Bank Transfer', 'Cheque', 'Demand Draft'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** The modes paid with a paper instrument, which carries a number, a bank and a date, and can bounce. */
export const INSTRUMENT_MODES = ['Cheque', 'Demand Draft'] as const satisfies readonly PaymentMode[];

export function isInstrumentMode(mode: string | null | undefined): boolean {
  return (INSTRUMENT_MODES as readonly string[]).includes(mode ?? '');
}

/** The reason of the reversal of a cheque or demand draft that the bank did not honour; the day book shows it apart. */
export const CHEQUE_BOUNCED_REASON = 'Cheque bounced';

/**
 * The kinds of entry in the fee ledger. A payment brings money in; a concession (scholarship, waiver, discount) lowers
 * what is due without being money; a reversal cancels one earlier payment or concession; a late fee (a fee plan's,
 * charged by the daily run) adds to what is due and is waived by a concession, never reversed. Entries are only
 * appended.
 */
export const LEDGER_KINDS = ['payment', 'reversal', 'concession', 'late_fee'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A fee account falls due this many days after enrolment. */
export const FEE_DUE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day (YYYY-MM-DD, UTC) a fee account opened at `enrolledAt` falls due. */
export function feeDueDate(enrolledAt: Date): string {
  return new Date(enrolledAt.getTime() + FEE_DUE_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** A ledger entry as the account's sums see it; a reversal names the kind of entry it cancels. */
export type LedgerEntry =
  | { kind: 'payment' | 'concession'; amount: number }
  | { kind: 'late_fee'; amount: number }
  | { kind: 'reversal'; amount: number; cancels: 'payment' | 'concession' };

/** What an entry changes in what was paid into its account: a payment adds, the reversal of a payment takes off. */
export function paidChange(entry: LedgerEntry): number {
  if (entry.kind === 'payment') return entry.amount;
  if (entry.kind === 'reversal' && entry.cancels === 'payment') return -entry.amount;
  return 0;
}

/** What an entry changes in an account's concession: a concession adds, its reversal takes off. */
export function concessionChange(entry: LedgerEntry): number {
  if (entry.kind === 'concession') return entry.amount;
  if (entry.kind === 'reversal' && entry.cancels === 'concession') return -entry.amount;
  return 0;
}

/** What an entry adds to an account's late fees: a late fee its amount (it is waived, never reversed). */
export function lateFeeChange(entry: LedgerEntry): number {
  return entry.kind === 'late_fee' ? entry.amount : 0;
}

/**
 * What was paid into a fee account, what was conceded and the late fees charged, from its ledger. The ledger is the
 * truth; `fee_accounts.paid`, `.concession` and `.late_fee` hold these sums, kept by a trigger on every entry.
 */
export function ledgerSums(entries: readonly LedgerEntry[]): { paid: number; concession: number; lateFee: number } {
  let paid = 0;
  let concession = 0;
  let lateFee = 0;
  for (const entry of entries) {
    paid += paidChange(entry);
    concession += concessionChange(entry);
    lateFee += lateFeeChange(entry);
  }
  return { paid, concession, lateFee };
}

/**
 * What the student has to pay for an account: its total and the late fees charged on it, less the concessions
 * granted. Every rule below compares what was paid with this net fee; `fee_accounts.net_fee` is its twin.
 */
export function netFee(totalMinor: number, concessionMinor: number, lateFeeMinor = 0): number {
  return totalMinor + lateFeeMinor - concessionMinor;
}

/**
 * Status of one fee account, from what was paid into it and its net fee: nothing owed left is Paid (so a zero net
 * fee, a full waiver, is Paid). A closed account is listed nowhere, so it shows no status.
 */
export function feeStatus(paidMinor: number, netFeeMinor: number): FeeStatus {
  if (paidMinor >= netFeeMinor) return 'Paid';
  if (paidMinor > 0) return 'Partial';
  return 'Unpaid';
}

/**
 * What is still due on an account: the net fee less what was paid, never below zero. A closed account (its course
 * deleted, or the student left it, before anything was paid) owes nothing.
 */
export function outstandingAmount(paidMinor: number, netFeeMinor: number, closed = false): number {
  return closed ? 0 : Math.max(netFeeMinor - paidMinor, 0);
}

/**
 * The figures of a fee card, which add up: the total fee, plus the late fees charged, less the concessions and what
 * was paid, is what is due (never below zero). One account's, or a student's across their accounts.
 */
export interface FeeFigures {
  total: number;
  lateFees: number;
  concession: number;
  paid: number;
  due: number;
}

/** An account's card figures from its sums (`FeeFigures`). */
export function feeFigures({
  totalFee,
  lateFee,
  concession,
  paid,
}: {
  totalFee: number;
  lateFee: number;
  concession: number;
  paid: number;
}): FeeFigures {
  return {
    total: totalFee,
    lateFees: lateFee,
    concession,
    paid,
    due: outstandingAmount(paid, netFee(totalFee, concession, lateFee)),
  };
}

/**
 * A student's fees across their accounts in the terms of their fee rows (`FeeFigures`): the courses' total fees, the
 * late fees, the concessions, what was paid and what is outstanding. `feeTotal` is the net fees (the API's field).
 */
export function studentFeeSummary({
  feePaid,
  feeTotal,
  feeConcession,
  feeLateFee,
}: {
  feePaid: number;
  feeTotal: number;
  feeConcession: number;
  feeLateFee: number;
}): FeeFigures {
  return feeFigures({
    totalFee: feeTotal + feeConcession - feeLateFee,
    lateFee: feeLateFee,
    concession: feeConcession,
    paid: feePaid,
  });
}

/** Whether an account still owes something: the report's, Due Fees' and Next Fee Due's rule. */
export function isOutstanding(paidMinor: number, netFeeMinor: number, closed = false): boolean {
  return outstandingAmount(paidMinor, netFeeMinor, closed) > 0;
}

/** Fee progress bar: paid over total, capped at 100; 0 when the total is not positive. */
export function feeBarPercent(paidMinor: number, totalMinor: number): number {
  if (totalMinor <= 0) return 0;
  return Math.min((paidMinor / totalMinor) * 100, 100);
}

export interface FeeAccountFigures {
  totalFee: number;
  concession: number;
  lateFee: number;
  paid: number;
  /** The fixed rule's due day, for an account without a fee plan. */
  dueDate: string | null;
  /** A fee plan's instalments; none for an account without a plan. */
  instalments: ChargedInstalment[];
}

/**
 * A student's fee figures across their accounts: what was paid, what there is to pay (the net fees: late fees in,
 * concessions off), the concessions, the late fees, and the next date due: the earliest instalment not fully paid of any account still
 * owing (an account without a plan is one instalment, due on its due day).
 */
export function summarizeFees(accounts: readonly FeeAccountFigures[]) {
  let feePaid = 0;
  let feeTotal = 0;
  let feeConcession = 0;
  let feeLateFee = 0;
  let nextFeeDue: string | null = null;
  for (const account of accounts) {
    const net = netFee(account.totalFee, account.concession, account.lateFee);
    feePaid += account.paid;
    feeTotal += net;
    feeConcession += account.concession;
    feeLateFee += account.lateFee;
    if (!isOutstanding(account.paid, net)) continue;
    const dueDate = nextDue(
      allocate(accountSchedule(account, account.instalments), account.paid, account.concession),
    )?.dueDate;
    if (dueDate && (nextFeeDue === null || dueDate < nextFeeDue)) nextFeeDue = dueDate;
  }
  return { feePaid, feeTotal, feeConcession, feeLateFee, nextFeeDue };
}
