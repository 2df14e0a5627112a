import { z } from 'zod';
import { paymentClaimMessages } from '../messages.js';
import { isUtr } from '../upi.js';
import { idSchema, listQuerySchema, paiseSchema } from './common.js';
import { reasonSchema } from './fees.js';

/** What the office decided, as a claim row keeps it. */
export const STORED_PAYMENT_CLAIM_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
/** What a claim shows; `reversed`: confirmed, and the payment it recorded was reversed since (read from the ledger). */
export const PAYMENT_CLAIM_STATUSES = [...STORED_PAYMENT_CLAIM_STATUSES, 'reversed'] as const;
export type PaymentClaimStatus = (typeof PAYMENT_CLAIM_STATUSES)[number];

/** A student's report of a UPI payment: the course, the amount in paise and the UTR (spaces and dashes ignored). */
export const paymentClaimInputSchema = z.object({
  courseId: idSchema,
  amount: paiseSchema.min(1, paymentClaimMessages.amountNotPositive),
  utr: z
    .string({ error: paymentClaimMessages.utrInvalid })
    .transform((utr) => utr.replace(/[\s-]/g, ''))
    .pipe(z.string().refine(isUtr, paymentClaimMessages.utrInvalid)),
});
export type PaymentClaimInput = z.infer<typeof paymentClaimInputSchema>;

export const paymentClaimSchema = z.object({
  _id: z.uuid(),
  studentId: z.uuid(),
  student: z.string(),
  courseId: z.uuid(),
  course: z.string(),
  amount: z.number().int(),
  utr: z.string(),
  status: z.enum(PAYMENT_CLAIM_STATUSES),
  /** Why it was rejected, which the student sees. */
  reason: z.string().nullable(),
  /** The payment its confirmation recorded, and that payment's receipt number. */
  paymentId: z.uuid().nullable(),
  receiptNumber: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PaymentClaim = z.infer<typeof paymentClaimSchema>;

/**
 * A claim as the office sees it: with the other claims of its UTR still in play (waiting, or confirmed and standing),
 * so that of two students reporting one UTR neither is confirmed unseen.
 */
export const staffPaymentClaimSchema = paymentClaimSchema.extend({
  otherClaims: z.array(
    paymentClaimSchema.pick({ _id: true, student: true, course: true, amount: true, status: true, createdAt: true }),
  ),
});
export type StaffPaymentClaim = z.infer<typeof staffPaymentClaimSchema>;

export const paymentClaimQuerySchema = listQuerySchema.pick({ page: true, limit: true }).extend({
  status: z
    .enum(PAYMENT_CLAIM_STATUSES, { error: 'Status must be pending, confirmed, rejected or reversed' })
    .optional(),
});
export type PaymentClaimQuery = z.infer<typeof paymentClaimQuerySchema>;

export const paymentClaimRejectionSchema = z.object({ reason: reasonSchema });

export const paymentClaimResponseSchema = z.object({ message: z.string(), claim: paymentClaimSchema });
