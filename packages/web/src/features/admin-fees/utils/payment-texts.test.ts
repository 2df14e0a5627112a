import { describe, expect, it } from 'vitest';
import {
  EARLIEST_PAYMENT_DATE,
  errorMessages,
  formatRupees,
  formatRupeesWithPaise,
  INSTRUMENT_BANK_MAX_LENGTH,
  INSTRUMENT_NUMBER_MAX_LENGTH,
  inputMessages,
  MAX_AMOUNT_PAISE,
  REFERENCE_MAX_LENGTH,
} from '@campus/domain';
import { instrumentDateLabel, instrumentNumberLabel, paymentProblemText } from './payment-texts';

const fields = { paymentDate: '2026-02-30', instrumentDate: '2026-04-31' };

describe('paymentProblemText', () => {
  it("writes the domain's texts with values, and its nested ones, in the same English", () => {
    const problems = [
      ...Object.values(inputMessages.paymentRequired),
      ...Object.values(inputMessages.instrument.required),
      inputMessages.instrument.notForMode,
      inputMessages.amountTooLarge(formatRupees(MAX_AMOUNT_PAISE)),
      inputMessages.paymentDateTooEarly(EARLIEST_PAYMENT_DATE),
      inputMessages.tooLong('Reference', REFERENCE_MAX_LENGTH),
      inputMessages.tooLong('Instrument number', INSTRUMENT_NUMBER_MAX_LENGTH),
      inputMessages.tooLong('Bank', INSTRUMENT_BANK_MAX_LENGTH),
      inputMessages.hiddenCharacters('Reference'),
      inputMessages.hiddenCharacters('Instrument number'),
      inputMessages.hiddenCharacters('Bank'),
      inputMessages.dateDoesNotExist(fields.paymentDate),
      inputMessages.dateDoesNotExist(fields.instrumentDate),
      errorMessages.totalLowered(formatRupeesWithPaise(38_000_50)),
      inputMessages.rupeesFormat,
      errorMessages.overpayment,
    ];
    for (const problem of problems) expect(paymentProblemText(problem, fields, 38_000_50)).toBe(problem);
    expect(paymentProblemText(undefined, fields)).toBeUndefined();
  });

  it("names a cheque's or demand draft's fields as `${mode} number` and `${mode} date`", () => {
    for (const mode of ['Cheque', 'Demand Draft']) {
      expect(instrumentNumberLabel(mode)).toBe(`${mode} number`);
      expect(instrumentDateLabel(mode)).toBe(`${mode} date`);
    }
  });
});
