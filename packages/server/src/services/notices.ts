import { auditSummaries, messages, type NoticeInput } from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { badRequest } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import { queueNotice } from '../repositories/email-outbox.js';
import { insertNotice } from '../repositories/notices.js';
import type { ServiceContext } from './context.js';
import { messageQueue } from './messages.js';

/**
 * Publishes a notice to every student; open notice streams on every instance get it once it commits. With `email`,
 * it is also queued to each active student and their guardians on every channel configured for notices (email, SMS,
 * WhatsApp: any one will do), in the same transaction.
 */
export async function publishNotice(
  services: ServiceContext,
  { email = false, ...notice }: NoticeInput,
  createdBy: string,
) {
  if (email && services.channelsFor('notice').length === 0) {
    throw badRequest(messages.email.noticeEmailNotConfigured);
  }
  return transaction(services.db, async (tx) => {
    const published = await insertNotice(tx, { ...notice, createdBy });
    const emailsQueued = email ? await queueNotice(tx, published._id, messageQueue(services, 'notice')) : 0;
    const summary = auditSummaries;
    await recordEvent(tx, {
      actor: { id: createdBy },
      action: 'notice.created',
      entityType: 'notice',
      entityId: published._id,
      summary: email ? summary.noticeEmailed(published.title, emailsQueued) : summary.noticeCreated(published.title),
      changes: changesBetween(undefined, {
        title: published.title,
        description: published.description,
        ...(email ? { emailsQueued } : {}),
      }),
    });
    return { notice: published, emailsQueued };
  });
}
