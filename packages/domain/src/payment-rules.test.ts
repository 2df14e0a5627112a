import { describe, expect, it } from 'vitest';
import { CHEQUE_BOUNCED_REASON } from './fees.js';
import { errorMessages, inputMessages } from './messages.js';
import {
  concessionRuleViolation,
  instrumentViolations,
  isFuturePaymentDate,
  latestPaymentDate,
  paymentRuleViolation,
  totalFeeChangeViolation,
} from './payment-rules.js';
import { paymentInputSchema, reversalInputSchema } from './schemas/fees.js';

describe('totalFeeChangeViolation', () => {
  it('lets Record Payment keep or raise the total, never lower it', () => {
    expect(totalFeeChangeViolation(42_000_00, 42_000_00)).toBeNull();
    expect(totalFeeChangeViolation(42_000_00, 45_000_00)).toBeNull();
    expect(totalFeeChangeViolation(42_000_00, 100_00)).toBe(errorMessages.totalLowered('₹42,000.00'));
    expect(totalFeeChangeViolation(42_000_00, 41_999_99)).toContain('concession');
  });
});

describe('paymentRuleViolation', () => {
  it('accepts a payment up to the outstanding balance', () => {
    expect(paymentRuleViolation(6_000, 0, 10_000, 4_000)).toBeNull();
    expect(paymentRuleViolation(0, 0, 10_000, 1)).toBeNull();
  });

  it('accepts a corrected total that still covers what was paid', () => {
    expect(paymentRuleViolation(6_000, 0, 12_000, 6_000)).toBeNull();
    expect(paymentRuleViolation(6_000, 0, 7_000, 1_000)).toBeNull();
  });

  it('refuses a total below what was already paid', () => {
    expect(paymentRuleViolation(6_000, 0, 5_999, 1)).toBe(errorMessages.totalBelowPaid);
  });

  it('refuses an overpayment', () => {
    expect(paymentRuleViolation(6_000, 0, 10_000, 4_001)).toBe(errorMessages.overpayment);
    expect(paymentRuleViolation(10_000, 0, 10_000, 1)).toBe(errorMessages.overpayment);
  });

  it('counts the concession: what is due is the net fee less what was paid', () => {
    expect(paymentRuleViolation(6_000, 2_000, 10_000, 2_000)).toBeNull();
    expect(paymentRuleViolation(6_000, 2_000, 10_000, 2_001)).toBe(errorMessages.overpayment);
    expect(paymentRuleViolation(6_000, 2_000, 7_999, 1)).toBe(errorMessages.totalBelowPaidAndConcession);
  });
});

describe('concessionRuleViolation', () => {
  it('accepts a concession up to what is still due and refuses more', () => {
    expect(concessionRuleViolation(6_000, 10_000, 4_000)).toBeNull();
    expect(concessionRuleViolation(6_000, 10_000, 4_001)).toBe(errorMessages.concessionExceedsDue);
    expect(concessionRuleViolation(10_000, 10_000, 1)).toBe(errorMessages.concessionExceedsDue);
  });
});

describe('isFuturePaymentDate', () => {
  it('accepts any date that has already begun somewhere on Earth', () => {
    const noonUtc = new Date('2026-03-10T12:00:00Z');
    expect(isFuturePaymentDate('2026-03-09', noonUtc)).toBe(false);
    expect(isFuturePaymentDate('2026-03-10', noonUtc)).toBe(false);
    expect(isFuturePaymentDate('2026-03-11', noonUtc)).toBe(false); // already the 11th at UTC+14
    expect(isFuturePaymentDate('2026-03-12', noonUtc)).toBe(true);
  });

  it('refuses tomorrow while it has not begun anywhere', () => {
    const earlyUtc = new Date('2026-03-10T05:00:00Z');
    expect(isFuturePaymentDate('2026-03-10', earlyUtc)).toBe(false);
    expect(isFuturePaymentDate('2026-03-11', earlyUtc)).toBe(true);
  });

  it('has the latest payment date as its bound', () => {
    expect(latestPaymentDate(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-11');
    expect(latestPaymentDate(new Date('2026-03-10T05:00:00Z'))).toBe('2026-03-10');
  });
});

describe('cheques and demand drafts', () => {
  const cheque = {
    paymentMode: 'Cheque',
    instrumentNumber: '004512',
    instrumentBank: 'State Bank of India',
    instrumentDate: '2026-04-02',
  };

  it('needs the number, bank and date of a cheque or demand draft, field by field', () => {
    expect(instrumentViolations(cheque)).toEqual([]);
    expect(instrumentViolations({ ...cheque, paymentMode: 'Demand Draft' })).toEqual([]);
    expect(instrumentViolations({ paymentMode: 'Demand Draft', instrumentBank: 'Canara Bank' })).toEqual([
      { field: 'instrumentNumber', message: inputMessages.instrument.required.instrumentNumber },
      { field: 'instrumentDate', message: inputMessages.instrument.required.instrumentDate },
    ]);
  });

  it('refuses instrument details for any other mode', () => {
    expect(instrumentViolations({ paymentMode: 'UPI' })).toEqual([]);
    expect(instrumentViolations({ ...cheque, paymentMode: 'Cash', instrumentBank: undefined })).toEqual([
      { field: 'instrumentNumber', message: inputMessages.instrument.notForMode },
      { field: 'instrumentDate', message: inputMessages.instrument.notForMode },
    ]);
  });

  it('is the rule of the payment schema, whose mode message lists every mode', () => {
    const payment = {
      studentId: '00000000-0000-4000-8000-000000000001',
      courseId: '00000000-0000-4000-8000-000000000002',
      totalFee: 1000_00,
      amountPaid: 500_00,
      paymentDate: '2026-04-02',
    };
    expect(paymentInputSchema.safeParse({ ...payment, ...cheque }).success).toBe(true);
    const missing = paymentInputSchema.safeParse({ ...payment, ...cheque, instrumentNumber: '  ' });
    expect(missing.error?.issues).toMatchObject([
      { path: ['instrumentNumber'], message: inputMessages.instrument.required.instrumentNumber },
    ]);
    const badMode = paymentInputSchema.safeParse({ ...payment, paymentMode: 'Barter' });
    expect(badMode.error?.issues[0]?.message).toBe(
      'Payment mode must be Cash, Card, UPI, Bank Transfer, Cheque or Demand Draft',
    );
  });

  it('keeps a reversal reason saying the cheque bounced in the one wording the day book counts', () => {
    expect(reversalInputSchema.parse({ reason: '  cheque BOUNCED ' }).reason).toBe(CHEQUE_BOUNCED_REASON);
    expect(reversalInputSchema.parse({ reason: 'Typed twice' }).reason).toBe('Typed twice');
  });
});
