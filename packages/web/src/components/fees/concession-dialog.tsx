import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
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
import '@/lib/domain-text/errors';
import { formatDate } from '@/lib/format';
import { inputProblem, reasonProblem } from '@/lib/input-problem';
import { rupeeField } from '@/lib/rupee-field';
import { useSendOnce } from '@/lib/use-send-once';
import { useGrantConcession } from '@/lib/grant-concession';

/** The form's rules; `amountRequired` is what an empty amount shows, in the language shown. */
const concessionFormSchema = (amountRequired: string) =>
  concessionInputSchema.pick({ reason: true }).extend({
    amount: rupeeField(amountRequired, concessionInputSchema.shape.amount),
    // '' is the whole fee: late fees first, then the last instalments.
    instalment: z.string(),
  });
type ConcessionFormSchema = ReturnType<typeof concessionFormSchema>;
type ConcessionFormValues = z.input<ConcessionFormSchema>;

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
  const { t } = useLingui();
  const [resolver] = useState(() => zodResolver(concessionFormSchema(t`Enter the concession amount`)));
  const empty: ConcessionFormValues = { ...EMPTY, amount: suggested ? paiseToRupees2dp(suggested) : '' };
  const formId = useId();
  const { name, course } = record;
  const due = formatRupees(record.amountDue);
  const grant = useGrantConcession();
  const send = useSendOnce(grant);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ConcessionFormValues, unknown, z.output<ConcessionFormSchema>>({
    resolver,
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
      title={t`Grant a concession`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={grant.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={grant.isPending}>
            <Trans>Grant concession</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <p className="text-sm text-slate-600">
          <Trans>
            {name}, {course}: {due} still due.
          </Trans>
        </p>
        {/* Not a spec text: the spec does not say what a failed concession shows. */}
        {grant.isError && (
          <Alert>{errorMessage(grant.error, t`Failed to grant the concession. Please try again.`)}</Alert>
        )}
        <fieldset disabled={grant.isPending} className="space-y-5">
          <legend className="sr-only">
            <Trans>Concession</Trans>
          </legend>
          <InputField
            label={t`Concession amount (₹)`}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            error={inputProblem(errors.amount?.message, [])}
            {...register('amount')}
          />
          {record.schedule.length > 1 && (
            <SelectField label={t`Reduces`} {...register('instalment')}>
              <option value="">{t`The whole fee: late fees first, then the last instalments`}</option>
              {record.schedule.map(({ number, dueDate, amount }) => {
                const due = formatDate(dueDate);
                const rupees = formatRupees(amount);
                return (
                  <option key={number} value={number}>
                    {t`Instalment ${number}, due ${due}: ${rupees}`}
                  </option>
                );
              })}
            </SelectField>
          )}
          <TextareaField
            label={t`Reason`}
            maxLength={REASON_MAX_LENGTH}
            error={reasonProblem(errors.reason?.message)}
            {...register('reason')}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
