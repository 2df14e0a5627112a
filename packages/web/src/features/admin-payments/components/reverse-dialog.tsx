import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHEQUE_BOUNCED_REASON,
  formatRupeesWithPaise,
  isInstrumentMode,
  REASON_MAX_LENGTH,
  reversalInputSchema,
  type LedgerHistoryEntry,
  type ReversalInput,
} from '@campus/domain';
import { KIND_LABELS } from '@/components/ledger/ledger-entry-item';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { reasonProblem } from '@/lib/input-problem';
import { useSendOnce } from '@/lib/use-send-once';
import { useReverseEntry } from '../api/reverse-entry';

/**
 * Reversing a payment or a concession: the reason is asked first, then the reversal is confirmed, since it cannot be
 * undone. A refusal (already reversed, say) shows in the confirmation, in the server's words.
 */
export function ReverseDialog({
  entry,
  onClose,
  onReversed,
}: {
  entry: LedgerHistoryEntry;
  onClose: () => void;
  onReversed: () => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const [reason, setReason] = useState<string | null>(null);
  const reverse = useReverseEntry();
  const send = useSendOnce(reverse);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ReversalInput>({ resolver: zodResolver(reversalInputSchema), defaultValues: { reason: '' } });
  const [bounced, setBounced] = useState(false);
  const kind = KIND_LABELS[entry.kind].toLowerCase();
  const receipt = entry.receiptNumber;
  const amount = formatRupeesWithPaise(entry.amount);
  const { name, email } = entry.student;
  const course = entry.course.name;
  const date = formatDate(entry.date);

  const close = () => {
    if (!reverse.isPending) onClose();
  };

  if (reason !== null) {
    return (
      <ConfirmDialog
        open
        title={t`Confirm the reversal`}
        danger
        confirmLabel={t`Reverse`}
        loading={reverse.isPending}
        onCancel={close}
        onConfirm={() => send({ entryId: entry._id, input: { reason } }, { onSuccess: onReversed })}
        message={
          <div className="space-y-3">
            <p>
              {receipt
                ? t`Reverse the ${kind} ${receipt} of ${amount} for ${name} (${email}), ${course}? The entry stays in the ledger, marked reversed; this cannot be undone.`
                : t`Reverse the ${kind} of ${amount} for ${name} (${email}), ${course}? The entry stays in the ledger, marked reversed; this cannot be undone.`}
            </p>
            <p className="wrap-break-word">
              <Trans>Reason: {reason}</Trans>
            </p>
            {/* Not a spec text: the spec does not say what a failed reversal shows. */}
            {reverse.isError && (
              <Alert>{errorMessage(reverse.error, t`Failed to reverse the entry. Please try again.`)}</Alert>
            )}
          </div>
        }
      />
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      title={receipt ? t`Reverse ${kind} ${receipt}` : t`Reverse ${kind}`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} variant="danger">
            <Trans>Continue</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit((input) => setReason(input.reason))} className="space-y-4">
        <p className="text-sm text-slate-600">
          <Trans>
            {name} ({email}), {course}: {amount} of {date}.
          </Trans>
        </p>
        {entry.kind === 'payment' && isInstrumentMode(entry.mode) && (
          // The day book counts a bounced cheque or draft by this one reason.
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300"
              checked={bounced}
              onChange={(event) => {
                setBounced(event.target.checked);
                setValue('reason', event.target.checked ? CHEQUE_BOUNCED_REASON : '');
              }}
            />
            {entry.mode === 'Cheque' ? t`The cheque bounced` : t`The demand draft bounced`}
          </label>
        )}
        <TextareaField
          label={t`Reason for the reversal`}
          maxLength={REASON_MAX_LENGTH}
          data-autofocus
          readOnly={bounced}
          error={reasonProblem(errors.reason?.message)}
          {...register('reason')}
        />
      </form>
    </Dialog>
  );
}
