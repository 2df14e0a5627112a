import { z } from 'zod';
import { DAY_BOOK_MAX_DAYS } from '../constants.js';
import { daysBetween } from '../dates.js';
import { PAYMENT_MODES } from '../fees.js';
import { dayBookMessages } from '../messages.js';
import { dateRangeInOrder, isoDateSchema, listQuerySchema, pageSchema } from './common.js';
import { ageingSchema } from './fee-plans.js';

/** The report's totals (money in paise). */
export const reportTotalsSchema = z.object({
  students: z.number().int(),
  courses: z.number().int(),
  enrollments: z.number().int(),
  recentEnrollments: z.number().int(),
  collected: z.number().int(),
  outstanding: z.number().int(),
  outstandingAccounts: z.number().int(),
  /** What is outstanding by how long it has been overdue, by the instalments' due days. */
  outstandingAgeing: ageingSchema,
});
export type ReportTotals = z.infer<typeof reportTotalsSchema>;

export const reportResponseSchema = z.object({ totals: reportTotalsSchema });

export const recentEnrollmentQuerySchema = listQuerySchema.pick({ page: true, limit: true });
export type RecentEnrollmentQuery = z.infer<typeof recentEnrollmentQuerySchema>;

export const recentEnrollmentSchema = z.object({
  _id: z.uuid(),
  studentId: z.uuid(),
  studentName: z.string(),
  email: z.string(),
  courseId: z.uuid(),
  course: z.string(),
  enrolledAt: z.string(),
});
export type RecentEnrollment = z.infer<typeof recentEnrollmentSchema>;

export const recentEnrollmentPageSchema = pageSchema(recentEnrollmentSchema);

/** One fee account with something left to pay; `id` is the fee account's (money in paise). */
export const outstandingFeeSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  courseId: z.uuid(),
  course: z.string(),
  feePaid: z.number().int(),
  feeTotal: z.number().int(),
  /** Concessions granted on the account: what is due is the total less them, less what was paid. */
  feeConcession: z.number().int(),
  /** Late fees charged on the account; they are in what is due. */
  feeLateFee: z.number().int(),
  due: z.number().int(),
  /** What is due, by how long it has been overdue. */
  ageing: ageingSchema,
});
export type OutstandingFee = z.infer<typeof outstandingFeeSchema>;

export const outstandingFeePageSchema = pageSchema(outstandingFeeSchema);

/** The CSV download takes the same search as the table, and no paging: it holds every row. */
export const outstandingCsvQuerySchema = listQuerySchema.pick({ search: true });
export type OutstandingCsvQuery = z.infer<typeof outstandingCsvQuerySchema>;

/** The day book's days, in India; either left out is today. */
export const dayBookQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine(...dateRangeInOrder)
  .refine(({ from, to }) => !from || !to || daysBetween(from, to) <= DAY_BOOK_MAX_DAYS, {
    message: dayBookMessages.tooManyDays(DAY_BOOK_MAX_DAYS),
    path: ['to'],
  });
export type DayBookQuery = z.infer<typeof dayBookQuerySchema>;

/**
 * Money in (payments), money taken back (reversals of payments) and the difference, in paise; `bounced` is the part of
 * `reversed` that reversed cheques and demand drafts the bank did not honour.
 */
const collectedShape = {
  received: z.number().int(),
  reversed: z.number().int(),
  bounced: z.number().int(),
  net: z.number().int(),
};
export type Collected = z.infer<z.ZodObject<typeof collectedShape>>;

export const modeCollectedSchema = z.object({ mode: z.enum(PAYMENT_MODES), ...collectedShape });
export type ModeCollected = z.infer<typeof modeCollectedSchema>;

export const dayBookSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Days with a payment or a reversal, oldest first; each lists every payment mode. */
  days: z.array(z.object({ date: z.string(), modes: z.array(modeCollectedSchema), ...collectedShape })),
  totals: z.object({ modes: z.array(modeCollectedSchema), ...collectedShape }),
});
export type DayBook = z.infer<typeof dayBookSchema>;
