import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  concessionInputSchema,
  concessionRuleViolation,
  formatRupees,
  netFee,
  paiseToRupees2dp,
  REASON_MAX_LENGTH,
  type AdminFeeRecord,
} from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { rupeeField } from '@/lib/rupee-field';
import { useSendOnce } from '@/lib/use-send-once';
import { useGrantConcession } from '@/lib/grant-concession';

/** Not a spec text: the spec does not say what a failed concession shows. */
export const CONCESSION_FAILED = 'Failed to grant the concession. Please try again.';

const concessionFormSchema = concessionInputSchema.pick({ reason: true }).extend({
  amount: rupeeField('Enter the concession amount', concessionInputSchema.shape.amount),
  // '' is the whole fee: late fees first, then the last instalments.
  instalment: z.string(),
});
type ConcessionFormValues = z.input<typeof concessionFormSchema>;

const EMPTY: ConcessionFormValues = { amount: '', reason: '', instalment: '' };

/**
 * A scholarship, waiver or discount on one fee account: lowers what is due, at most to nothing. On a fee plan it may
 * name the instalment it reduces. `amount` (paise) fills the amount in, as waiving a late fee does.
 */
export function ConcessionDialog({
  record,
  open,
  onClose,
  onGranted,
  amount: suggested,
}: {
  record: AdminFeeRecord;
  open: boolean;
  onClose: () => void;
  onGranted: () => void;
  amount?: number;
}) {
  const empty: ConcessionFormValues = { ...EMPTY, amount: suggested ? paiseToRupees2dp(suggested) : '' };
  const formId = useId();
  const grant = useGrantConcession();
  const send = useSendOnce(grant);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ConcessionFormValues, unknown, z.output<typeof concessionFormSchema>>({
    resolver: zodResolver(concessionFormSchema),
    defaultValues: empty,
  });

  const close = () => {
    if (grant.isPending) return;
    grant.reset();
    reset(empty);
    onClose();
  };

  const onSubmit = handleSubmit(({ amount, reason, instalment }) => {
    const problem = concessionRuleViolation(
      record.paidAmount,
      netFee(record.totalFee, record.concession, record.lateFee),
      amount,
    );
    if (problem) {
      setError('amount', { message: problem });
      return;
    }
    send(
      {
        studentId: record.studentId,
        courseId: record.courseId,
        amount,
        reason,
        ...(instalment ? { instalment: Number(instalment) } : {}),
      },
      {
        onSuccess: () => {
          grant.reset();
          reset(empty);
          onGranted();
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Grant a concession"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={grant.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={grant.isPending}>
            Grant concession
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <p className="text-sm text-slate-600">
          {record.name}, {record.course}: {formatRupees(record.amountDue)} still due.
        </p>
        {grant.isError && <Alert>{errorMessage(grant.error, CONCESSION_FAILED)}</Alert>}
        <fieldset disabled={grant.isPending} className="space-y-5">
          <legend className="sr-only">Concession</legend>
          <InputField
            label="Concession amount (₹)"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            error={errors.amount?.message}
            {...register('amount')}
          />
          {record.schedule.length > 1 && (
            <SelectField label="Reduces" {...register('instalment')}>
              <option value="">The whole fee: late fees first, then the last instalments</option>
              {record.schedule.map((instalment) => (
                <option key={instalment.number} value={instalment.number}>
                  Instalment {instalment.number}, due {formatDate(instalment.dueDate)}:{' '}
                  {formatRupees(instalment.amount)}
                </option>
              ))}
            </SelectField>
          )}
          <TextareaField
            label="Reason"
            maxLength={REASON_MAX_LENGTH}
            error={errors.reason?.message}
            {...register('reason')}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
