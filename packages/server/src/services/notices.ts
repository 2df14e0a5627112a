import type { Notice, NoticeInput } from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { insertNotice } from '../repositories/notices.js';
import type { ServiceContext } from './context.js';

/** Publishes a notice to every student; open notice streams on every instance get it once it commits. */
export function publishNotice({ db }: ServiceContext, notice: NoticeInput, createdBy: string): Promise<Notice> {
  return transaction(db, (tx) => insertNotice(tx, { ...notice, createdBy }));
}
