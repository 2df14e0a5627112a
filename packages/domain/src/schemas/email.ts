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

/** Socket errors that mean the mail server could not be reached at all, as Node names them. */
const UNREACHABLE = /\b(ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNRESET)\b/;

/**
 * The latest sending error in words an office reads: an unreachable mail server is said as such (the raw error, such
 * as "connect ECONNREFUSED 127.0.0.1:2526", stays beside it for whoever runs the server); any other error as it came.
 */
export function emailErrorInWords(error: string): string {
  return UNREACHABLE.test(error)
    ? 'The mail server cannot be reached, so emails wait and are tried again automatically. Check that the mail ' +
        'server is running and that SMTP_URL points to it.'
    : error;
}
