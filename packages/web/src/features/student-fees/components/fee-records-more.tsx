import type { Page, StudentFeeRecord } from '@campus/domain';
import { Pagination } from '@/components/ui/pagination';
import { FeeSchedules } from './fee-schedules';
import { MyPayments } from './my-payments';
import { PaymentClaims } from './payment-claims';

/**
 * The fees page below its records: the instalments (with UPI), the records' pages, the payments reported, and the
 * payments with their receipts.
 * A chunk of its own, loaded as the records come rather than with the page.
 */
export function FeeRecordsMore({
  records,
  onPage,
}: {
  records: Page<StudentFeeRecord>;
  onPage: (page: number) => void;
}) {
  return (
    <>
      {records.items.length > 0 && <FeeSchedules records={records.items} />}
      <Pagination page={records.page} limit={records.limit} total={records.total} onPage={onPage} />
      <PaymentClaims />
      <MyPayments />
    </>
  );
}
