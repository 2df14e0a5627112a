import { z } from 'zod';

/** The outbox at a glance: how many emails wait, are being sent, went out or gave up, and the latest error. */
export const emailStatusSchema = z.object({
  /** SMTP_URL and MAIL_FROM are set: without them no email is queued. */
  configured: z.boolean(),
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** The error of the email that most recently failed to go out and has not gone out since; null when none. */
  lastError: z.string().nullable(),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const emailRetryResponseSchema = z.object({ message: z.string(), retried: z.number().int() });
export type EmailRetryResponse = z.infer<typeof emailRetryResponseSchema>;
