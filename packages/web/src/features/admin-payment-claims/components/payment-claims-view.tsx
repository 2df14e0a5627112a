import { useState } from 'react';
import { formatCount, formatRupeesWithPaise, type StaffPaymentClaim } from '@campus/domain';
import { ReceiptActions } from '@/components/ledger/receipt-actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { PlainHead, ScrollTable } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { Authorization } from '@/lib/authorization';
import { formatDateTime } from '@/lib/format';
import { useSendOnce } from '@/lib/use-send-once';
import { useKeepPageInRange, usePageParam } from '@/lib/use-list-params';
import { useConfirmPaymentClaim, type ClaimDecision } from '../api/confirm-payment-claim';
import { usePendingClaims } from '../api/get-payment-claims';
import { LateFeesPanel } from './late-fees-panel';

// Shown only while a claim is being rejected.
const RejectClaimDialog = lazyDialog(
  () => import('./reject-claim-dialog').then((module) => module.RejectClaimDialog),
  ({ claim }) => claim !== null,
);

/** Not spec texts: the spec has no UPI payments. */
export const CLAIMS_LOAD_FAILED = 'Failed to load the UPI payments to confirm';
export const CONFIRM_FAILED = 'Failed to confirm the payment. Please try again.';

/**
 * The UPI payments students reported, oldest first, for the office to confirm once each has reached the institute's
 * account (which records it, with its receipt) or to reject with a reason the student sees.
 */
export function PaymentClaimsView() {
  const [page, setPage] = usePageParam();
  const claims = usePendingClaims(page);
  useKeepPageInRange(page, setPage, claims.data);
  const [confirming, setConfirming] = useState<StaffPaymentClaim | null>(null);
  const [rejecting, setRejecting] = useState<StaffPaymentClaim | null>(null);
  const [decision, setDecision] = useState<ClaimDecision | null>(null);
  const confirm = useConfirmPaymentClaim();
  const send = useSendOnce(confirm);

  const cancelConfirm = () => {
    if (confirm.isPending) return;
    setConfirming(null);
    confirm.reset();
  };

  return (
    <>
      <PageHeader
        title="UPI payments"
        description="Payments students reported by UPI: confirm each once it has reached the institute's account, or reject it."
      />
      <div className="space-y-5">
        {decision && <DecisionNotice decision={decision} />}
        {claims.isPending ? (
          <LoadingState label="Loading UPI payments…" />
        ) : claims.isError ? (
          <ErrorState message={errorMessage(claims.error, CLAIMS_LOAD_FAILED)} onRetry={() => void claims.refetch()} />
        ) : claims.data.items.length === 0 ? (
          <EmptyState title="No UPI payments to confirm">Payments students report appear here.</EmptyState>
        ) : (
          <div className={claims.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <p className="mb-2 text-sm text-slate-500" aria-live="polite">
              {formatCount(claims.data.total)} {claims.data.total === 1 ? 'payment' : 'payments'} to confirm
            </p>
            <Card>
              <ScrollTable caption="UPI payments to confirm">
                <PlainHead
                  columns={[
                    { label: 'Student', wide: true },
                    { label: 'Course', wide: true },
                    'Amount',
                    'UTR',
                    'Reported on',
                    'Actions',
                  ]}
                />
                <tbody className="divide-y divide-slate-100">
                  {claims.data.items.map((claim) => (
                    <tr key={claim._id}>
                      <td className="py-3 pr-4 font-medium text-slate-900">{claim.student}</td>
                      <td className="py-3 pr-4 text-slate-700">{claim.course}</td>
                      <td className="py-3 pr-4 whitespace-nowrap text-slate-900 tabular-nums">
                        {formatRupeesWithPaise(claim.amount)}
                      </td>
                      <td className="py-3 pr-4 text-slate-700">
                        <span className="font-mono whitespace-nowrap">{claim.utr}</span>
                        <OtherClaims claim={claim} />
                      </td>
                      <td className="py-3 pr-4 whitespace-nowrap text-slate-700">{formatDateTime(claim.createdAt)}</td>
                      <td className="py-3">
                        <div className="flex gap-2">
                          <Button
                            size="sm"
                            aria-label={`Confirm payment ${claim.utr}`}
                            onClick={() => {
                              setDecision(null);
                              setConfirming(claim);
                            }}
                          >
                            Confirm
                          </Button>
                          <Button
                            size="sm"
                            variant="dangerGhost"
                            aria-label={`Reject payment ${claim.utr}`}
                            onClick={() => {
                              setDecision(null);
                              setRejecting(claim);
                            }}
                          >
                            Reject
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            </Card>
            <Pagination page={page} limit={claims.data.limit} total={claims.data.total} onPage={setPage} />
          </div>
        )}
        <Authorization access="admin">
          <LateFeesPanel />
        </Authorization>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="Confirm this UPI payment?"
        confirmLabel="Confirm payment"
        loading={confirm.isPending}
        onCancel={cancelConfirm}
        onConfirm={() => {
          if (!confirming) return;
          send(confirming._id, {
            onSuccess: (answer) => {
              setConfirming(null);
              setDecision(answer);
            },
          });
        }}
        message={
          confirming && (
            <div className="space-y-3">
              <p>
                Record {formatRupeesWithPaise(confirming.amount)} by UPI from {confirming.student} for{' '}
                {confirming.course}, UTR <span className="font-mono">{confirming.utr}</span>?
              </p>
              <p>Check first that this UTR has reached the institute's account: the student is sent a receipt.</p>
              <OtherClaims claim={confirming} />
              {confirm.isError && <Alert>{errorMessage(confirm.error, CONFIRM_FAILED)}</Alert>}
            </div>
          )
        }
      />
      <RejectClaimDialog
        claim={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(answer) => {
          setRejecting(null);
          setDecision(answer);
        }}
      />
    </>
  );
}

/** Not spec texts: the spec has no UPI payments. */
export const OTHER_CLAIMS_LABEL = 'Also reported by';

/**
 * The other claims of a claim's UTR still in play: one UPI payment is one student's, so the office sees who else says
 * it is theirs before confirming it.
 */
function OtherClaims({ claim }: { claim: StaffPaymentClaim }) {
  if (claim.otherClaims.length === 0) return null;
  return (
    <div className="mt-1 text-xs text-amber-800">
      <p className="font-medium">{OTHER_CLAIMS_LABEL}:</p>
      <ul aria-label={`${OTHER_CLAIMS_LABEL} (UTR ${claim.utr})`}>
        {claim.otherClaims.map((other) => (
          <li key={other._id}>
            {other.student}, {other.course}, {formatRupeesWithPaise(other.amount)} (
            {other.status === 'pending' ? 'waiting' : other.status})
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the last confirmation or rejection did: a confirmed payment's receipt number, with its receipt. */
function DecisionNotice({ decision: { message, claim } }: { decision: ClaimDecision }) {
  return (
    <Alert tone="success" takeFocus>
      <div className="space-y-2">
        <p>
          {message}: {formatRupeesWithPaise(claim.amount)} from {claim.student}, {claim.course}
          {claim.receiptNumber && `, receipt ${claim.receiptNumber}`}.
        </p>
        {claim.paymentId && claim.receiptNumber && (
          <ReceiptActions
            audience="admin"
            receipt={{ paymentId: claim.paymentId, receiptNumber: claim.receiptNumber }}
          />
        )}
      </div>
    </Alert>
  );
}
