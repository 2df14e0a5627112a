import { describe, expect, it } from 'vitest';
import {
  feeBarPercent,
  feeDueDate,
  feeStatus,
  isFuturePaymentDate,
  isOutstanding,
  latestPaymentDate,
  outstandingAmount,
  paidAmount,
  paymentRuleViolation,
  summarizeFees,
} from './fees.js';
import { messages } from './messages.js';

describe('feeDueDate', () => {
  it('is the day 30 days after enrolment, in UTC', () => {
    expect(feeDueDate(new Date('2026-01-01T10:00:00Z'))).toBe('2026-01-31');
    expect(feeDueDate(new Date('2026-02-10T00:00:00Z'))).toBe('2026-03-12');
    expect(feeDueDate(new Date('2024-02-10T00:00:00Z'))).toBe('2024-03-11'); // a leap year
    expect(feeDueDate(new Date('2026-12-15T23:59:59.999Z'))).toBe('2027-01-14');
  });

  it('counts from the UTC day, whatever the time zone the enrolment happened in', () => {
    // 00:30 on 1 March in India is still 28 February in UTC.
    expect(feeDueDate(new Date('2026-03-01T00:30:00+05:30'))).toBe('2026-03-30');
  });
});

describe('paidAmount', () => {
  it('is the sum of the payments, nothing when there are none', () => {
    expect(paidAmount([])).toBe(0);
    expect(paidAmount([2_500_00])).toBe(2_500_00);
    expect(paidAmount([1_000_00, 250_50, 1])).toBe(1_250_51);
  });
});

describe('feeStatus', () => {
  it('is Unpaid with nothing paid, Partial with some, Paid with all or more', () => {
    expect(feeStatus(0, 10_000)).toBe('Unpaid');
    expect(feeStatus(1, 10_000)).toBe('Partial');
    expect(feeStatus(9_999, 10_000)).toBe('Partial');
    expect(feeStatus(10_000, 10_000)).toBe('Paid');
    expect(feeStatus(12_000, 10_000)).toBe('Paid');
  });

  it('treats a fee of nothing as Paid', () => {
    expect(feeStatus(0, 0)).toBe('Paid');
  });
});

describe('outstandingAmount', () => {
  it('is the total less what was paid, never below zero', () => {
    expect(outstandingAmount(3_000, 10_000)).toBe(7_000);
    expect(outstandingAmount(0, 10_000)).toBe(10_000);
    expect(outstandingAmount(10_000, 10_000)).toBe(0);
    expect(outstandingAmount(12_000, 10_000)).toBe(0);
  });

  it('is nothing for a closed account', () => {
    expect(outstandingAmount(0, 10_000, true)).toBe(0);
    expect(outstandingAmount(0, 10_000, false)).toBe(10_000);
  });
});

describe('isOutstanding', () => {
  it('holds only when the total is greater than what was paid', () => {
    expect(isOutstanding(9_999, 10_000)).toBe(true);
    expect(isOutstanding(10_000, 10_000)).toBe(false);
    expect(isOutstanding(12_000, 10_000)).toBe(false);
    expect(isOutstanding(0, 0)).toBe(false);
  });

  it('never holds for a closed account', () => {
    expect(isOutstanding(0, 10_000, true)).toBe(false);
  });
});

describe('feeBarPercent', () => {
  it('is paid over total in percent', () => {
    expect(feeBarPercent(2_500, 10_000)).toBe(25);
    expect(feeBarPercent(1, 3)).toBeCloseTo(33.333, 3);
    expect(feeBarPercent(0, 10_000)).toBe(0);
  });

  it('is capped at 100', () => {
    expect(feeBarPercent(10_000, 10_000)).toBe(100);
    expect(feeBarPercent(15_000, 10_000)).toBe(100);
  });

  it('is 0 when the total is not positive', () => {
    expect(feeBarPercent(500, 0)).toBe(0);
    expect(feeBarPercent(500, -100)).toBe(0);
  });
});

describe('summarizeFees', () => {
  it('is all zeros for a student without fee accounts', () => {
    expect(summarizeFees([])).toEqual({ feePaid: 0, feeTotal: 0, nextFeeDue: null });
  });

  it('adds up the accounts and takes the earliest due date among those still owing', () => {
    const summary = summarizeFees([
      { totalFee: 10_000, paid: 10_000, dueDate: '2030-01-01' }, // paid up: its date does not count
      { totalFee: 5_000, paid: 1_000, dueDate: '2030-03-01' },
      { totalFee: 8_000, paid: 0, dueDate: '2030-02-01' },
      { totalFee: 2_000, paid: 0, dueDate: null },
    ]);
    expect(summary).toEqual({ feePaid: 11_000, feeTotal: 25_000, nextFeeDue: '2030-02-01' });
  });

  it('has no next due date when nothing is owed', () => {
    expect(summarizeFees([{ totalFee: 1_000, paid: 1_000, dueDate: '2030-01-01' }]).nextFeeDue).toBeNull();
  });
});

describe('paymentRuleViolation', () => {
  it('accepts a payment up to the outstanding balance', () => {
    expect(paymentRuleViolation(6_000, 10_000, 4_000)).toBeNull();
    expect(paymentRuleViolation(0, 10_000, 1)).toBeNull();
  });

  it('accepts a corrected total that still covers what was paid', () => {
    expect(paymentRuleViolation(6_000, 12_000, 6_000)).toBeNull();
    expect(paymentRuleViolation(6_000, 7_000, 1_000)).toBeNull();
  });

  it('refuses a total below what was already paid', () => {
    expect(paymentRuleViolation(6_000, 5_999, 1)).toBe(messages.errors.totalBelowPaid);
  });

  it('refuses an overpayment', () => {
    expect(paymentRuleViolation(6_000, 10_000, 4_001)).toBe(messages.errors.overpayment);
    expect(paymentRuleViolation(10_000, 10_000, 1)).toBe(messages.errors.overpayment);
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
