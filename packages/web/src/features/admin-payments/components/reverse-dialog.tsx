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
import { useSendOnce } from '@/lib/use-send-once';
import { useReverseEntry } from '../api/reverse-entry';

/** Not a spec text: the spec does not say what a failed reversal shows. */
export const REVERSAL_FAILED = 'Failed to reverse the entry. Please try again.';

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
  const what = `${KIND_LABELS[entry.kind].toLowerCase()} ${entry.receiptNumber ?? ''}`.trim();

  const close = () => {
    if (!reverse.isPending) onClose();
  };

  if (reason !== null) {
    return (
      <ConfirmDialog
        open
        title="Confirm the reversal"
        danger
        confirmLabel="Reverse"
        loading={reverse.isPending}
        onCancel={close}
        onConfirm={() => send({ entryId: entry._id, input: { reason } }, { onSuccess: onReversed })}
        message={
          <div className="space-y-3">
            <p>
              Reverse the {what} of {formatRupeesWithPaise(entry.amount)} for {entry.student.name} (
              {entry.student.email}), {entry.course.name}? The entry stays in the ledger, marked reversed; this cannot
              be undone.
            </p>
            <p className="wrap-break-word">Reason: {reason}</p>
            {reverse.isError && <Alert>{errorMessage(reverse.error, REVERSAL_FAILED)}</Alert>}
          </div>
        }
      />
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      title={`Reverse ${what}`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger">
            Continue
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit((input) => setReason(input.reason))} className="space-y-4">
        <p className="text-sm text-slate-600">
          {entry.student.name} ({entry.student.email}), {entry.course.name}: {formatRupeesWithPaise(entry.amount)} of{' '}
          {formatDate(entry.date)}.
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
            The {entry.mode?.toLowerCase()} bounced
          </label>
        )}
        <TextareaField
          label="Reason for the reversal"
          maxLength={REASON_MAX_LENGTH}
          data-autofocus
          readOnly={bounced}
          error={errors.reason?.message}
          {...register('reason')}
        />
      </form>
    </Dialog>
  );
}
