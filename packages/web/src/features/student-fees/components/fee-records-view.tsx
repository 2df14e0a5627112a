import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadMessages } from '@campus/domain';
import { PageHeader } from '@/components/ui/page-header';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { meQueryOptions } from '@/lib/get-me';
import { useStudentScope } from '@/lib/student-scope';
import { usePageParam } from '@/lib/use-list-params';
import { useFeeRecords } from '../api/get-fee-records';
import { FeeRecords } from './fee-records';
import { FeeSummary } from './fee-summary';
import { StatementDownload } from './statement-download';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

/** What follows the records (fee-records-more.tsx). */
const loadMore = () => import('./fee-records-more');
const FeeRecordsMore = lazy(() => loadMore().then((module) => ({ default: module.FeeRecordsMore })));

/**
 * The fee records, instalments with UPI pay and the UPI payments reported, of the student or a guardian's child (the
 * scope around). The figures over every course come from the student's own profile, which only they read.
 */
export function FeeRecordsView({ description }: { description?: string }) {
  const { t } = useLingui();
  const { own } = useStudentScope();
  const [page, setPage] = usePageParam();
  const records = useDeferredFirstAnswer(useFeeRecords(page));
  const me = useQuery({ ...meQueryOptions(), enabled: own });
  // Its code comes while the records are on their way, not after them.
  useEffect(() => void loadMore(), []);
  const retry = () => {
    if (records.isError) void records.refetch();
    if (me.isError) void me.refetch();
  };
  return (
    <>
      <PageHeader
        title={t`Fees`}
        description={description ?? t`Your fee records for each course.`}
        actions={<StatementDownload />}
      />
      {records.isPending || (own && me.isPending) ? (
        <LoadingState label={t`Loading your fee records…`} />
      ) : records.isError || me.isError ? (
        <ErrorState message={domainText(loadMessages.feeRecords)} onRetry={retry} />
      ) : (
        <div className="space-y-6">
          {me.data && <FeeSummary me={me.data} />}
          {records.data.items.length === 0 ? (
            <EmptyState title={t`No fee records yet`}>
              <Trans>Fee records appear here once you are enrolled in a course.</Trans>
            </EmptyState>
          ) : (
            <FeeRecords records={records.data.items} />
          )}
          {/* What follows the records shows in one piece once its code is in, so nothing above it moves. */}
          <Suspense fallback={null}>
            <FeeRecordsMore records={records.data} onPage={setPage} />
          </Suspense>
        </div>
      )}
    </>
  );
}
