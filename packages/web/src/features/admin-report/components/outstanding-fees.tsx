import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { i18n } from '@/lib/i18n';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useDownloadOutstandingCsv } from '../api/download-outstanding-csv';
import { useOutstandingFees } from '../api/get-outstanding-fees';
import { ReportTable, type Column } from './report-table';

/** Not a spec text: the spec does not say what a failed download shows. */
export const DOWNLOAD_FAILED = msg`Failed to download the report. Please try again.`;

const HEADERS = {
  name: msg`Name`,
  email: msg`Email`,
  phone: msg`Phone`,
  course: msg`Course`,
  feePaid: msg`Fee Paid`,
  feeTotal: msg`Fee Total`,
  due: msg`Due`,
  concession: msg`Concession`,
  lateFees: msg`Late Fees`,
};

/**
 * The columns of the CSV (spec §9, then the concession and late fees), in its order, in the language shown; the CSV
 * adds the ageing.
 */
const outstandingColumns = (): Column<OutstandingFee>[] => [
  { header: i18n._(HEADERS.name), cell: (row) => row.name, primary: true },
  { header: i18n._(HEADERS.email), cell: (row) => <span className="wrap-break-word">{row.email}</span>, wide: true },
  { header: i18n._(HEADERS.phone), cell: (row) => row.phone ?? '—', nowrap: true },
  { header: i18n._(HEADERS.course), cell: (row) => row.course, wide: true },
  { header: i18n._(HEADERS.feePaid), cell: (row) => formatRupees(row.feePaid), align: 'right' },
  { header: i18n._(HEADERS.feeTotal), cell: (row) => formatRupees(row.feeTotal), align: 'right' },
  {
    header: i18n._(HEADERS.due),
    cell: (row) => <span className="font-medium text-rose-700">{formatRupees(row.due)}</span>,
    align: 'right',
  },
  { header: i18n._(HEADERS.concession), cell: (row) => formatRupees(row.feeConcession), align: 'right' },
  // With it the row adds up: Fee Total + Late Fees − Concession − Fee Paid = Due.
  { header: i18n._(HEADERS.lateFees), cell: (row) => formatRupees(row.feeLateFee), align: 'right' },
];

/** Fee accounts with something left to pay, largest due first, and their CSV download. */
export function OutstandingFees() {
  const { t } = useLingui();
  const { search, setSearch, debouncedSearch, page, setPage } = usePagedSearch();
  const headingId = useId();
  const fees = useOutstandingFees({ page, search: debouncedSearch });
  const download = useDownloadOutstandingCsv();

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            <Trans>Outstanding fees</Trans>
          </h2>
          <p className="text-sm text-slate-500">
            <Trans>Accounts with a total above what was paid, largest amount due first.</Trans>
          </p>
        </div>
        <Button variant="secondary" onClick={() => download.mutate(debouncedSearch)} loading={download.isPending}>
          {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />}
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      {download.isError && <Alert>{errorMessage(download.error, i18n._(DOWNLOAD_FAILED))}</Alert>}
      <SearchField
        label={t`Search outstanding fees`}
        value={search}
        onChange={setSearch}
        placeholder={t`Student, email or course`}
      />
      {fees.isPending ? (
        <LoadingState label={t`Loading outstanding fees…`} />
      ) : fees.isError ? (
        <ErrorState message={domainText(loadMessages.report)} onRetry={() => void fees.refetch()} />
      ) : fees.data.items.length === 0 ? (
        <EmptyState
          title={debouncedSearch ? t`Nothing outstanding matches “${debouncedSearch}”` : t`No outstanding fees`}
        >
          {debouncedSearch ? t`Try another name, email or course.` : t`Every fee account is paid in full.`}
        </EmptyState>
      ) : (
        <ReportTable
          caption={t`Outstanding fees`}
          columns={outstandingColumns()}
          rows={fees.data.items}
          rowKey={(row) => row.id}
        />
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
