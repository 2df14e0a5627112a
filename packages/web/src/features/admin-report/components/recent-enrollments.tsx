import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { loadMessages, type RecentEnrollment } from '@campus/domain';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { usePageParam } from '@/lib/use-list-params';
import { useRecentEnrollments } from '../api/get-recent-enrollments';
import { ReportTable, type Column } from './report-table';

const HEADERS = {
  student: msg`Student`,
  course: msg`Course`,
  enrolled: msg({ message: 'Enrolled', context: 'date of enrolment' }),
};

/** The table's columns, in the language shown. */
const enrollmentColumns = (): Column<RecentEnrollment>[] => [
  {
    header: i18n._(HEADERS.student),
    cell: (row) => (
      <>
        <span className="block">{row.studentName}</span>
        <span className="block text-xs font-normal wrap-break-word text-slate-500">{row.email}</span>
      </>
    ),
    primary: true,
  },
  { header: i18n._(HEADERS.course), cell: (row) => row.course },
  { header: i18n._(HEADERS.enrolled), cell: (row) => formatDate(row.enrolledAt), nowrap: true },
];

/** Enrollments of the last 30 days (spec §9), newest first. */
export function RecentEnrollments() {
  const { t } = useLingui();
  const headingId = useId();
  // The report's other list, the outstanding fees, has the address's `page`.
  const [page, setPage] = usePageParam('enrollmentsPage');
  const enrollments = useRecentEnrollments(page);
  return (
    <Card role="region" aria-labelledby={headingId} className="flex h-full flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          <Trans>Recent enrollments</Trans>
        </h2>
        <p className="text-sm text-slate-500">
          <Trans>The last 30 days, newest first.</Trans>
        </p>
      </div>
      {enrollments.isPending ? (
        // Beside the fee collection card on a wide screen, a page of rows tall: the outstanding fees below then start
        // where they will stay, instead of being pushed down when the rows arrive.
        <div className="lg:min-h-[33rem]">
          <LoadingState label={t`Loading recent enrollments…`} />
        </div>
      ) : enrollments.isError ? (
        <ErrorState message={domainText(loadMessages.report)} onRetry={() => void enrollments.refetch()} />
      ) : enrollments.data.items.length === 0 ? (
        <EmptyState title={t`No enrollments in the last 30 days`} />
      ) : (
        <ReportTable
          caption={t`Recent enrollments`}
          columns={enrollmentColumns()}
          rows={enrollments.data.items}
          rowKey={(row) => row._id}
        />
      )}
      {enrollments.data && (
        <Pagination page={page} limit={enrollments.data.limit} total={enrollments.data.total} onPage={setPage} />
      )}
    </Card>
  );
}
