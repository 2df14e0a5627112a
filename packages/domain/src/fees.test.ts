import { describe, expect, it } from 'vitest';
import {
  feeBarPercent,
  feeDueDate,
  feeStatus,
  isOutstanding,
  ledgerSums,
  netFee,
  outstandingAmount,
  studentFeeSummary,
  feeFigures,
  summarizeFees,
} from './fees.js';

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

describe('ledgerSums', () => {
  const payment = (amount: number) => ({ kind: 'payment' as const, amount });
  const concession = (amount: number) => ({ kind: 'concession' as const, amount });

  it('is the sum of the payments, nothing when there are none', () => {
    expect(ledgerSums([])).toEqual({ paid: 0, concession: 0, lateFee: 0 });
    expect(ledgerSums([payment(2_500_00)])).toEqual({ paid: 2_500_00, concession: 0, lateFee: 0 });
    expect(ledgerSums([payment(1_000_00), payment(250_50), payment(1)])).toEqual({
      paid: 1_250_51,
      concession: 0,
      lateFee: 0,
    });
  });

  it('keeps concessions apart from what was paid', () => {
    expect(ledgerSums([payment(1_000_00), concession(300_00)])).toEqual({
      paid: 1_000_00,
      concession: 300_00,
      lateFee: 0,
    });
  });

  it('takes a reversal off the sum the cancelled entry went into', () => {
    const entries = [
      payment(1_000_00),
      payment(200_00),
      concession(300_00),
      { kind: 'reversal' as const, amount: 200_00, cancels: 'payment' as const },
    ];
    expect(ledgerSums(entries)).toEqual({ paid: 1_000_00, concession: 300_00, lateFee: 0 });
    expect(
      ledgerSums([...entries, { kind: 'reversal' as const, amount: 300_00, cancels: 'concession' as const }]),
    ).toEqual({ paid: 1_000_00, concession: 0, lateFee: 0 });
  });
});

describe('netFee', () => {
  it('is the total less the concession', () => {
    expect(netFee(10_000, 0)).toBe(10_000);
    expect(netFee(10_000, 2_500)).toBe(7_500);
    expect(netFee(10_000, 10_000)).toBe(0);
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
    expect(summarizeFees([])).toEqual({ feePaid: 0, feeTotal: 0, feeConcession: 0, feeLateFee: 0, nextFeeDue: null });
  });

  it('adds up the accounts and takes the earliest due date among those still owing', () => {
    const summary = summarizeFees([
      { totalFee: 10_000, concession: 0, paid: 10_000, dueDate: '2030-01-01', lateFee: 0, instalments: [] }, // paid up: its date does not count
      { totalFee: 5_000, concession: 0, paid: 1_000, dueDate: '2030-03-01', lateFee: 0, instalments: [] },
      { totalFee: 8_000, concession: 0, paid: 0, dueDate: '2030-02-01', lateFee: 0, instalments: [] },
      { totalFee: 2_000, concession: 0, paid: 0, dueDate: null, lateFee: 0, instalments: [] },
    ]);
    expect(summary).toEqual({
      feePaid: 11_000,
      feeTotal: 25_000,
      feeConcession: 0,
      feeLateFee: 0,
      nextFeeDue: '2030-02-01',
    });
  });

  it('has no next due date when nothing is owed', () => {
    expect(
      summarizeFees([
        { totalFee: 1_000, concession: 0, paid: 1_000, dueDate: '2030-01-01', lateFee: 0, instalments: [] },
      ]).nextFeeDue,
    ).toBeNull();
  });

  it('counts the net fees: a concession lowers what there is to pay, and one that covers the rest settles it', () => {
    const summary = summarizeFees([
      { totalFee: 10_000, concession: 4_000, paid: 6_000, dueDate: '2030-01-01', lateFee: 0, instalments: [] }, // settled by the concession
      { totalFee: 5_000, concession: 1_000, paid: 0, dueDate: '2030-03-01', lateFee: 0, instalments: [] },
    ]);
    expect(summary).toEqual({
      feePaid: 6_000,
      feeTotal: 10_000,
      feeConcession: 5_000,
      feeLateFee: 0,
      nextFeeDue: '2030-03-01',
    });
  });

  it('takes an account on a plan as due on its next instalment not fully paid, late fees included', () => {
    const instalments = [
      { number: 1, dueDate: '2030-01-10', amount: 5_000, lateFee: 100, namedConcession: 0, lateFeeWaived: 0 },
      { number: 2, dueDate: '2030-02-10', amount: 5_000, lateFee: 0, namedConcession: 0, lateFeeWaived: 0 },
    ];
    const account = { totalFee: 10_000, concession: 0, dueDate: null, lateFee: 100, instalments };
    expect(summarizeFees([{ ...account, paid: 5_000 }])).toMatchObject({
      feeTotal: 10_100,
      feeLateFee: 100,
      nextFeeDue: '2030-01-10',
    });
    expect(summarizeFees([{ ...account, paid: 5_100 }]).nextFeeDue).toBe('2030-02-10');
  });
});

describe('feeFigures', () => {
  it.each([
    ['nothing paid', { totalFee: 10_000_00, lateFee: 0, concession: 0, paid: 0 }],
    [
      'late fees, a concession and a part paid',
      { totalFee: 42_000_00, lateFee: 700_00, concession: 2_000_00, paid: 10_000_00 },
    ],
    ['late fees waived and the rest paid', { totalFee: 5_000_00, lateFee: 500_00, concession: 500_00, paid: 5_000_00 }],
  ])('adds up: total + late fees − concession − paid = due (%s)', (_name, account) => {
    const figures = feeFigures(account);
    expect(figures).toMatchObject({
      total: account.totalFee,
      lateFees: account.lateFee,
      concession: account.concession,
    });
    expect(figures.total + figures.lateFees - figures.concession - figures.paid).toBe(figures.due);
    expect(figures.due).toBe(
      outstandingAmount(account.paid, netFee(account.totalFee, account.concession, account.lateFee)),
    );
  });
});

describe('studentFeeSummary', () => {
  it('gives the total fees as the rows show them, the late fees and concessions apart, so the figures add up', () => {
    // Two accounts: ₹42,000 with ₹500 of late fees, a ₹2,000 concession and ₹10,000 paid; ₹8,000 with nothing paid.
    const summary = studentFeeSummary({
      feePaid: 10_000_00,
      feeTotal: 48_500_00,
      feeConcession: 2_000_00,
      feeLateFee: 500_00,
    });
    expect(summary).toEqual({
      total: 50_000_00,
      lateFees: 500_00,
      concession: 2_000_00,
      paid: 10_000_00,
      due: 38_500_00,
    });
    expect(summary.total + summary.lateFees - summary.concession - summary.paid).toBe(summary.due);
  });
});
