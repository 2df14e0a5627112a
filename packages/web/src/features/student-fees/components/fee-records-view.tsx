import { lazy, Suspense, useEffect } from 'react';
import { loadMessages } from '@campus/domain';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useMe } from '@/lib/get-me';
import { usePageParam } from '@/lib/use-paged-search';
import { useFeeRecords } from '../api/get-fee-records';
import { FeeRecords } from './fee-records';
import { FeeSummary } from './fee-summary';
import { StatementDownload } from './statement-download';

/** The parts below the records (fee-records-more.ts), in one chunk. */
const more = () => import('./fee-records-more');
const FeeSchedules = lazy(() => more().then((parts) => ({ default: parts.FeeSchedules })));
const PaymentClaims = lazy(() => more().then((parts) => ({ default: parts.PaymentClaims })));
const MyPayments = lazy(() => more().then((parts) => ({ default: parts.MyPayments })));
const Pagination = lazy(() => more().then((parts) => ({ default: parts.Pagination })));

export function FeeRecordsView() {
  const [page, setPage] = usePageParam();
  const records = useFeeRecords(page);
  const me = useMe();
  // Their code comes while the records are on their way, not after.
  useEffect(() => void more(), []);
  const retry = () => {
    if (records.isError) void records.refetch();
    if (me.isError) void me.refetch();
  };
  return (
    <>
      <PageHeader title="Fees" description="Your fee records for each course." actions={<StatementDownload />} />
      {records.isPending || me.isPending ? (
        <LoadingState label="Loading your fee records…" />
      ) : records.isError || me.isError ? (
        <ErrorState message={loadMessages.feeRecords} onRetry={retry} />
      ) : (
        <div className="space-y-6">
          <FeeSummary me={me.data} />
          {records.data.items.length === 0 ? (
            <EmptyState title="No fee records yet">
              Fee records appear here once you are enrolled in a course.
            </EmptyState>
          ) : (
            <FeeRecords records={records.data.items} />
          )}
          {/* What follows the records shows in one piece once its code is in, so nothing above it moves. */}
          <Suspense fallback={null}>
            {records.data.items.length > 0 && <FeeSchedules records={records.data.items} />}
            <Pagination
              page={records.data.page}
              limit={records.data.limit}
              total={records.data.total}
              onPage={setPage}
            />
            <PaymentClaims />
            <MyPayments />
          </Suspense>
        </div>
      )}
    </>
  );
}
