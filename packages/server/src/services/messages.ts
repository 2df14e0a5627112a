import {
  auditSummaries,
  messageKindOf,
  sendableAt,
  type Channel,
  type MessageFilter,
  type MessagesQuery,
} from '@campus/domain';
import { transaction } from '../db/transaction.js';
import type { DeliveryReceipt } from '../lib/messaging/provider.js';
import { recordEvent } from '../repositories/audit.js';
import {
  listMessages,
  recordDeliveryReceipt,
  requeueFailedMessages,
  type MessagesToQueue,
  type OutboxKind,
} from '../repositories/email-outbox.js';
import type { ServiceContext } from './context.js';

/** How long an SMS or WhatsApp message (not urgent) made at `at` waits: to the end of the quiet hours, if in them. */
const quietHoursLeftMs = (at: Date) => sendableAt(at, false).getTime() - at.getTime();

/** When and on which channels a message of `kind` queued now goes (see queueMessages). */
export function messageQueue(
  { now, channelsFor }: Pick<ServiceContext, 'now' | 'channelsFor'>,
  kind: OutboxKind,
): Pick<MessagesToQueue, 'channels' | 'heldMs' | 'createdAt'> {
  const at = now();
  return { channels: channelsFor(messageKindOf(kind)), heldMs: quietHoursLeftMs(at), createdAt: at };
}

/** A page of the outbox's messages, newest first. */
export const messagesPage = ({ db }: ServiceContext, query: MessagesQuery) => listMessages(db, query);

/**
 * Puts the failed messages matching `filter` back in the queue, with all their attempts again (SMS and WhatsApp after
 * the quiet hours); returns how many (none: no event).
 */
export function retryFailedMessages(
  { db, now }: ServiceContext,
  filter: Omit<MessageFilter, 'state'>,
  actorId: string,
): Promise<number> {
  return transaction(db, async (tx) => {
    const retried = await requeueFailedMessages(tx, filter, quietHoursLeftMs(now()));
    if (retried === 0) return 0;
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'message.retried',
      entityType: 'message',
      entityId: 'outbox',
      studentId: filter.studentId,
      summary: auditSummaries.messagesRetried(retried),
      changes: {
        failedMessages: { from: retried, to: 0 },
        ...(filter.channel ? { channel: { from: null, to: filter.channel } } : {}),
      },
    });
    return retried;
  });
}

/**
 * Records a provider's delivery receipt for a message of `channel`, or keeps it until the message's provider id is
 * recorded (it may arrive first); resolves once it is written.
 */
export const recordReceipt = ({ db }: ServiceContext, channel: Channel, receipt: DeliveryReceipt) =>
  transaction(db, (tx) => recordDeliveryReceipt(tx, channel, receipt));
