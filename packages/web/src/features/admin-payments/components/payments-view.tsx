import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RotateCcw, TicketPercent } from 'lucide';
import {
  dateRangeViolation,
  formatCount,
  formatRupeesWithPaise,
  isId,
  isIsoDate,
  LEDGER_KINDS,
  PAYMENT_MODES,
  successMessages,
  type LedgerHistoryEntry,
  type LedgerKind,
  type PaymentMode,
} from '@campus/domain';
import { KIND_LABELS, LedgerEntryItem } from '@/components/ledger/ledger-entry-item';
import { ReceiptActions } from '@/components/ledger/receipt-actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Card } from '@/components/ui/card';
import { ChoiceFilter } from '@/components/ui/choice-filter';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/success';
import { domainText } from '@/lib/domain-text/registry';
import { useFilterParam, useKeepPageInRange, useParam } from '@/lib/use-list-params';
import { usePagedSearch } from '@/lib/use-paged-search';
import { usePayments } from '../api/get-payments';
import { paymentModeNames } from '@/lib/payment-modes';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

// Shown only while an entry is being reversed, or a late fee waived.
const ReverseDialog = lazyDialog(
  () => import('./reverse-dialog').then((module) => module.ReverseDialog),
  () => true,
);
const WaiveDialog = lazyDialog(
  () => import('./waive-dialog').then((module) => module.WaiveDialog),
  () => true,
);

/**
 * The fee ledger, newest first, with its filters in the URL; a fee card opens it narrowed to its account (studentId
 * and courseId). Payments offer their receipt; payments and concessions not yet reversed can be; a late fee is waived
 * (a concession), never reversed.
 */
export function PaymentsView() {
  const { t } = useLingui();
  const { search, setSearch, debouncedSearch, page, setPage } = usePagedSearch();
  const [studentId] = useParam('studentId', isId);
  const [courseId] = useParam('courseId', isId);
  const [kind, setKind] = useFilterParam<LedgerKind>('kind', LEDGER_KINDS);
  const [mode, setMode] = useFilterParam<PaymentMode>('mode', PAYMENT_MODES);
  const [from, setFrom] = useParam('from', isIsoDate);
  const [to, setTo] = useParam('to', isIsoDate);
  const [, setParams] = useSearchParams();
  // A From after the To (typed into the address) is told at the To field, and no list is asked for that the API refuses.
  const rangeRefused = dateRangeViolation(from, to) !== null;
  const entries = useDeferredFirstAnswer(
    usePayments({ page, search: debouncedSearch, studentId, courseId, kind, mode, from, to }, !rangeRefused),
  );
  useKeepPageInRange(page, setPage, entries.data);
  const [reversing, setReversing] = useState<LedgerHistoryEntry | null>(null);
  const [reversed, setReversed] = useState(false);
  const [waiving, setWaiving] = useState<LedgerHistoryEntry | null>(null);
  const [waived, setWaived] = useState(false);
  const filtered = Boolean(debouncedSearch || studentId || courseId || kind || mode || from || to);
  const account = (studentId || courseId) && entries.data?.items[0];
  /** Whose history the list is: the student's, the course's, or the student's in the course. */
  const historyOf = (student: string, course: string) =>
    studentId && courseId
      ? t`History of ${student}, ${course}`
      : studentId
        ? t`History of ${student}`
        : t`History of ${course}`;
  const entryCount = (total: number) => {
    const shown = formatCount(total);
    return t`${plural(total, { one: `${shown} entry`, other: `${shown} entries` })}`;
  };
  /** What a reverse button reverses: its kind, and the receipt of a payment. */
  const waiveLabel = (amount: string) => t`Waive late fee of ${amount}`;
  const reverseLabel = (entry: LedgerHistoryEntry) => {
    const kind = KIND_LABELS[entry.kind].toLowerCase();
    const receipt = entry.receiptNumber;
    return receipt ? t`Reverse ${kind} ${receipt}` : t`Reverse ${kind}`;
  };

  return (
    <>
      <PageHeader
        title={t`Payments`}
        description={t`The fee ledger: every payment, concession and reversal, newest first.`}
      />
      <div className="space-y-5">
        <div
          role="group"
          aria-label={t`Filters`}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto_auto_auto] lg:items-end"
        >
          <SearchField
            label={t`Search payments`}
            value={search}
            onChange={setSearch}
            placeholder={t`Student, course, receipt or reference`}
          />
          <ChoiceFilter
            label={t`Kind`}
            every={t`Every kind`}
            choices={LEDGER_KINDS}
            labels={KIND_LABELS}
            value={kind}
            onChange={setKind}
          />
          <ChoiceFilter
            label={t`Mode`}
            every={t`Every mode`}
            choices={PAYMENT_MODES}
            labels={paymentModeNames()}
            value={mode}
            onChange={setMode}
          />
          <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
          <Button variant="secondary" disabled={!filtered} onClick={() => setParams({})}>
            <Trans>Clear filters</Trans>
          </Button>
        </div>
        {account && <p className="text-sm text-slate-600">{historyOf(account.student.name, account.course.name)}</p>}
        {reversed && (
          <Alert tone="success" takeFocus>
            {domainText(successMessages.entryReversed)}
          </Alert>
        )}
        {waived && (
          <Alert tone="success" takeFocus>
            {domainText(successMessages.concessionGranted)}
          </Alert>
        )}
        {rangeRefused ? null : entries.isPending ? (
          <LoadingState label={t`Loading payments…`} />
        ) : entries.isError ? (
          <ErrorState message={t`Failed to fetch payments`} onRetry={() => void entries.refetch()} />
        ) : entries.data.items.length === 0 ? (
          <EmptyState title={filtered ? t`No entries match these filters` : t`No payments yet`} />
        ) : (
          <div className={entries.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <p className="mb-2 text-sm text-slate-500" aria-live="polite">
              {entryCount(entries.data.total)}
            </p>
            <Card>
              {/* Each entry is titled by an h3, as on the student's own list; this keeps the outline in order. */}
              <h2 className="sr-only">
                <Trans>Ledger entries</Trans>
              </h2>
              <ul aria-label={t`Ledger entries`} className="divide-y divide-slate-100">
                {entries.data.items.map((entry) => (
                  <LedgerEntryItem
                    key={entry._id}
                    entry={entry}
                    showStudent
                    actions={
                      <div className="flex flex-wrap gap-2 sm:justify-end">
                        {entry.kind === 'payment' && entry.receiptNumber && (
                          <ReceiptActions
                            audience="admin"
                            receipt={{ paymentId: entry._id, receiptNumber: entry.receiptNumber }}
                          />
                        )}
                        {entry.kind === 'late_fee' && (
                          // A late fee is never reversed: it is waived by a concession, with its reason.
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={waiveLabel(formatRupeesWithPaise(entry.amount))}
                            onClick={() => {
                              setWaived(false);
                              setReversed(false);
                              setWaiving(entry);
                            }}
                          >
                            <Icon icon={TicketPercent} aria-hidden="true" className="size-4" /> <Trans>Waive</Trans>
                          </Button>
                        )}
                        {(entry.kind === 'payment' || entry.kind === 'concession') && !entry.reversedBy && (
                          <Button
                            size="sm"
                            variant="dangerGhost"
                            aria-label={reverseLabel(entry)}
                            onClick={() => {
                              setReversed(false);
                              setWaived(false);
                              setReversing(entry);
                            }}
                          >
                            <Icon icon={RotateCcw} aria-hidden="true" className="size-4" /> <Trans>Reverse</Trans>
                          </Button>
                        )}
                      </div>
                    }
                  />
                ))}
              </ul>
            </Card>
            <Pagination
              page={page}
              limit={entries.data.limit}
              total={entries.data.total}
              totalIsAtLeast={entries.data.totalIsAtLeast}
              onPage={setPage}
            />
          </div>
        )}
      </div>
      {waiving && (
        <WaiveDialog
          entry={waiving}
          onClose={() => setWaiving(null)}
          onWaived={() => {
            setWaiving(null);
            setWaived(true);
          }}
        />
      )}
      {reversing && (
        <ReverseDialog
          entry={reversing}
          onClose={() => setReversing(null)}
          onReversed={() => {
            setReversing(null);
            setReversed(true);
          }}
        />
      )}
    </>
  );
}
