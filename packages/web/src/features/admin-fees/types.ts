import { z } from 'zod';
import { adminFeeRecordSchema, idSchema } from '@campus/domain';

/**
 * What the record-payment page may receive as navigation state: the spec's studentId, studentName and course (the
 * course id), and from a fee card its whole record, so the form shows the account before anything loads.
 */
export const recordPaymentStateSchema = z.object({
  studentId: idSchema,
  studentName: z.string(),
  course: idSchema,
  record: adminFeeRecordSchema.optional(),
});
export type RecordPaymentState = z.infer<typeof recordPaymentStateSchema>;
