import { auditSummaries, dateInIndia } from '@campus/domain';
import type { EmailConfig } from '../config.js';
import { transaction } from '../db/transaction.js';
import { queueAttendanceEmails, type AttendanceEmailsQueued } from '../repositories/attendance-emails.js';
import { recordEvent } from '../repositories/audit.js';
import {
  claimDueEmails,
  markAttemptFailed,
  markSent,
  queueFeeReminders,
  requeueFailedEmails,
  type OutboxRow,
} from '../repositories/email-outbox.js';
import type { ServiceContext } from './context.js';

/** Puts every failed email back in the queue, with all its attempts again; returns how many (none: no event). */
export function retryFailedEmails({ db }: ServiceContext, actorId: string): Promise<number> {
  return transaction(db, async (tx) => {
    const retried = await requeueFailedEmails(tx);
    if (retried === 0) return 0;
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'email.retried',
      entityType: 'email',
      entityId: 'outbox',
      summary: auditSummaries.emailsRetried(retried),
      changes: { failedEmails: { from: retried, to: 0 } },
    });
    return retried;
  });
}

/**
 * Queues today's overdue-fee reminders (today in India), once whichever instance asks first: returns how many were
 * queued, or undefined when today's were already queued.
 */
export function queueDueReminders({ db, now }: ServiceContext, everyDays: number): Promise<number | undefined> {
  const at = now();
  return transaction(db, (tx) => queueFeeReminders(tx, { day: dateInIndia(at), now: at, everyDays }));
}

/**
 * Queues today's attendance emails (today in India): each absent student's list of the day's classes missed, and the
 * warnings of attendance below ATTENDANCE_MIN_PERCENT (see queueAttendanceEmails), once whichever instance asks first:
 * how many of each were queued, or undefined when today's were already queued.
 */
export function queueDayAttendanceEmails({
  db,
  now,
  attendance,
}: ServiceContext): Promise<AttendanceEmailsQueued | undefined> {
  const at = now();
  return transaction(db, (tx) =>
    queueAttendanceEmails(tx, { day: dateInIndia(at), now: at, minPercent: attendance.minPercent }),
  );
}

/** What a sender needs to know of the configuration to take emails and record what became of them. */
export type DeliverySettings = Pick<
  EmailConfig,
  'ratePerMinute' | 'maxAttempts' | 'retryDelayMs' | 'maxRetryDelayMs' | 'leaseMs'
>;

/** Takes up to `limit` due emails for this sender to send now (see claimDueEmails). */
export function claimEmails({ db }: ServiceContext, settings: DeliverySettings, limit: number): Promise<OutboxRow[]> {
  return transaction(db, (tx) => claimDueEmails(tx, { limit, ...settings }));
}

export const recordSent = ({ db }: ServiceContext, ids: string[]) => markSent(db, ids);

/** After a failed attempt: tried again later, each wait twice the one before, until the last attempt fails. */
export function recordAttemptFailed(
  { db }: ServiceContext,
  settings: DeliverySettings,
  email: OutboxRow,
  error: string,
): Promise<void> {
  const retryInMs =
    email.attempts >= settings.maxAttempts
      ? undefined
      : Math.min(settings.retryDelayMs * 2 ** (email.attempts - 1), settings.maxRetryDelayMs);
  return markAttemptFailed(db, email.id, { error, retryInMs });
}
