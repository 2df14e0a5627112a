import { useId } from 'react';
import { Download } from 'lucide';
import { formatRupees, loadMessages, type OutstandingFee } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useDownloadOutstandingCsv } from '../api/download-outstanding-csv';
import { useOutstandingFees } from '../api/get-outstanding-fees';
import { ReportTable, type Column } from './report-table';

/** Not a spec text: the spec does not say what a failed download shows. */
export const DOWNLOAD_FAILED = 'Failed to download the report. Please try again.';

/** The columns of the CSV (spec §9, then the concession and late fees), in its order; the CSV adds the ageing. */
const COLUMNS: Column<OutstandingFee>[] = [
  { header: 'Name', cell: (row) => row.name, primary: true },
  { header: 'Email', cell: (row) => <span className="wrap-break-word">{row.email}</span>, wide: true },
  { header: 'Phone', cell: (row) => row.phone ?? '—', nowrap: true },
  { header: 'Course', cell: (row) => row.course, wide: true },
  { header: 'Fee Paid', cell: (row) => formatRupees(row.feePaid), align: 'right' },
  { header: 'Fee Total', cell: (row) => formatRupees(row.feeTotal), align: 'right' },
  {
    header: 'Due',
    cell: (row) => <span className="font-medium text-rose-700">{formatRupees(row.due)}</span>,
    align: 'right',
  },
  { header: 'Concession', cell: (row) => formatRupees(row.feeConcession), align: 'right' },
  // With it the row adds up: Fee Total + Late Fees − Concession − Fee Paid = Due.
  { header: 'Late Fees', cell: (row) => formatRupees(row.feeLateFee), align: 'right' },
];

/** Fee accounts with something left to pay, largest due first, and their CSV download. */
export function OutstandingFees() {
  const { search, setSearch, debouncedSearch, page, setPage } = usePagedSearch();
  const headingId = useId();
  const fees = useOutstandingFees({ page, search: debouncedSearch });
  const download = useDownloadOutstandingCsv();

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Outstanding fees
          </h2>
          <p className="text-sm text-slate-500">Accounts with a total above what was paid, largest amount due first.</p>
        </div>
        <Button variant="secondary" onClick={() => download.mutate(debouncedSearch)} loading={download.isPending}>
          {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />}
          Download CSV
        </Button>
      </div>
      {download.isError && <Alert>{errorMessage(download.error, DOWNLOAD_FAILED)}</Alert>}
      <SearchField
        label="Search outstanding fees"
        value={search}
        onChange={setSearch}
        placeholder="Student, email or course"
      />
      {fees.isPending ? (
        <LoadingState label="Loading outstanding fees…" />
      ) : fees.isError ? (
        <ErrorState message={loadMessages.report} onRetry={() => void fees.refetch()} />
      ) : fees.data.items.length === 0 ? (
        <EmptyState
          title={debouncedSearch ? `Nothing outstanding matches “${debouncedSearch}”` : 'No outstanding fees'}
        >
          {debouncedSearch ? 'Try another name, email or course.' : 'Every fee account is paid in full.'}
        </EmptyState>
      ) : (
        <ReportTable caption="Outstanding fees" columns={COLUMNS} rows={fees.data.items} rowKey={(row) => row.id} />
      )}
      {fees.data && (
        <Pagination
          page={page}
          limit={fees.data.limit}
          total={fees.data.total}
          totalIsAtLeast={fees.data.totalIsAtLeast}
          onPage={setPage}
        />
      )}
    </Card>
  );
}
