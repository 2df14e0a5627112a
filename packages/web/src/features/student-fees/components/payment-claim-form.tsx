import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { paiseToRupeeInput, paymentClaimInputSchema, paymentClaimMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/input';
import '@/lib/domain-text/payment-claim';
import { domainText } from '@/lib/domain-text/registry';
import { rupeeField } from '@/lib/rupee-field';
import { useSendOnce } from '@/lib/use-send-once';
import { useReportPayment } from '../api/report-payment';

const claimFormSchema = paymentClaimInputSchema.pick({ utr: true }).extend({
  amount: rupeeField(paymentClaimMessages.amountNotPositive, paymentClaimInputSchema.shape.amount),
});
type ClaimFormValues = z.input<typeof claimFormSchema>;

/** A student's word that they paid by UPI, with the UTR their app showed, for the office to confirm. */
export function PaymentClaimForm({ courseId, amount }: { courseId: string; amount: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const report = useReportPayment();
  const send = useSendOnce(report);
  const defaults: ClaimFormValues = { amount: paiseToRupeeInput(amount), utr: '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ClaimFormValues, unknown, z.output<typeof claimFormSchema>>({
    resolver: zodResolver(claimFormSchema),
    defaultValues: defaults,
  });

  const submit = handleSubmit((values) => send({ courseId, ...values }, { onSuccess: () => reset(defaults) }));
  // A new try puts away what the last one was told: the server's refusal must not stand beside a field error of this one.
  const onSubmit = (event: FormEvent) => {
    report.reset();
    return submit(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        <Trans>I have paid — tell the office</Trans>
      </h3>
      {report.isError && (
        // Not a spec text: the spec does not say what a failed report of a payment shows.
        <Alert>{errorMessage(report.error, t`Failed to tell the office of your payment. Please try again.`)}</Alert>
      )}
      {report.isSuccess && <Alert tone="success">{domainText(report.data.message)}</Alert>}
      <fieldset disabled={report.isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">
          <Trans>Your UPI payment</Trans>
        </legend>
        <InputField
          label={t`Amount paid (₹)`}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          error={errors.amount?.message && domainText(errors.amount.message)}
          {...register('amount')}
        />
        <InputField
          label="UTR"
          inputMode="numeric"
          autoComplete="off"
          hint={t`The 12-digit transaction number your UPI app shows`}
          error={errors.utr?.message && domainText(errors.utr.message)}
          {...register('utr')}
        />
      </fieldset>
      <Button type="submit" loading={report.isPending} className="w-full sm:w-auto">
        <Trans>Tell the office</Trans>
      </Button>
    </form>
  );
}
