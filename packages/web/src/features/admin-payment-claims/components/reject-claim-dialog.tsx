import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  formatRupeesWithPaise,
  paymentClaimRejectionSchema,
  REASON_MAX_LENGTH,
  type PaymentClaim,
} from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { reasonProblem } from '@/lib/input-problem';
import { useSendOnce } from '@/lib/use-send-once';
import type { ClaimDecision } from '../api/confirm-payment-claim';
import { useRejectPaymentClaim } from '../api/reject-payment-claim';

type Rejection = z.infer<typeof paymentClaimRejectionSchema>;

/** Turning a reported UPI payment down, with the reason the student is shown. */
export function RejectClaimDialog({
  claim,
  onClose,
  onRejected,
}: {
  /** The claim to reject; null when closed. */
  claim: PaymentClaim | null;
  onClose: () => void;
  onRejected: (decision: ClaimDecision) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const reject = useRejectPaymentClaim();
  const send = useSendOnce(reject);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Rejection>({ resolver: zodResolver(paymentClaimRejectionSchema), defaultValues: { reason: '' } });

  const close = () => {
    if (reject.isPending) return;
    reject.reset();
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(({ reason }) => {
    if (!claim) return;
    send(
      { claimId: claim._id, reason },
      {
        onSuccess: (answer) => {
          reject.reset();
          reset();
          onRejected(answer);
        },
      },
    );
  });

  return (
    <Dialog
      open={claim !== null}
      onClose={close}
      title={t`Reject this UPI payment`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={reject.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={reject.isPending}>
            <Trans>Reject payment</Trans>
          </Button>
        </>
      }
    >
      {claim && (
        <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
          <ClaimSummary claim={claim} />
          {/* Not a spec text: the spec has no UPI payments. */}
          {reject.isError && (
            <Alert>{errorMessage(reject.error, t`Failed to reject the payment. Please try again.`)}</Alert>
          )}
          <TextareaField
            label={t`Reason`}
            maxLength={REASON_MAX_LENGTH}
            data-autofocus
            disabled={reject.isPending}
            error={reasonProblem(errors.reason?.message)}
            {...register('reason')}
          />
        </form>
      )}
    </Dialog>
  );
}

/** The claim being rejected, and who sees why. */
function ClaimSummary({ claim }: { claim: PaymentClaim }) {
  const { student, course, utr } = claim;
  const amount = formatRupeesWithPaise(claim.amount);
  return (
    <p className="text-sm text-slate-600">
      <Trans>
        {student}, {course}: {amount}, UTR <span className="font-mono">{utr}</span>. The student sees the reason.
      </Trans>
    </p>
  );
}
