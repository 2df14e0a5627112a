import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatCount, formatRupeesWithPaise, type PaymentClaimStatus, type StaffPaymentClaim } from '@campus/domain';
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
import '@/lib/domain-text/payment-claim';
import { domainText } from '@/lib/domain-text/registry';
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

/**
 * The UPI payments students reported, oldest first, for the office to confirm once each has reached the institute's
 * account (which records it, with its receipt) or to reject with a reason the student sees.
 */
export function PaymentClaimsView() {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const claims = usePendingClaims(page);
  useKeepPageInRange(page, setPage, claims.data);
  const [confirming, setConfirming] = useState<StaffPaymentClaim | null>(null);
  const [rejecting, setRejecting] = useState<StaffPaymentClaim | null>(null);
  const [decision, setDecision] = useState<ClaimDecision | null>(null);
  const confirm = useConfirmPaymentClaim();
  const send = useSendOnce(confirm);

  const claimCount = (total: number) => {
    const shown = formatCount(total);
    return t`${plural(total, { one: `${shown} payment`, other: `${shown} payments` })} to confirm`;
  };

  const confirmLabel = (utr: string) => t`Confirm payment ${utr}`;
  const rejectLabel = (utr: string) => t`Reject payment ${utr}`;

  const cancelConfirm = () => {
    if (confirm.isPending) return;
    setConfirming(null);
    confirm.reset();
  };

  return (
    <>
      <PageHeader
        title={t`UPI payments`}
        description={t`Payments students reported by UPI: confirm each once it has reached the institute's account, or reject it.`}
      />
      <div className="space-y-5">
        {decision && <DecisionNotice decision={decision} />}
        {claims.isPending ? (
          <LoadingState label={t`Loading UPI payments…`} />
        ) : claims.isError ? (
          // Not a spec text: the spec has no UPI payments.
          <ErrorState
            message={errorMessage(claims.error, t`Failed to load the UPI payments to confirm`)}
            onRetry={() => void claims.refetch()}
          />
        ) : claims.data.items.length === 0 ? (
          <EmptyState title={t`No UPI payments to confirm`}>
            <Trans>Payments students report appear here.</Trans>
          </EmptyState>
        ) : (
          <div className={claims.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <p className="mb-2 text-sm text-slate-500" aria-live="polite">
              {claimCount(claims.data.total)}
            </p>
            <Card>
              <ScrollTable caption={t`UPI payments to confirm`}>
                <PlainHead
                  columns={[
                    { label: t`Student`, wide: true },
                    { label: t`Course`, wide: true },
                    t`Amount`,
                    t`UTR`,
                    t`Reported on`,
                    t`Actions`,
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
                            aria-label={confirmLabel(claim.utr)}
                            onClick={() => {
                              setDecision(null);
                              setConfirming(claim);
                            }}
                          >
                            <Trans>Confirm</Trans>
                          </Button>
                          <Button
                            size="sm"
                            variant="dangerGhost"
                            aria-label={rejectLabel(claim.utr)}
                            onClick={() => {
                              setDecision(null);
                              setRejecting(claim);
                            }}
                          >
                            <Trans>Reject</Trans>
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
        title={t`Confirm this UPI payment?`}
        confirmLabel={t`Confirm payment`}
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
              <ConfirmQuestion claim={confirming} />
              <p>
                <Trans>
                  Check first that this UTR has reached the institute's account: the student is sent a receipt.
                </Trans>
              </p>
              <OtherClaims claim={confirming} />
              {/* Not a spec text: the spec has no UPI payments. */}
              {confirm.isError && (
                <Alert>{errorMessage(confirm.error, t`Failed to confirm the payment. Please try again.`)}</Alert>
              )}
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

/** What a claim that is not this one stands at ('pending': still waiting for the office). */
const CLAIM_STATUS_LABELS: Record<PaymentClaimStatus, MessageDescriptor> = {
  pending: msg`waiting`,
  confirmed: msg`confirmed`,
  rejected: msg`rejected`,
  reversed: msg`reversed`,
};

/** What confirming a claim records. */
function ConfirmQuestion({ claim }: { claim: StaffPaymentClaim }) {
  const amount = formatRupeesWithPaise(claim.amount);
  const { student, course, utr } = claim;
  return (
    <p>
      <Trans>
        Record {amount} by UPI from {student} for {course}, UTR <span className="font-mono">{utr}</span>?
      </Trans>
    </p>
  );
}

/**
 * The other claims of a claim's UTR still in play: one UPI payment is one student's, so the office sees who else says
 * it is theirs before confirming it.
 */
function OtherClaims({ claim }: { claim: StaffPaymentClaim }) {
  const { t, i18n } = useLingui();
  if (claim.otherClaims.length === 0) return null;
  const { utr } = claim;
  // Not spec texts: the spec has no UPI payments.
  return (
    <div className="mt-1 text-xs text-amber-800">
      <p className="font-medium">
        <Trans>Also reported by:</Trans>
      </p>
      <ul aria-label={t`Also reported by (UTR ${utr})`}>
        {claim.otherClaims.map((other) => {
          const { student, course } = other;
          const amount = formatRupeesWithPaise(other.amount);
          const status = i18n._(CLAIM_STATUS_LABELS[other.status]);
          return <li key={other._id}>{t`${student}, ${course}, ${amount} (${status})`}</li>;
        })}
      </ul>
    </div>
  );
}

/** What the last confirmation or rejection did: a confirmed payment's receipt number, with its receipt. */
function DecisionNotice({ decision: { message, claim } }: { decision: ClaimDecision }) {
  const { t } = useLingui();
  const said = domainText(message);
  const amount = formatRupeesWithPaise(claim.amount);
  const { student, course, receiptNumber } = claim;
  return (
    <Alert tone="success" takeFocus>
      <div className="space-y-2">
        <p>
          {receiptNumber
            ? t`${said}: ${amount} from ${student}, ${course}, receipt ${receiptNumber}.`
            : t`${said}: ${amount} from ${student}, ${course}.`}
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
