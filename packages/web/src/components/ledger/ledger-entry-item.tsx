import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { formatRupeesWithPaise, type LedgerHistoryEntry, type LedgerKind } from '@campus/domain';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { paymentModeName } from '@/lib/payment-modes';

const KIND_MESSAGES: Record<LedgerKind, MessageDescriptor> = {
  payment: msg`Payment`,
  concession: msg`Concession`,
  reversal: msg`Reversal`,
  late_fee: msg`Late fee`,
};

/** Each kind of entry's name, in the language shown when it is read (each is read while rendering). */
export const KIND_LABELS = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(KIND_MESSAGES).map(([kind, message]) => [kind, { enumerable: true, get: () => i18n._(message) }]),
  ),
) as Readonly<Record<LedgerKind, string>>;

/**
 * A cheque's or demand draft's number, bank and date: the domain's `ledgerMessages.instrument` in the language shown
 * (ledger-entry-item.test.tsx holds the English to it).
 */
export const instrumentText = (number: string, bank: string, date: string) => t`No. ${number}, ${bank}, dated ${date}`;

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
  const reversedOn = entry.reversedBy && formatDate(entry.reversedBy.date);
  const reference = entry.reference;
  const cancels = entry.reverses?.receiptNumber;
  const reason = entry.reason ?? entry.reversedBy?.reason;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {KIND_LABELS[entry.kind]} {entry.receiptNumber}
          </h3>
          {reversedOn && (
            <Badge tone="amber">
              <Trans>Reversed on {reversedOn}</Trans>
            </Badge>
          )}
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
          {entry.mode && <> · {paymentModeName(entry.mode)}</>}
          {entry.instrument && (
            <> {instrumentText(entry.instrument.number, entry.instrument.bank, formatDate(entry.instrument.date))}</>
          )}
          {reference && (
            <>
              {' '}
              · <Trans>Ref. {reference}</Trans>
            </>
          )}
          {cancels && (
            <>
              {' '}
              · <Trans>cancels {cancels}</Trans>
            </>
          )}
        </p>
        {reason && (
          <p className="wrap-break-word text-slate-500">
            <Trans>Reason: {reason}</Trans>
          </p>
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
