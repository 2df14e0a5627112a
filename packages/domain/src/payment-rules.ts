import { isInstrumentMode, netFee, outstandingAmount } from './fees.js';
import { errorMessages, inputMessages } from './messages.js';
import { formatRupeesWithPaise } from './money.js';

// The rules of recording a payment or granting a concession on an account: a cheque's or demand draft's details, the
// total corrected upwards only, no overpayment, no date in the future. Apart from the account's figures (fees.ts),
// which every page that shows a fee uses without these rules' messages.

/** The instrument fields of a payment as typed; blank is none. */
export interface InstrumentFields {
  paymentMode: string;
  instrumentNumber?: string | undefined;
  instrumentBank?: string | undefined;
  instrumentDate?: string | undefined;
}

/**
 * What is wrong with a payment's instrument fields, field by field: a cheque or demand draft needs its number, bank
 * and date; any other mode has no instrument, so they are refused rather than silently dropped.
 */
export function instrumentViolations(input: InstrumentFields): { field: keyof InstrumentFields; message: string }[] {
  const fields = ['instrumentNumber', 'instrumentBank', 'instrumentDate'] as const;
  const instrument = inputMessages.instrument;
  if (isInstrumentMode(input.paymentMode)) {
    return fields.filter((field) => !input[field]).map((field) => ({ field, message: instrument.required[field] }));
  }
  return fields.filter((field) => input[field]).map((field) => ({ field, message: instrument.notForMode }));
}

/**
 * Why Record Payment may not set the account's total to `totalMinor`, or null when it may. It may correct the total
 * upwards (a fee typed too low when the student was enrolled), never lower it: lowering what a student owes is a
 * concession, with its reason and its own ledger entry, not a side effect of recording a payment.
 */
export function totalFeeChangeViolation(currentTotalMinor: number, totalMinor: number): string | null {
  return totalMinor < currentTotalMinor ? errorMessages.totalLowered(formatRupeesWithPaise(currentTotalMinor)) : null;
}

/**
 * Why a payment cannot be recorded against an account that has `paidMinor` paid and `concessionMinor` conceded, or
 * null when it can: the (possibly corrected) total may not fall below what was paid and conceded, and no payment may
 * overpay.
 */
export function paymentRuleViolation(
  paidMinor: number,
  concessionMinor: number,
  totalMinor: number,
  amountMinor: number,
  lateFeeMinor = 0,
): string | null {
  const net = netFee(totalMinor, concessionMinor, lateFeeMinor);
  if (net < paidMinor) {
    return concessionMinor > 0 ? errorMessages.totalBelowPaidAndConcession : errorMessages.totalBelowPaid;
  }
  if (amountMinor > net - paidMinor) return errorMessages.overpayment;
  return null;
}

/** Why a concession cannot be granted on an account, or null when it can: it may not exceed what is still due. */
export function concessionRuleViolation(paidMinor: number, netFeeMinor: number, amountMinor: number): string | null {
  return amountMinor > outstandingAmount(paidMinor, netFeeMinor) ? errorMessages.concessionExceedsDue : null;
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
