import { messages } from '@campus/domain';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { useReportTotals } from '../api/get-report-totals';
import { CollectionCard } from './collection-card';
import { OutstandingFees } from './outstanding-fees';
import { RecentEnrollments } from './recent-enrollments';
import { ReportTotals } from './report-totals';

export function ReportView() {
  const totals = useReportTotals();
  return (
    <>
      <PageHeader title="Report" description="Students, enrollments and fees across the institute." />
      <div className="space-y-6">
        {totals.isPending ? (
          <LoadingState label="Loading the report…" />
        ) : totals.isError ? (
          <ErrorState message={messages.load.report} onRetry={() => void totals.refetch()} />
        ) : (
          <ReportTotals totals={totals.data} />
        )}
        <div className={`grid gap-6 ${totals.data ? 'lg:grid-cols-3' : ''}`}>
          {totals.data && (
            <div className="min-w-0">
              <CollectionCard collected={totals.data.collected} outstanding={totals.data.outstanding} />
            </div>
          )}
          <div className="min-w-0 lg:col-span-2">
            <RecentEnrollments />
          </div>
        </div>
        <OutstandingFees />
      </div>
    </>
  );
}
