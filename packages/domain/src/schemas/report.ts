import { z } from 'zod';
import { listQuerySchema, pageSchema } from './common.js';

/** The report's totals (money in paise). */
export const reportTotalsSchema = z.object({
  students: z.number().int(),
  courses: z.number().int(),
  enrollments: z.number().int(),
  recentEnrollments: z.number().int(),
  collected: z.number().int(),
  outstanding: z.number().int(),
  outstandingAccounts: z.number().int(),
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
  due: z.number().int(),
});
export type OutstandingFee = z.infer<typeof outstandingFeeSchema>;

export const outstandingFeePageSchema = pageSchema(outstandingFeeSchema);

/** The CSV download takes the same search as the table, and no paging: it holds every row. */
export const outstandingCsvQuerySchema = listQuerySchema.pick({ search: true });
export type OutstandingCsvQuery = z.infer<typeof outstandingCsvQuerySchema>;
