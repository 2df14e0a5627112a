import { z } from 'zod';
import { CHANNELS, EMAIL_KINDS, EMAIL_STATES } from '../constants.js';

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
  /** The channels a notice goes out on (its kind configured): the notice form's "also send" needs one. */
  noticeChannels: z.array(z.enum(CHANNELS)),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const emailRetryResponseSchema = z.object({ message: z.string(), retried: z.number().int() });
export type EmailRetryResponse = z.infer<typeof emailRetryResponseSchema>;

/** One email not sent yet, or given up on, as the Email page lists it. */
export const waitingEmailSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(EMAIL_KINDS),
  state: z.enum(EMAIL_STATES),
  to: z.object({ name: z.string(), address: z.string() }),
  subject: z.string(),
  attempts: z.number().int(),
  /** When it is tried next; null for one that was given up on (failed) until it is retried. */
  nextAttemptAt: z.string().nullable(),
  /** The error of its latest attempt, as the mail server or the network gave it. */
  lastError: z.string().nullable(),
});
export type WaitingEmail = z.infer<typeof waitingEmailSchema>;

/** The emails not sent, those tried soonest first and the failed ones last, with how many there are in all. */
export const waitingEmailsSchema = z.object({ items: z.array(waitingEmailSchema), total: z.number().int() });
export type WaitingEmails = z.infer<typeof waitingEmailsSchema>;
