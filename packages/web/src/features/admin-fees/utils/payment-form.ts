import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { checkInstrument, errorMessages, isFuturePaymentDate, paymentFieldsSchema } from '@campus/domain';
import { rupeeField } from '@/lib/rupee-field';

export const paymentFieldErrors = {
  student: 'Select a student',
  course: 'Select a course',
  totalFee: 'Enter the total fee',
  amountPaid: 'Enter the amount paid',
  paymentDate: 'Choose the payment date',
  paymentMode: 'Select a payment mode',
} as const;

const { shape } = paymentFieldsSchema;

/**
 * The domain's payment schema over the text the form holds, so the form refuses what the server refuses, in the same
 * words (a date in the future included); every field first says when it is empty (spec §5: all are required).
 */
const paymentFormSchema = paymentFieldsSchema
  .extend({
    studentId: z.string().min(1, paymentFieldErrors.student).pipe(shape.studentId),
    courseId: z.string().min(1, paymentFieldErrors.course).pipe(shape.courseId),
    totalFee: rupeeField(paymentFieldErrors.totalFee, shape.totalFee),
    amountPaid: rupeeField(paymentFieldErrors.amountPaid, shape.amountPaid),
    // The server refuses a future date by its own clock; the form by this device's.
    paymentDate: z
      .string()
      .min(1, paymentFieldErrors.paymentDate)
      .pipe(shape.paymentDate.refine((date) => !isFuturePaymentDate(date), errorMessages.futurePaymentDate)),
    paymentMode: z.string().min(1, paymentFieldErrors.paymentMode).pipe(shape.paymentMode),
    // An empty date field is no date; the instrument rule then says whether one was needed.
    instrumentDate: z
      .string()
      .optional()
      .transform((date) => date || undefined)
      .pipe(shape.instrumentDate),
  })
  .superRefine(checkInstrument);

export type PaymentFormValues = z.input<typeof paymentFormSchema>;

// Loaded once the form has painted (lib/lazy-resolver.ts): zod is not part of the page's first load.
export const paymentFormResolver = zodResolver(paymentFormSchema);
