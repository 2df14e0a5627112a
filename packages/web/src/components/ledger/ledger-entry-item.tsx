import { useId, type ReactNode } from 'react';
import { formatRupeesWithPaise, ledgerMessages, type LedgerHistoryEntry, type LedgerKind } from '@campus/domain';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

export const KIND_LABELS: Record<LedgerKind, string> = {
  payment: 'Payment',
  concession: 'Concession',
  reversal: 'Reversal',
  late_fee: 'Late fee',
};

/**
 * One entry of the fee ledger as a list item: what it was, for whom, how much (signed, as it counts for the account)
 * and whether it was reversed; `actions` are the buttons it offers. Staff see the student too (`showStudent`).
 */
export function LedgerEntryItem({
  entry,
  showStudent,
  actions,
}: {
  entry: LedgerHistoryEntry;
  showStudent: boolean;
  actions?: ReactNode;
}) {
  const titleId = useId();
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {KIND_LABELS[entry.kind]} {entry.receiptNumber}
          </h3>
          {entry.reversedBy && <Badge tone="amber">Reversed on {formatDate(entry.reversedBy.date)}</Badge>}
        </div>
        <p className="text-slate-700">
          {/* The email tells apart students of the same name. */}
          {showStudent && (
            <>
              {entry.student.name} <span className="break-all text-slate-500">({entry.student.email})</span> ·{' '}
            </>
          )}
          {entry.course.name}
        </p>
        <p className="text-slate-500">
          {formatDate(entry.date)}
          {entry.mode && <> · {entry.mode}</>}
          {entry.instrument && (
            <>
              {' '}
              {ledgerMessages.instrument(
                entry.instrument.number,
                entry.instrument.bank,
                formatDate(entry.instrument.date),
              )}
            </>
          )}
          {entry.reference && <> · Ref. {entry.reference}</>}
          {entry.reverses?.receiptNumber && <> · cancels {entry.reverses.receiptNumber}</>}
        </p>
        {(entry.reason ?? entry.reversedBy?.reason) && (
          <p className="wrap-break-word text-slate-500">Reason: {entry.reason ?? entry.reversedBy?.reason}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:items-end">
        <p
          className={`font-semibold tabular-nums ${entry.amount < 0 ? 'text-rose-700' : 'text-slate-900'} ${entry.reversedBy ? 'line-through' : ''}`}
        >
          {formatRupeesWithPaise(entry.amount)}
        </p>
        {actions}
      </div>
    </li>
  );
}
