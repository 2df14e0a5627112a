import { z } from 'zod';
import {
  EARLIEST_PAYMENT_DATE,
  INSTRUMENT_BANK_MAX_LENGTH,
  INSTRUMENT_NUMBER_MAX_LENGTH,
  REASON_MAX_LENGTH,
  REASON_MIN_LENGTH,
  REFERENCE_MAX_LENGTH,
} from '../constants.js';
import { CHEQUE_BOUNCED_REASON, FEE_STATUSES, LEDGER_KINDS, PAYMENT_MODES } from '../fees.js';
import { instrumentViolations, type InstrumentFields } from '../payment-rules.js';
import { inputMessages } from '../messages.js';
import { feePlanMessages } from '../messages.js';
import { accountScheduleFields } from './fee-plans.js';
import { idSchema, isoDateSchema, listQuerySchema, paiseSchema, textSchema } from './common.js';

/**
 * A payment date from EARLIEST_PAYMENT_DATE on. Whether it is in the future needs a clock (isFuturePaymentDate: the
 * server's is the services' clock, the form's the browser's) and whether it follows the student's birth the student.
 */
export const paymentDateSchema = isoDateSchema.refine(
  (date) => date >= EARLIEST_PAYMENT_DATE,
  inputMessages.paymentDateTooEarly(EARLIEST_PAYMENT_DATE),
);

/** Why a concession is granted or an entry reversed, as the ledger keeps it. */
export const reasonSchema = textSchema('Reason', REASON_MAX_LENGTH, { multiline: true }).min(
  REASON_MIN_LENGTH,
  inputMessages.reasonTooShort(REASON_MIN_LENGTH),
);

export const paymentModeSchema = z.enum(PAYMENT_MODES, { error: inputMessages.paymentMode });

/** Blank optional text is none. */
const optionalText = (label: string, max: number) =>
  textSchema(label, max, { optional: true })
    .transform((text) => text || undefined)
    .optional();

/** The payment's fields, each on its own; paymentInputSchema adds the rule across them. */
export const paymentFieldsSchema = z.object({
  studentId: idSchema,
  courseId: idSchema,
  totalFee: paiseSchema,
  amountPaid: paiseSchema.min(1, inputMessages.amountPaidNotPositive),
  paymentDate: paymentDateSchema,
  paymentMode: paymentModeSchema,
  /** A UPI transaction id, card slip or bank reference; blank means none. */
  reference: optionalText('Reference', REFERENCE_MAX_LENGTH),
  /** A cheque's or demand draft's number, bank and date: required for those modes, refused for others. */
  instrumentNumber: optionalText('Instrument number', INSTRUMENT_NUMBER_MAX_LENGTH),
  instrumentBank: optionalText('Bank', INSTRUMENT_BANK_MAX_LENGTH),
  instrumentDate: isoDateSchema.optional(),
});

/** The instrument rule (instrumentViolations) as issues at the fields they concern. */
export function checkInstrument(input: InstrumentFields, context: z.RefinementCtx) {
  for (const { field, message } of instrumentViolations(input)) {
    context.addIssue({ code: 'custom', path: [field], message });
  }
}

export const paymentInputSchema = paymentFieldsSchema.superRefine(checkInstrument);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** A cheque's or demand draft's number, bank and date; null for other modes. */
export const instrumentSchema = z.object({ number: z.string(), bank: z.string(), date: z.string() }).nullable();
export type Instrument = z.infer<typeof instrumentSchema>;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** A client retrying a payment sends the same Idempotency-Key, so it is recorded once. */
export const paymentHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key cannot be empty')
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`)
    .optional(),
});

const feeStatusSchema = z.enum(FEE_STATUSES, { error: 'Status must be Paid, Partial or Unpaid' });

/** A fee record as the student sees it (all amounts in paise). */
export const studentFeeRecordSchema = z.object({
  _id: z.uuid(),
  courseId: z.uuid(),
  course: z.string(),
  /** The course was deleted; its account stays because something was paid into it. */
  courseDeleted: z.boolean(),
  status: feeStatusSchema,
  totalFee: z.number().int(),
  /** Scholarships, waivers and discounts granted on the account (less any reversed). */
  concession: z.number().int(),
  dueAmount: z.number().int(),
  dueDate: z.string().nullable(),
  paidAmount: z.number().int(),
  paidDate: z.string().nullable(),
  ...accountScheduleFields,
  /** With UPI set up and something due: the UPI link that pays what is due next. */
  upiLink: z.string().optional(),
});
export type StudentFeeRecord = z.infer<typeof studentFeeRecordSchema>;

/** A fee record as the admin sees it (all amounts in paise). */
export const adminFeeRecordSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  name: z.string(),
  email: z.string(),
  courseId: z.uuid(),
  course: z.string(),
  /** The course was deleted; its account stays because something was paid into it. */
  courseDeleted: z.boolean(),
  status: feeStatusSchema,
  totalFee: z.number().int(),
  concession: z.number().int(),
  paidAmount: z.number().int(),
  amountDue: z.number().int(),
  dueDate: z.string().nullable(),
  ...accountScheduleFields,
});
export type AdminFeeRecord = z.infer<typeof adminFeeRecordSchema>;

export const adminFeeQuerySchema = listQuerySchema.extend({
  status: feeStatusSchema.optional(),
  /** One student's accounts: what the payment form offers for a student it already knows. */
  studentId: idSchema.optional(),
});
export type AdminFeeQuery = z.infer<typeof adminFeeQuerySchema>;

/** An account's figures right after a ledger entry. */
const entryFeeSchema = z.object({
  status: feeStatusSchema,
  totalFee: z.number().int(),
  concession: z.number().int(),
  paidAmount: z.number().int(),
  amountDue: z.number().int(),
});

export const paymentResultSchema = z.object({
  message: z.string(),
  payment: z.object({
    _id: z.uuid(),
    receiptNumber: z.string(),
    amountPaid: z.number().int(),
    paymentDate: z.string(),
    paymentMode: z.enum(PAYMENT_MODES),
    reference: z.string().nullable(),
    instrument: instrumentSchema,
  }),
  fee: entryFeeSchema,
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/**
 * Why an entry is reversed. A reason that says the cheque bounced, however it is written, is kept in the one wording the
 * day book counts (CHEQUE_BOUNCED_REASON).
 */
export const reversalInputSchema = z.object({
  reason: reasonSchema.transform((reason) =>
    reason.toLowerCase() === CHEQUE_BOUNCED_REASON.toLowerCase() ? CHEQUE_BOUNCED_REASON : reason,
  ),
});
export type ReversalInput = z.infer<typeof reversalInputSchema>;

export const concessionInputSchema = z.object({
  studentId: idSchema,
  courseId: idSchema,
  amount: paiseSchema.min(1, inputMessages.concessionNotPositive),
  reason: reasonSchema,
  /** The instalment of a fee plan it reduces; without it, late fees first and then the last instalments. */
  instalment: z
    .number({ error: feePlanMessages.instalmentNumber })
    .int(feePlanMessages.instalmentNumber)
    .min(1, feePlanMessages.instalmentNumber)
    .optional(),
});
export type ConcessionInput = z.infer<typeof concessionInputSchema>;

/** A reversal or a concession as recorded, with the account's figures right after it. */
export const ledgerEntryResultSchema = z.object({
  message: z.string(),
  entry: z.object({
    _id: z.uuid(),
    kind: z.enum(LEDGER_KINDS),
    amount: z.number().int(),
    date: z.string(),
    mode: z.enum(PAYMENT_MODES).nullable(),
    reason: z.string(),
    /** The entry a reversal cancels. */
    reversesId: z.uuid().nullable(),
  }),
  fee: entryFeeSchema,
});
export type LedgerEntryResult = z.infer<typeof ledgerEntryResultSchema>;
