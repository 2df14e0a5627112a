import { auditSummaries, dateInIndia, FEE_DUE_NOTICE_DAYS, sendableAt, type Channel } from '@campus/domain';
import type { EmailConfig } from '../config.js';
import { transaction } from '../db/transaction.js';
import { queueAttendanceEmails, type AttendanceEmailsQueued } from '../repositories/attendance-emails.js';
import { recordEvent } from '../repositories/audit.js';
import {
  claimDueMessages,
  markAttemptFailed,
  markSent,
  markSentByProvider,
  queueFeeDueNotices,
  queueFeeReminders,
  requeueFailedMessages,
  type OutboxRow,
} from '../repositories/email-outbox.js';
import type { ServiceContext } from './context.js';
import { messageQueue } from './messages.js';

/** Puts every failed email back in the queue, with all its attempts again; returns how many (none: no event). */
export function retryFailedEmails({ db }: ServiceContext, actorId: string): Promise<number> {
  return transaction(db, async (tx) => {
    const retried = await requeueFailedMessages(tx, { channel: 'email' }, 0);
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
export function queueDueReminders(services: ServiceContext, everyDays: number): Promise<number | undefined> {
  const queue = messageQueue(services, 'reminder');
  return transaction(services.db, (tx) =>
    queueFeeReminders(tx, { day: dateInIndia(queue.createdAt), everyDays, ...queue }),
  );
}

/**
 * Queues the notices of instalments due in the next FEE_DUE_NOTICE_DAYS days (from today in India), each instalment
 * once whichever run or instance comes first (queueFeeDueNotices); returns how many students.
 */
export function queueFeeDueMessages(services: ServiceContext): Promise<number> {
  const queue = messageQueue(services, 'fee_due');
  return transaction(services.db, (tx) =>
    queueFeeDueNotices(tx, { day: dateInIndia(queue.createdAt), withinDays: FEE_DUE_NOTICE_DAYS, ...queue }),
  );
}

/**
 * Queues today's attendance emails (today in India): each absent student's list of the day's classes missed, and the
 * warnings of attendance below ATTENDANCE_MIN_PERCENT (see queueAttendanceEmails), once whichever instance asks first:
 * how many of each were queued, or undefined when today's were already queued.
 */
export function queueDayAttendanceEmails(services: ServiceContext): Promise<AttendanceEmailsQueued | undefined> {
  const { createdAt, heldMs } = messageQueue(services, 'absence');
  return transaction(services.db, (tx) =>
    queueAttendanceEmails(tx, {
      day: dateInIndia(createdAt),
      minPercent: services.attendance.minPercent,
      channelsFor: services.channelsFor,
      createdAt,
      heldMs,
    }),
  );
}

/** What a sender needs to know of the configuration to take emails and record what became of them. */
export type DeliverySettings = Pick<
  EmailConfig,
  'ratePerMinute' | 'maxAttempts' | 'retryDelayMs' | 'maxRetryDelayMs' | 'leaseMs'
>;

/** Takes up to `limit` due messages of `channel` for this sender to send now (see claimDueMessages). */
export function claimMessages(
  { db }: ServiceContext,
  channel: Channel,
  settings: DeliverySettings,
  limit: number,
): Promise<OutboxRow[]> {
  return transaction(db, (tx) => claimDueMessages(tx, channel, { limit, ...settings }));
}

/**
 * Records a message as sent; an SMS or WhatsApp message with the provider's id and SMS parts, and with the delivery
 * receipt that arrived first applied in the same transaction.
 */
export async function recordSent(
  { db }: ServiceContext,
  message: Pick<OutboxRow, 'id' | 'channel' | 'attempts'>,
  provider?: { providerMessageId: string; smsParts: number | null },
): Promise<void> {
  if (!provider) await markSent(db, message, undefined);
  else await transaction(db, (tx) => markSentByProvider(tx, message, message.channel, provider));
}

/**
 * After a failed attempt: tried again later, each wait twice the one before, until the last attempt fails; an SMS or
 * WhatsApp message not urgent is not tried again in the quiet hours.
 */
export function recordAttemptFailed(
  { db, now }: ServiceContext,
  settings: DeliverySettings,
  message: OutboxRow,
  error: string,
): Promise<void> {
  let retryInMs =
    message.attempts >= settings.maxAttempts
      ? undefined
      : Math.min(settings.retryDelayMs * 2 ** (message.attempts - 1), settings.maxRetryDelayMs);
  if (retryInMs !== undefined && message.channel !== 'email') {
    const at = now();
    retryInMs = sendableAt(new Date(at.getTime() + retryInMs), message.urgent).getTime() - at.getTime();
  }
  return markAttemptFailed(db, message, { error, retryInMs });
}
