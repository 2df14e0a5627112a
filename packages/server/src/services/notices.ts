import { auditSummaries, messages, type NoticeInput } from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { badRequest } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import { queueNoticeEmails } from '../repositories/email-outbox.js';
import { insertNotice } from '../repositories/notices.js';
import type { ServiceContext } from './context.js';

/**
 * Publishes a notice to every student; open notice streams on every instance get it once it commits. With `email`,
 * it is also queued as one email to each active student, in the same transaction.
 */
export async function publishNotice(
  { db, emailConfigured }: ServiceContext,
  { email = false, ...notice }: NoticeInput,
  createdBy: string,
) {
  if (email && !emailConfigured) throw badRequest(messages.email.noticeEmailNotConfigured);
  return transaction(db, async (tx) => {
    const published = await insertNotice(tx, { ...notice, createdBy });
    const emailsQueued = email ? await queueNoticeEmails(tx, published._id) : 0;
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
