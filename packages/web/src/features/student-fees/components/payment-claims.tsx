import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatRupees, type PaymentClaim } from '@campus/domain';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { ErrorState } from '@/components/ui/states';
import { formatDate } from '@/lib/format';
import { usePageParam } from '@/lib/use-list-params';
import { usePaymentClaims } from '../api/get-payment-claims';
import { ScopedReceipt } from './scoped-receipt';

/** The UPI payments the student told the office of, with what the office decided; nothing until there is one. */
export function PaymentClaims() {
  const { t } = useLingui();
  const headingId = useId();
  const [page, setPage] = usePageParam('claimsPage');
  const claims = usePaymentClaims(page);
  if (claims.isPending || claims.data?.total === 0) return null;
  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        <Trans>Reported UPI payments</Trans>
      </h2>
      {claims.isError ? (
        // Not a spec text: the spec does not say what a failed load of the student's reported payments shows.
        <ErrorState message={t`Failed to load your reported UPI payments`} onRetry={() => void claims.refetch()} />
      ) : (
        <>
          <ul aria-label={t`Reported UPI payments`} className="divide-y divide-slate-100">
            {claims.data.items.map((claim) => (
              <li key={claim._id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 text-sm">
                <div>
                  <p className="font-medium text-slate-900">{claim.course}</p>
                  <p className="text-xs text-slate-500">
                    {formatDate(claim.createdAt)} · UTR {claim.utr}
                  </p>
                </div>
                <div className="sm:text-right">
                  <p className="font-medium text-slate-900 tabular-nums">{formatRupees(claim.amount)}</p>
                  <ClaimStatus claim={claim} />
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} limit={claims.data.limit} total={claims.data.total} onPage={setPage} />
        </>
      )}
    </Card>
  );
}

function ClaimStatus({ claim }: { claim: PaymentClaim }) {
  const { receiptNumber, reason } = claim;
  if (claim.status === 'pending')
    return (
      <p className="text-amber-700">
        <Trans>Waiting for the office</Trans>
      </p>
    );
  if (claim.status === 'confirmed')
    return (
      <>
        <p className="text-emerald-700">
          <Trans>Confirmed — receipt {receiptNumber}</Trans>
        </p>
        {claim.paymentId && claim.receiptNumber && (
          <div className="mt-2 flex sm:justify-end">
            <ScopedReceipt paymentId={claim.paymentId} receiptNumber={claim.receiptNumber} />
          </div>
        )}
      </>
    );
  if (claim.status === 'reversed')
    return (
      <p className="text-rose-700">
        <Trans>Reversed — receipt {receiptNumber} was cancelled by the office</Trans>
      </p>
    );
  return (
    <p className="text-rose-700">
      <Trans>Rejected: {reason}</Trans>
    </p>
  );
}
