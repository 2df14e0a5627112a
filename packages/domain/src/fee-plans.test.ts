import { describe, expect, it } from 'vitest';
import {
  accountInstalments,
  accountSchedule,
  addDays,
  ageingBucket,
  ageingOf,
  allocate,
  daysAfter,
  dueWording,
  instalmentStatus,
  lateFeeDay,
  LATE_FEE_PERIODS_PER_RUN_MAX,
  lateFeeWaiver,
  newLateFees,
  nextDue,
  paymentAllocation,
  scheduleOf,
  type ChargedInstalment,
  type LateFeeRule,
} from './fee-plans.js';
import { namedConcessionViolation } from './fee-plan-checks.js';
import { feePlanMessages } from './messages.js';

const threeParts = [
  { amount: 10_000_00, dueAfterDays: 0 },
  { amount: 10_000_00, dueAfterDays: 30 },
  { amount: 5_000_00, dueAfterDays: 60 },
];

describe('dates', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts the days between two dates, negative backwards', () => {
    expect(daysAfter('2026-03-31', '2026-04-01')).toBe(1);
    expect(daysAfter('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysAfter('2027-02-01', '2027-03-01')).toBe(28);
    expect(daysAfter('2026-04-01', '2026-03-31')).toBe(-1);
  });
});

describe('scheduleOf', () => {
  it('puts instalments due after enrolment on their days, numbered in order of their due days', () => {
    expect(scheduleOf(threeParts, '2028-01-30')).toEqual([
      { number: 1, dueDate: '2028-01-30', amount: 10_000_00 },
      { number: 2, dueDate: '2028-02-29', amount: 10_000_00 },
      { number: 3, dueDate: '2028-03-30', amount: 5_000_00 },
    ]);
  });

  it('keeps fixed days whenever the student enrols, sorted with the others', () => {
    const plan = [
      { amount: 3_000_00, dueDate: '2027-04-01' },
      { amount: 2_000_00, dueAfterDays: 7 },
    ];
    expect(scheduleOf(plan, '2027-03-31')).toEqual([
      { number: 1, dueDate: '2027-04-01', amount: 3_000_00 },
      { number: 2, dueDate: '2027-04-07', amount: 2_000_00 },
    ]);
  });
});

describe('allocate', () => {
  const schedule = scheduleOf(threeParts, '2026-04-01');

  it('settles the oldest instalment first', () => {
    const rows = allocate(schedule, 12_000_00, 0);
    expect(rows.map((row) => [row.paid, row.outstanding])).toEqual([
      [10_000_00, 0],
      [2_000_00, 8_000_00],
      [0, 5_000_00],
    ]);
    expect(nextDue(rows)).toEqual({ dueDate: '2026-05-01', amount: 8_000_00 });
  });

  it('takes a concession off the last instalments first', () => {
    const rows = allocate(schedule, 0, 7_000_00);
    expect(rows.map((row) => [row.concession, row.outstanding])).toEqual([
      [0, 10_000_00],
      [2_000_00, 8_000_00],
      [5_000_00, 0],
    ]);
  });

  it('opens an instalment again when a reversal lowers what was paid', () => {
    expect(allocate(schedule, 20_000_00, 0)[1]!.outstanding).toBe(0);
    expect(allocate(schedule, 15_000_00, 0)[1]!.outstanding).toBe(5_000_00);
  });

  it('settles an instalment’s late fee after its own amount, before the next instalment', () => {
    const charged = schedule.map((instalment) => ({ ...instalment, lateFee: instalment.number === 1 ? 500_00 : 0 }));
    const rows = allocate(charged, 10_200_00, 0);
    expect(rows.map((row) => [row.paid, row.amountOutstanding, row.outstanding])).toEqual([
      [10_200_00, 0, 300_00],
      [0, 10_000_00, 10_000_00],
      [0, 5_000_00, 5_000_00],
    ]);
    expect(nextDue(rows)).toEqual({ dueDate: '2026-04-01', amount: 300_00 });
    expect(allocate(charged, 10_500_00, 0)[1]!.paid).toBe(0);
    expect(allocate(charged, 10_600_00, 0)[1]!.paid).toBe(100_00);
  });

  it('takes off the late fees a concession waived, and the rest of it off the last instalments', () => {
    const charged = schedule.map((instalment) => ({
      ...instalment,
      lateFee: instalment.number < 3 ? 200_00 : 0,
      lateFeeWaived: instalment.number === 1 ? 100_00 : instalment.number === 2 ? 200_00 : 0,
    }));
    const rows = allocate(charged, 0, 300_00);
    expect(rows.map((row) => [row.concession, row.outstanding])).toEqual([
      [100_00, 10_100_00],
      [200_00, 10_000_00],
      [0, 5_000_00],
    ]);
    expect(allocate(charged, 0, 1_300_00).map((row) => row.concession)).toEqual([100_00, 200_00, 1_000_00]);
  });

  it('keeps a waiver on the late fees it waived when newer ones are charged (#40 item 24)', () => {
    const firstLate = schedule.map((instalment) => ({
      ...instalment,
      lateFee: instalment.number === 1 ? 500_00 : 0,
      lateFeeWaived: 0,
    }));
    const waived = lateFeeWaiver(firstLate, 500_00);
    expect(waived).toEqual([500_00, 0, 0]);
    // The second instalment's late fee is charged after the waiver: it is owed, the first one's stays waived.
    const later = firstLate.map((instalment, i) => ({
      ...instalment,
      lateFee: instalment.lateFee + (instalment.number === 2 ? 200_00 : 0),
      lateFeeWaived: waived[i]!,
    }));
    expect(allocate(later, 0, 500_00).map((row) => [row.concession, row.outstanding])).toEqual([
      [500_00, 10_000_00],
      [0, 10_200_00],
      [0, 5_000_00],
    ]);
  });

  it('takes a concession that names an instalment off its amount, the rest off waived late fees, then the last ones', () => {
    const charged = schedule.map((instalment) => ({
      ...instalment,
      lateFee: instalment.number === 1 ? 500_00 : 0,
      namedConcession: instalment.number === 1 ? 2_500_00 : 0,
      lateFeeWaived: instalment.number === 1 ? 500_00 : 0,
    }));
    const rows = allocate(charged, 9_000_00, 4_000_00);
    expect(rows.map((row) => [row.concession, row.paid, row.outstanding])).toEqual([
      [3_000_00, 7_500_00, 0],
      [0, 1_500_00, 8_500_00],
      [1_000_00, 0, 4_000_00],
    ]);
    expect(nextDue(rows)).toEqual({ dueDate: '2026-05-01', amount: 8_500_00 });
  });

  it('lets a named concession clear its instalment whole, so that payments go on to the next', () => {
    const charged = schedule.map((instalment) => ({
      ...instalment,
      namedConcession: instalment.number === 2 ? 10_000_00 : 0,
    }));
    const rows = allocate(charged, 12_000_00, 10_000_00);
    expect(rows.map((row) => [row.concession, row.paid, row.outstanding])).toEqual([
      [0, 10_000_00, 0],
      [10_000_00, 0, 0],
      [0, 2_000_00, 3_000_00],
    ]);
  });

  it('has nothing next due once everything is paid or conceded', () => {
    expect(nextDue(allocate(schedule, 20_000_00, 5_000_00))).toBeNull();
  });
});

describe('lateFeeWaiver', () => {
  const charged = scheduleOf(threeParts, '2026-04-01').map((instalment) => ({
    ...instalment,
    lateFee: instalment.number < 3 ? 200_00 : 0,
    namedConcession: 0,
    lateFeeWaived: instalment.number === 2 ? 50_00 : 0,
  }));

  it('waives the late fees not waived yet, the last instalments’ first, up to its amount', () => {
    expect(lateFeeWaiver(charged, 100_00)).toEqual([0, 100_00, 0]);
    expect(lateFeeWaiver(charged, 200_00)).toEqual([50_00, 150_00, 0]);
    expect(lateFeeWaiver(charged, 5_000_00)).toEqual([200_00, 150_00, 0]);
  });

  it('waives nothing where no late fee is left', () => {
    expect(lateFeeWaiver([], 100_00)).toEqual([]);
    expect(
      lateFeeWaiver(
        charged.map((instalment) => ({ ...instalment, lateFeeWaived: instalment.lateFee })),
        1,
      ),
    ).toEqual([0, 0, 0]);
  });
});

describe('paymentAllocation', () => {
  const schedule = scheduleOf(threeParts, '2026-04-01').map((instalment) => ({
    ...instalment,
    lateFee: 0,
    namedConcession: 0,
    lateFeeWaived: 0,
  }));

  it('names the instalments one payment settled, and how much of each', () => {
    expect(paymentAllocation(schedule, { paidBefore: 8_000_00, paidAfter: 21_000_00, concession: 0 })).toEqual([
      { number: 1, dueDate: '2026-04-01', amount: 2_000_00 },
      { number: 2, dueDate: '2026-05-01', amount: 10_000_00 },
      { number: 3, dueDate: '2026-05-31', amount: 1_000_00 },
    ]);
  });

  it('counts an instalment’s late fee as part of it', () => {
    const charged = schedule.map((instalment) => ({ ...instalment, lateFee: instalment.number === 1 ? 500_00 : 0 }));
    expect(paymentAllocation(charged, { paidBefore: 10_000_00, paidAfter: 10_500_00, concession: 0 })).toEqual([
      { number: 1, dueDate: '2026-04-01', amount: 500_00 },
    ]);
  });
});

describe('namedConcessionViolation', () => {
  const charged: ChargedInstalment[] = scheduleOf(threeParts, '2026-04-01').map((instalment) => ({
    ...instalment,
    lateFee: instalment.number === 1 ? 500_00 : 0,
    namedConcession: instalment.number === 1 ? 1_000_00 : 0,
    lateFeeWaived: 0,
  }));

  it('allows up to the instalment’s own amount less the concessions naming it already', () => {
    expect(namedConcessionViolation(charged, 1, 9_000_00)).toBeNull();
    expect(namedConcessionViolation(charged, 1, 9_000_01)).toBe(feePlanMessages.concessionExceedsInstalment);
    expect(namedConcessionViolation(charged, 3, 5_000_00)).toBeNull();
  });

  it('refuses an instalment the account does not have, or an account without a plan', () => {
    expect(namedConcessionViolation(charged, 4, 1_00)).toBe('This fee account has 3 instalments');
    expect(namedConcessionViolation([], 1, 1_00)).toBe(feePlanMessages.noInstalments);
  });
});

describe('instalmentStatus', () => {
  const [first] = allocate(scheduleOf([{ amount: 1_000_00, dueDate: '2026-03-31' }], '2026-01-01'), 0, 0);

  it('is due on its day, overdue from the next, paid when nothing is left', () => {
    expect(instalmentStatus(first!.outstanding, first!.dueDate, '2026-03-31')).toBe('due');
    expect(instalmentStatus(first!.outstanding, first!.dueDate, '2026-04-01')).toBe('overdue');
    expect(instalmentStatus(0, first!.dueDate, '2026-04-01')).toBe('paid');
  });
});

describe('dueWording', () => {
  it('is "due by" up to the day, "overdue since" from the next', () => {
    expect(dueWording('2026-11-29', '2026-11-28')).toBe('due by');
    expect(dueWording('2026-11-29', '2026-11-29')).toBe('due by');
    expect(dueWording('2026-11-29', '2026-11-30')).toBe('overdue since');
  });
});

describe('newLateFees', () => {
  const overdue = { dueDate: '2026-03-31', amountOutstanding: 10_000_00 };
  const fixed: LateFeeRule = { kind: 'fixed', value: 500_00, graceDays: 5 };

  it('charges once, the day after the grace', () => {
    expect(lateFeeDay('2026-03-31', fixed, 0)).toBe('2026-04-06');
    expect(newLateFees(overdue, fixed, '2026-04-05')).toEqual([]);
    expect(newLateFees(overdue, fixed, '2026-04-06')).toEqual([{ period: 0, amount: 500_00 }]);
    expect(newLateFees(overdue, fixed, '2026-12-31')).toEqual([{ period: 0, amount: 500_00 }]);
    expect(newLateFees(overdue, fixed, '2026-12-31', { periods: 1, total: 500_00 })).toEqual([]);
  });

  it('with no grace, charges the day after the due day', () => {
    expect(newLateFees(overdue, { ...fixed, graceDays: 0 }, '2026-04-01')).toEqual([{ period: 0, amount: 500_00 }]);
  });

  it('charges again every so many days, up to the cap, and only the periods not charged yet', () => {
    const monthly: LateFeeRule = { kind: 'fixed', value: 500_00, graceDays: 0, everyDays: 30, cap: 1_200_00 };
    expect(newLateFees(overdue, monthly, '2026-05-01')).toEqual([
      { period: 0, amount: 500_00 },
      { period: 1, amount: 500_00 },
    ]);
    expect(newLateFees(overdue, monthly, '2026-05-31', { periods: 2, total: 1_000_00 })).toEqual([
      { period: 2, amount: 200_00 },
    ]);
    expect(newLateFees(overdue, monthly, '2026-12-31', { periods: 3, total: 1_200_00 })).toEqual([]);
  });

  it('takes a percentage of what is outstanding, to the paisa', () => {
    const percent: LateFeeRule = { kind: 'percent', value: 2.5, graceDays: 0 };
    expect(newLateFees({ dueDate: '2028-02-28', amountOutstanding: 3_333_33 }, percent, '2028-02-29')).toEqual([
      { period: 0, amount: 83_33 },
    ]);
  });

  it('charges nothing on a paid instalment', () => {
    expect(newLateFees({ ...overdue, amountOutstanding: 0 }, fixed, '2026-12-31')).toEqual([]);
  });

  it('charges at most LATE_FEE_PERIODS_PER_RUN_MAX periods in one run; the next runs charge the rest', () => {
    const daily: LateFeeRule = { kind: 'fixed', value: 100_00, graceDays: 0, everyDays: 1 };
    const longOverdue = { dueDate: '2000-01-01', amountOutstanding: 10_000_00 };
    const first = newLateFees(longOverdue, daily, '2026-12-31');
    expect(first).toHaveLength(LATE_FEE_PERIODS_PER_RUN_MAX);
    expect(first.at(-1)).toEqual({ period: LATE_FEE_PERIODS_PER_RUN_MAX - 1, amount: 100_00 });
    const charged = { periods: LATE_FEE_PERIODS_PER_RUN_MAX, total: LATE_FEE_PERIODS_PER_RUN_MAX * 100_00 };
    expect(newLateFees(longOverdue, daily, '2026-12-31', charged)[0]).toEqual({
      period: LATE_FEE_PERIODS_PER_RUN_MAX,
      amount: 100_00,
    });
  });
});

describe('ageingOf', () => {
  it('adds what is outstanding on each instalment to its bucket, nothing for paid ones', () => {
    const instalments = [
      { dueDate: '2026-01-01', outstanding: 300_00 },
      { dueDate: '2026-03-15', outstanding: 0 },
      { dueDate: '2026-04-10', outstanding: 1_000_00 },
      { dueDate: '2026-04-29', outstanding: 500_00 },
      { dueDate: '2026-06-01', outstanding: 2_000_00 },
    ];
    expect(ageingOf(instalments, '2026-04-30')).toEqual({
      notDue: 2_000_00,
      days1to30: 1_500_00,
      days31to60: 0,
      days61to90: 0,
      days90plus: 300_00,
    });
  });
});

describe('ageingBucket', () => {
  it.each([
    ['2026-04-30', 'notDue'],
    ['2026-05-01', 'days1to30'],
    ['2026-05-30', 'days1to30'],
    ['2026-05-31', 'days31to60'],
    ['2026-06-29', 'days31to60'],
    ['2026-06-30', 'days61to90'],
    ['2026-07-29', 'days61to90'],
    ['2026-07-30', 'days90plus'],
  ] as const)('on %s, an amount due on 2026-04-30 is %s', (today, bucket) => {
    expect(ageingBucket('2026-04-30', today)).toBe(bucket);
  });
});

describe('accountSchedule', () => {
  const charged = scheduleOf(threeParts, '2026-04-01').map((instalment) => ({
    ...instalment,
    lateFee: 0,
    namedConcession: 0,
    lateFeeWaived: 0,
  }));

  it('is one instalment of the whole total on the due day for an account without a plan', () => {
    expect(accountSchedule({ totalFee: 25_000_00, dueDate: '2026-05-01' }, [])).toEqual([
      { number: 1, dueDate: '2026-05-01', amount: 25_000_00, lateFee: 0, namedConcession: 0, lateFeeWaived: 0 },
    ]);
    expect(accountSchedule({ totalFee: 25_000_00, dueDate: null }, [])).toEqual([]);
  });

  it('adds a total corrected upwards to the last instalment', () => {
    const schedule = accountSchedule({ totalFee: 26_000_00, dueDate: null }, charged);
    expect(schedule.map((instalment) => instalment.amount)).toEqual([10_000_00, 10_000_00, 6_000_00]);
  });

  it('shows each instalment paid, due or overdue, and what falls due next', () => {
    const account = { totalFee: 25_000_00, dueDate: null, paid: 12_000_00, concession: 0 };
    const { schedule, nextDue: next } = accountInstalments(account, charged, '2026-05-02');
    expect(schedule.map((instalment) => [instalment.paid, instalment.status])).toEqual([
      [10_000_00, 'paid'],
      [2_000_00, 'overdue'],
      [0, 'due'],
    ]);
    expect(next).toEqual({ dueDate: '2026-05-01', amount: 8_000_00 });
  });
});
