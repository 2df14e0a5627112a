import { describe, expect, it } from 'vitest';
import { EARLIEST_PAYMENT_DATE, errorMessages, formatRupeesWithPaise, inputMessages } from '@campus/domain';
import { instrumentDateLabel, instrumentNumberLabel, paymentProblemText } from './payment-texts';

describe('paymentProblemText', () => {
  it("writes the domain's texts with values, and its nested ones, in the same English", () => {
    const problems = [
      ...Object.values(inputMessages.paymentRequired),
      ...Object.values(inputMessages.instrument.required),
      inputMessages.instrument.notForMode,
      inputMessages.paymentDateTooEarly(EARLIEST_PAYMENT_DATE),
      errorMessages.totalLowered(formatRupeesWithPaise(38_000_50)),
      errorMessages.overpayment,
    ];
    for (const problem of problems) expect(paymentProblemText(problem, 38_000_50)).toBe(problem);
    expect(paymentProblemText(undefined)).toBeUndefined();
  });

  it("names a cheque's or demand draft's fields as `${mode} number` and `${mode} date`", () => {
    for (const mode of ['Cheque', 'Demand Draft']) {
      expect(instrumentNumberLabel(mode)).toBe(`${mode} number`);
      expect(instrumentDateLabel(mode)).toBe(`${mode} date`);
    }
  });
});
