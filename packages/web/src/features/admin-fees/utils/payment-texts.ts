import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  EARLIEST_PAYMENT_DATE,
  formatRupees,
  formatRupeesWithPaise,
  INSTRUMENT_BANK_MAX_LENGTH,
  INSTRUMENT_NUMBER_MAX_LENGTH,
  inputMessages,
  errorMessages,
  MAX_AMOUNT_PAISE,
  REFERENCE_MAX_LENGTH,
  type FeeStatus,
  type PaymentFields,
} from '@campus/domain';
import '@/lib/domain-text/errors';
import '@/lib/domain-text/input';
import { domainText } from '@/lib/domain-text/registry';
import { i18n } from '@/lib/i18n';

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
 * language shown. The domain's texts with values in them, and its nested ones (what each empty field asks for), are
 * written here as the domain writes them (payment-texts.test.ts holds them to it); the others are the domain's plain
 * texts. `fields` are the values checked, `currentTotal` the account's total fee (paise) when one is known.
 */
export function paymentProblemText(
  problem: string | undefined,
  fields: Pick<PaymentFields, 'paymentDate' | 'instrumentDate'>,
  currentTotal?: number,
): string | undefined {
  if (problem === undefined) return undefined;
  const required = inputMessages.paymentRequired;
  const instrument = inputMessages.instrument;
  const largest = formatRupees(MAX_AMOUNT_PAISE);
  const earliest = EARLIEST_PAYMENT_DATE;
  const referenceMax = REFERENCE_MAX_LENGTH.toLocaleString('en-IN');
  const numberMax = INSTRUMENT_NUMBER_MAX_LENGTH.toLocaleString('en-IN');
  const bankMax = INSTRUMENT_BANK_MAX_LENGTH.toLocaleString('en-IN');
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
    [inputMessages.amountTooLarge(largest)]: t`Amount is too large: at most ${largest}`,
    [inputMessages.paymentDateTooEarly(earliest)]: t`Payment date must be on or after ${earliest}`,
    [inputMessages.tooLong('Reference', REFERENCE_MAX_LENGTH)]:
      t`Reference is too long (at most ${referenceMax} characters)`,
    [inputMessages.tooLong('Instrument number', INSTRUMENT_NUMBER_MAX_LENGTH)]:
      t`Instrument number is too long (at most ${numberMax} characters)`,
    [inputMessages.tooLong('Bank', INSTRUMENT_BANK_MAX_LENGTH)]: t`Bank is too long (at most ${bankMax} characters)`,
    [inputMessages.hiddenCharacters('Reference')]:
      t`Reference contains hidden control or text-direction characters; remove them`,
    [inputMessages.hiddenCharacters('Instrument number')]:
      t`Instrument number contains hidden control or text-direction characters; remove them`,
    [inputMessages.hiddenCharacters('Bank')]: t`Bank contains hidden control or text-direction characters; remove them`,
  };
  for (const date of [fields.paymentDate, fields.instrumentDate]) {
    texts[inputMessages.dateDoesNotExist(date)] = t`The date ${date} does not exist`;
  }
  if (currentTotal !== undefined) {
    const current = formatRupeesWithPaise(currentTotal);
    texts[errorMessages.totalLowered(current)] =
      t`Recording a payment cannot lower the total fee of ${current}. To reduce what the student owes, grant a concession with its reason.`;
  }
  return texts[problem] ?? domainText(problem);
}
