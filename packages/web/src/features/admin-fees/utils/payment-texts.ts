import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  EARLIEST_PAYMENT_DATE,
  formatRupeesWithPaise,
  inputMessages,
  errorMessages,
  type FeeStatus,
} from '@campus/domain';
import '@/lib/domain-text/errors';
import { i18n } from '@/lib/i18n';
import { inputProblem } from '@/lib/input-problem';

const STATUS_LABELS: Record<FeeStatus, MessageDescriptor> = {
  Paid: msg`Paid`,
  Partial: msg`Partial`,
  Unpaid: msg`Unpaid`,
};

/** A fee account's status in the language shown. */
export const feeStatusText = (status: FeeStatus) => i18n._(STATUS_LABELS[status]);

/** The label of a cheque's or demand draft's number field (`${mode} number`). */
export const instrumentNumberLabel = (mode: string) => (mode === 'Cheque' ? t`Cheque number` : t`Demand Draft number`);

/** The label of a cheque's or demand draft's date field (`${mode} date`). */
export const instrumentDateLabel = (mode: string) => (mode === 'Cheque' ? t`Cheque date` : t`Demand Draft date`);

/**
 * A field's problem in the record-payment form (`readPayment`, then the rules checked against the account) in the
 * language shown. The domain's nested texts (what each empty field asks for) and its texts with values in them that
 * are the form's own are written here as the domain writes them (payment-texts.test.ts holds them to it); the others
 * are as any field's (`inputProblem`). `currentTotal` is the account's total fee (paise) when one is known.
 */
export function paymentProblemText(problem: string | undefined, currentTotal?: number): string | undefined {
  if (problem === undefined) return undefined;
  const required = inputMessages.paymentRequired;
  const instrument = inputMessages.instrument;
  const earliest = EARLIEST_PAYMENT_DATE;
  const texts: Record<string, string> = {
    [required.studentId]: t`Select a student`,
    [required.courseId]: t`Select a course`,
    [required.totalFee]: t`Enter the total fee`,
    [required.amountPaid]: t`Enter the amount paid`,
    [required.paymentDate]: t`Choose the payment date`,
    [required.paymentMode]: t`Select a payment mode`,
    [instrument.required.instrumentNumber]: t`Enter the cheque or demand draft number`,
    [instrument.required.instrumentBank]: t`Enter the bank of the cheque or demand draft`,
    [instrument.required.instrumentDate]: t`Enter the date on the cheque or demand draft`,
    [instrument.notForMode]: t`Instrument number, bank and date are only for a Cheque or Demand Draft`,
    [inputMessages.paymentDateTooEarly(earliest)]: t`Payment date must be on or after ${earliest}`,
  };
  if (currentTotal !== undefined) {
    const current = formatRupeesWithPaise(currentTotal);
    texts[errorMessages.totalLowered(current)] =
      t`Recording a payment cannot lower the total fee of ${current}. To reduce what the student owes, grant a concession with its reason.`;
  }
  return (
    texts[problem] ??
    inputProblem(problem, [
      { label: 'Reference', shown: t`Reference` },
      { label: 'Instrument number', shown: t`Instrument number` },
      { label: 'Bank', shown: t`Bank` },
    ])
  );
}
