import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Download } from 'lucide';
import {
  dayBookMessages,
  formatRupeesWithPaise,
  isIsoDate,
  loadMessages,
  PAYMENT_MODES,
  type DayBook as Book,
} from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { Icon } from '@/components/ui/icon';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/day-book';
import { domainText } from '@/lib/domain-text/registry';
import { formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { useParam } from '@/lib/use-list-params';
import { useDownloadDayBookCsv } from '../api/download-day-book-csv';
import { useDayBook } from '../api/get-day-book';
import { DOWNLOAD_FAILED } from './outstanding-fees';
import { ReportTable, type Column } from './report-table';
import { paymentModeName } from '@/lib/payment-modes';

type Line = Book['totals'] & { date: string | null };

const HEADERS = { date: msg`Date`, received: msg`Received`, reversed: msg`Reversed`, net: msg`Net` };

/** Per day (and the range's total line): what each mode brought in, net of reversals, then the day's sums. */
const dayBookColumns = (): Column<Line>[] => [
  {
    header: i18n._(HEADERS.date),
    cell: (line) => (line.date ? formatDate(line.date) : domainText(dayBookMessages.total)),
    primary: true,
    nowrap: true,
  },
  ...PAYMENT_MODES.map((mode): Column<Line> => ({
    header: paymentModeName(mode),
    cell: (line) => formatRupeesWithPaise(line.modes.find((sum) => sum.mode === mode)?.net ?? 0),
    align: 'right',
  })),
  { header: i18n._(HEADERS.received), cell: (line) => formatRupeesWithPaise(line.received), align: 'right' },
  { header: i18n._(HEADERS.reversed), cell: (line) => formatRupeesWithPaise(line.reversed), align: 'right' },
  { header: domainText(dayBookMessages.bounced), cell: (line) => formatRupeesWithPaise(line.bounced), align: 'right' },
  {
    header: i18n._(HEADERS.net),
    cell: (line) => <span className="font-semibold">{formatRupeesWithPaise(line.net)}</span>,
    align: 'right',
  },
];

/** The day book: money received and reversed per day and payment mode, for a range of days (today by default). */
export function DayBook() {
  const { t } = useLingui();
  const headingId = useId();
  const [from, setFrom] = useParam('from', isIsoDate);
  const [to, setTo] = useParam('to', isIsoDate);
  const book = useDayBook({ from, to });
  const download = useDownloadDayBookCsv();
  const firstDay = book.data && formatDate(book.data.from);
  const lastDay = book.data && formatDate(book.data.to);

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            <Trans>Day book</Trans>
          </h2>
          <p className="text-sm text-slate-500">
            {book.data
              ? book.data.from === book.data.to
                ? t`Collections on ${firstDay}, net of reversals, by payment mode.`
                : t`Collections from ${firstDay} to ${lastDay}, net of reversals, by payment mode.`
              : t`Collections per day, net of reversals, by payment mode.`}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={!book.data}
          onClick={() => book.data && download.mutate(book.data)}
          loading={download.isPending}
        >
          {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />}
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      {download.isError && <Alert>{errorMessage(download.error, i18n._(DOWNLOAD_FAILED))}</Alert>}
      <div role="group" aria-label={t`Days`} className="grid gap-4 sm:grid-cols-2 md:max-w-lg">
        <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
      </div>
      {book.isPending ? (
        <LoadingState label={t`Loading the day book…`} />
      ) : book.isError ? (
        <ErrorState message={errorMessage(book.error, loadMessages.report)} onRetry={() => void book.refetch()} />
      ) : book.data.days.length === 0 ? (
        <EmptyState title={t`No collections on these days`}>
          <Trans>Payments and reversals recorded then appear here.</Trans>
        </EmptyState>
      ) : (
        <ReportTable
          caption={t`Day book`}
          columns={dayBookColumns()}
          rows={[...book.data.days, { date: null, ...book.data.totals }]}
          rowKey={(line) => line.date ?? 'total'}
        />
      )}
    </Card>
  );
}
