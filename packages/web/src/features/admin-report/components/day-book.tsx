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
import { formatDate } from '@/lib/format';
import { useParam } from '@/lib/use-list-params';
import { useDownloadDayBookCsv } from '../api/download-day-book-csv';
import { useDayBook } from '../api/get-day-book';
import { DOWNLOAD_FAILED } from './outstanding-fees';
import { ReportTable, type Column } from './report-table';

type Line = Book['totals'] & { date: string | null };

/** Per day (and the range's total line): what each mode brought in, net of reversals, then the day's sums. */
const COLUMNS: Column<Line>[] = [
  {
    header: 'Date',
    cell: (line) => (line.date ? formatDate(line.date) : dayBookMessages.total),
    primary: true,
    nowrap: true,
  },
  ...PAYMENT_MODES.map((mode): Column<Line> => ({
    header: mode,
    cell: (line) => formatRupeesWithPaise(line.modes.find((sum) => sum.mode === mode)?.net ?? 0),
    align: 'right',
  })),
  { header: 'Received', cell: (line) => formatRupeesWithPaise(line.received), align: 'right' },
  { header: 'Reversed', cell: (line) => formatRupeesWithPaise(line.reversed), align: 'right' },
  { header: dayBookMessages.bounced, cell: (line) => formatRupeesWithPaise(line.bounced), align: 'right' },
  {
    header: 'Net',
    cell: (line) => <span className="font-semibold">{formatRupeesWithPaise(line.net)}</span>,
    align: 'right',
  },
];

/** The day book: money received and reversed per day and payment mode, for a range of days (today by default). */
export function DayBook() {
  const headingId = useId();
  const [from, setFrom] = useParam('from', isIsoDate);
  const [to, setTo] = useParam('to', isIsoDate);
  const book = useDayBook({ from, to });
  const download = useDownloadDayBookCsv();

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Day book
          </h2>
          <p className="text-sm text-slate-500">
            {book.data
              ? book.data.from === book.data.to
                ? `Collections on ${formatDate(book.data.from)}, net of reversals, by payment mode.`
                : `Collections from ${formatDate(book.data.from)} to ${formatDate(book.data.to)}, net of reversals, by payment mode.`
              : 'Collections per day, net of reversals, by payment mode.'}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={!book.data}
          onClick={() => book.data && download.mutate(book.data)}
          loading={download.isPending}
        >
          {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />}
          Download CSV
        </Button>
      </div>
      {download.isError && <Alert>{errorMessage(download.error, DOWNLOAD_FAILED)}</Alert>}
      <div role="group" aria-label="Days" className="grid gap-4 sm:grid-cols-2 md:max-w-lg">
        <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
      </div>
      {book.isPending ? (
        <LoadingState label="Loading the day book…" />
      ) : book.isError ? (
        <ErrorState message={errorMessage(book.error, loadMessages.report)} onRetry={() => void book.refetch()} />
      ) : book.data.days.length === 0 ? (
        <EmptyState title="No collections on these days">Payments and reversals recorded then appear here.</EmptyState>
      ) : (
        <ReportTable
          caption="Day book"
          columns={COLUMNS}
          rows={[...book.data.days, { date: null, ...book.data.totals }]}
          rowKey={(line) => line.date ?? 'total'}
        />
      )}
    </Card>
  );
}
