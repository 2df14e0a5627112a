import { feeUpiPayment, upiLink, type ListQuery } from '@campus/domain';
import type { AppConfig } from '../config.js';
import { studentFeeRecordPage } from '../repositories/fee-accounts.js';
import type { ServiceContext } from './context.js';

/**
 * A page of a student's fee records as they (or their guardian) read them: with UPI_VPA set, what is due next on each
 * account carries the link that pays it from a UPI app.
 */
export async function studentFeeRecords(
  { db, now }: ServiceContext,
  studentId: string,
  query: Pick<ListQuery, 'page' | 'limit'>,
  upi: AppConfig['upi'],
) {
  const page = await studentFeeRecordPage(db, studentId, query, now());
  if (!upi) return page;
  const items = page.items.map((record) =>
    record.nextDue && record.dueAmount > 0
      ? { ...record, upiLink: upiLink({ ...upi, ...feeUpiPayment(record._id, record.course, record.nextDue.amount) }) }
      : record,
  );
  return { ...page, items };
}
