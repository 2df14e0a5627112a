import { messages, type Notice, type NoticeInput } from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { recordEvent } from '../repositories/audit.js';
import { insertNotice } from '../repositories/notices.js';
import type { ServiceContext } from './context.js';

/** Publishes a notice to every student; open notice streams on every instance get it once it commits. */
export function publishNotice({ db }: ServiceContext, notice: NoticeInput, createdBy: string): Promise<Notice> {
  return transaction(db, async (tx) => {
    const published = await insertNotice(tx, { ...notice, createdBy });
    await recordEvent(tx, {
      actor: { id: createdBy },
      action: 'notice.created',
      entityType: 'notice',
      entityId: published._id,
      summary: messages.audit.summary.noticeCreated(published.title),
      changes: changesBetween(undefined, { title: published.title, description: published.description }),
    });
    return published;
  });
}
