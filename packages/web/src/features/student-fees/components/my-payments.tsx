import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LedgerEntryItem } from '@/components/ledger/ledger-entry-item';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { usePageParam } from '@/lib/use-list-params';
import { useMyPayments } from '../api/get-my-payments';
import { ScopedReceipt } from './scoped-receipt';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

/**
 * The student's payments, concessions and reversals, newest first, each payment with its receipt: their own, or a
 * guardian's child's (the scope around).
 */
export function MyPayments() {
  const { t } = useLingui();
  const headingId = useId();
  // The fee records use `page`; this list pages on its own.
  const [page, setPage] = usePageParam('paymentsPage');
  const payments = useDeferredFirstAnswer(useMyPayments(page));
  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        <Trans>Payments</Trans>
      </h2>
      {payments.isPending ? (
        <LoadingState label={t`Loading your payments…`} />
      ) : payments.isError ? (
        // Not a spec text: the spec does not say what a failed load of the student's payments shows.
        <ErrorState message={t`Failed to load your payments`} onRetry={() => void payments.refetch()} />
      ) : payments.data.items.length === 0 ? (
        <EmptyState title={t`No payments yet`}>
          <Trans>Your payments and their receipts appear here.</Trans>
        </EmptyState>
      ) : (
        <>
          <ul aria-label={t`Payments`} className="divide-y divide-slate-100">
            {payments.data.items.map((entry) => (
              <LedgerEntryItem
                key={entry._id}
                entry={entry}
                showStudent={false}
                actions={
                  entry.kind === 'payment' &&
                  entry.receiptNumber && <ScopedReceipt paymentId={entry._id} receiptNumber={entry.receiptNumber} />
                }
              />
            ))}
          </ul>
          <Pagination page={page} limit={payments.data.limit} total={payments.data.total} onPage={setPage} />
        </>
      )}
    </Card>
  );
}
