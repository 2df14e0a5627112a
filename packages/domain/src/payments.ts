import {
  EARLIEST_PAYMENT_DATE,
  MAX_AMOUNT_PAISE,
  INSTRUMENT_BANK_MAX_LENGTH,
  INSTRUMENT_NUMBER_MAX_LENGTH,
  REFERENCE_MAX_LENGTH,
} from './constants.js';
import { DATE_SHAPE, isId, isRealDate } from './dates.js';
import { PAYMENT_MODES, type PaymentMode } from './fees.js';
import { errorMessages, inputMessages } from './messages.js';
import { formatRupees, rupeesToPaise } from './money.js';
import { instrumentViolations, isFuturePaymentDate } from './payment-rules.js';
import type { PaymentInput } from './schemas/fees.js';
import { readText } from './text.js';

// A payment's rules as plain functions: `paymentInputSchema` (schemas/fees.ts) checks the same with the same messages,
// and the record-payment form checks with these without loading zod.

/**
 * An amount typed in rupees as paise, or why it is refused: `required` when it is empty, then a minus sign, more than
 * 2 decimals or anything but digits, and more than the largest amount (`paiseSchema`'s bound). The web app's forms with
 * zod check rupees by the same rule (`rupeeField`, tested to give the same answers).
 */
export function readRupees(typed: string, required: string): { paise: number } | { problem: string } {
  const text = typed.trim();
  if (text === '') return { problem: required };
  if (text.startsWith('-')) return { problem: inputMessages.amountNegative };
  const paise = rupeesToPaise(text);
  if (paise === null) return { problem: inputMessages.rupeesFormat };
  if (paise > MAX_AMOUNT_PAISE) return { problem: inputMessages.amountTooLarge(formatRupees(MAX_AMOUNT_PAISE)) };
  return { paise };
}

/** The record-payment form's fields as typed: amounts in rupees, blank for none. */
export interface PaymentFields {
  studentId: string;
  courseId: string;
  totalFee: string;
  amountPaid: string;
  paymentDate: string;
  paymentMode: string;
  reference: string;
  instrumentNumber: string;
  instrumentBank: string;
  instrumentDate: string;
}

export type PaymentProblems = Partial<Record<keyof PaymentFields, string>>;

/** Why a date typed as YYYY-MM-DD cannot be one, or null. */
const dateProblem = (date: string) =>
  !DATE_SHAPE.test(date) ? inputMessages.dateFormat : isRealDate(date) ? null : inputMessages.dateDoesNotExist(date);

/** Why a payment date cannot be one, or null: from EARLIEST_PAYMENT_DATE, and not after today anywhere on Earth. */
function paymentDateProblem(date: string, now: Date): string | null {
  if (date === '') return inputMessages.paymentRequired.paymentDate;
  const problem = dateProblem(date);
  if (problem) return problem;
  if (date < EARLIEST_PAYMENT_DATE) return inputMessages.paymentDateTooEarly(EARLIEST_PAYMENT_DATE);
  return isFuturePaymentDate(date, now) ? errorMessages.futurePaymentDate : null;
}

/**
 * The payment as sent (amounts in paise, texts trimmed, blank ones left out), or why each field that cannot be sent is
 * refused (its first reason, as the schema gives it). Every field first says when it is empty (spec §5: all are
 * required), and a date in the future is refused by this device's clock (the server refuses it by its own).
 */
export function readPayment(
  fields: PaymentFields,
  now = new Date(),
): { payment: PaymentInput } | { problems: PaymentProblems } {
  const problems: PaymentProblems = {};
  const required = inputMessages.paymentRequired;
  for (const field of ['studentId', 'courseId'] as const) {
    if (fields[field] === '') problems[field] = required[field];
    else if (!isId(fields[field])) problems[field] = inputMessages.invalidId;
  }
  const totalFee = readRupees(fields.totalFee, required.totalFee);
  if ('problem' in totalFee) problems.totalFee = totalFee.problem;
  const amountPaid = readRupees(fields.amountPaid, required.amountPaid);
  if ('problem' in amountPaid) problems.amountPaid = amountPaid.problem;
  else if (amountPaid.paise < 1) problems.amountPaid = inputMessages.amountPaidNotPositive;
  const dateRefused = paymentDateProblem(fields.paymentDate, now);
  if (dateRefused) problems.paymentDate = dateRefused;
  const { paymentMode } = fields;
  if (paymentMode === '') problems.paymentMode = required.paymentMode;
  else if (!(PAYMENT_MODES as readonly string[]).includes(paymentMode))
    problems.paymentMode = inputMessages.paymentMode;

  const optional = (field: 'reference' | 'instrumentNumber' | 'instrumentBank', label: string, max: number) => {
    const read = readText(fields[field], label, max, { optional: true });
    if ('problem' in read) problems[field] = read.problem;
    return 'text' in read && read.text !== '' ? read.text : undefined;
  };
  const reference = optional('reference', 'Reference', REFERENCE_MAX_LENGTH);
  const instrumentNumber = optional('instrumentNumber', 'Instrument number', INSTRUMENT_NUMBER_MAX_LENGTH);
  const instrumentBank = optional('instrumentBank', 'Bank', INSTRUMENT_BANK_MAX_LENGTH);
  const instrumentDate = fields.instrumentDate === '' ? undefined : fields.instrumentDate;
  const instrumentDateRefused = instrumentDate === undefined ? null : dateProblem(instrumentDate);
  if (instrumentDateRefused) problems.instrumentDate = instrumentDateRefused;
  // An unknown mode says nothing of an instrument; no mode at all takes none.
  const instrumentRefused =
    problems.paymentMode === inputMessages.paymentMode
      ? []
      : instrumentViolations({
          paymentMode,
          instrumentNumber: fields.instrumentNumber.trim(),
          instrumentBank: fields.instrumentBank.trim(),
          instrumentDate,
        });
  for (const { field, message } of instrumentRefused) if (field !== 'paymentMode') problems[field] ??= message;

  if ('problem' in totalFee || 'problem' in amountPaid || Object.keys(problems).length > 0) return { problems };
  return {
    payment: {
      studentId: fields.studentId,
      courseId: fields.courseId,
      totalFee: totalFee.paise,
      amountPaid: amountPaid.paise,
      paymentDate: fields.paymentDate,
      paymentMode: paymentMode as PaymentMode,
      ...(reference !== undefined && { reference }),
      ...(instrumentNumber !== undefined && { instrumentNumber }),
      ...(instrumentBank !== undefined && { instrumentBank }),
      ...(instrumentDate !== undefined && { instrumentDate }),
    },
  };
}
