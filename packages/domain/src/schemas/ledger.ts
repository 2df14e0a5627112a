import { z } from 'zod';
import { LEDGER_KINDS } from '../fees.js';
import { ledgerMessages } from '../messages.js';
import { dateRangeInOrder, idSchema, isoDateSchema, listQuerySchema, pageSchema } from './common.js';
import { instrumentSchema, paymentModeSchema as modeSchema } from './fees.js';

const kindSchema = z.enum(LEDGER_KINDS, { error: ledgerMessages.kindInvalid });

/**
 * One entry of the fee ledger as its history shows it. `amount` is signed, as the entry counts for the student's
 * account (paise): a payment or a concession +, a reversal −. `date` is the day the money came in, or the day a
 * concession or reversal was recorded; `recordedAt` the moment it was entered.
 */
export const ledgerEntrySchema = z.object({
  _id: z.uuid(),
  kind: kindSchema,
  receiptNumber: z.string().nullable(),
  amount: z.number().int(),
  date: z.string(),
  recordedAt: z.string(),
  mode: modeSchema.nullable(),
  reference: z.string().nullable(),
  /** A payment's cheque or demand draft. */
  instrument: instrumentSchema,
  /** Why a concession was granted or an entry reversed. */
  reason: z.string().nullable(),
  student: z.object({ _id: z.uuid(), name: z.string(), email: z.string() }),
  course: z.object({ _id: z.uuid(), name: z.string() }),
  /** Null for entries copied in without a recorder. */
  recordedBy: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  /** For a reversal: the entry it cancels. */
  reverses: z
    .object({ _id: z.uuid(), kind: kindSchema, receiptNumber: z.string().nullable(), date: z.string() })
    .nullable(),
  /** For a payment or concession that was cancelled: the reversal, its day and why. */
  reversedBy: z.object({ _id: z.uuid(), date: z.string(), reason: z.string().nullable() }).nullable(),
});
export type LedgerHistoryEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerPageSchema = pageSchema(ledgerEntrySchema);

/** A student's own history: pages only. */
export const ownLedgerQuerySchema = listQuerySchema.pick({ page: true, limit: true });
export type OwnLedgerQuery = z.infer<typeof ownLedgerQuerySchema>;

/**
 * The history's filters: from and to are days (the entry's date), both included; search matches the student's name or
 * email, the course, a receipt number or a reference.
 */
export const ledgerQuerySchema = listQuerySchema
  .extend({
    studentId: idSchema.optional(),
    courseId: idSchema.optional(),
    mode: modeSchema.optional(),
    kind: kindSchema.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine(...dateRangeInOrder);
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;
