import { describe, expect, it } from 'vitest';
import { feePlanMessages } from '../messages.js';
import { dueDateWindowViolation, planTotalViolation } from '../fee-plan-checks.js';
import { feePlanInputSchema } from './fee-plans.js';

const messagesOf = (input: unknown) => {
  const parsed = feePlanInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

const threeParts = [
  { amount: 10_000_00, dueAfterDays: 0 },
  { amount: 10_000_00, dueDate: '2027-04-01' },
  { amount: 5_000_00, dueAfterDays: 60 },
];

describe('feePlanInputSchema', () => {
  it('takes instalments due on fixed days or days after enrolment, with a late fee or without', () => {
    expect(messagesOf({ instalments: threeParts })).toEqual([]);
    expect(
      messagesOf({
        instalments: threeParts,
        lateFee: { kind: 'percent', value: 2.5, graceDays: 7, everyDays: 30, cap: 1_000_00 },
      }),
    ).toEqual([]);
    expect(messagesOf({ instalments: threeParts, lateFee: { kind: 'fixed', value: 500_00, graceDays: 0 } })).toEqual(
      [],
    );
  });

  it('refuses no instalment, too many, an amount of nothing and a due day given both ways or not at all', () => {
    expect(messagesOf({ instalments: [] })).toEqual([feePlanMessages.instalmentsRequired]);
    expect(messagesOf({ instalments: Array(25).fill(threeParts[0]) })).toEqual([feePlanMessages.instalmentsMax]);
    expect(messagesOf({ instalments: [{ amount: 0, dueAfterDays: 0 }] })).toContain(feePlanMessages.instalmentAmount);
    expect(messagesOf({ instalments: [{ amount: 100, dueAfterDays: 0, dueDate: '2027-04-01' }] })).toEqual([
      feePlanMessages.instalmentDue,
    ]);
    expect(messagesOf({ instalments: [{ amount: 100 }] })).toEqual([feePlanMessages.instalmentDue]);
  });

  it('refuses days that are not whole or out of range, and a date that does not exist', () => {
    expect(messagesOf({ instalments: [{ amount: 100, dueAfterDays: 1.5 }] }).length).toBeGreaterThan(0);
    expect(messagesOf({ instalments: [{ amount: 100, dueAfterDays: 3651 }] }).length).toBeGreaterThan(0);
    expect(messagesOf({ instalments: [{ amount: 100, dueDate: '2027-02-29' }] }).length).toBeGreaterThan(0);
    expect(messagesOf({ instalments: [{ amount: 100, dueDate: '2028-02-29' }] })).toEqual([]);
  });

  it('refuses a late fee out of its bounds, each with its words', () => {
    const withLateFee = (lateFee: object) => messagesOf({ instalments: threeParts, lateFee });
    expect(withLateFee({ kind: 'percent', value: 0, graceDays: 0 })).toEqual([feePlanMessages.lateFeePercent]);
    expect(withLateFee({ kind: 'percent', value: 100.5, graceDays: 0 })).toEqual([feePlanMessages.lateFeePercent]);
    expect(withLateFee({ kind: 'percent', value: 1.234, graceDays: 0 })).toEqual([feePlanMessages.lateFeePercent]);
    expect(withLateFee({ kind: 'fixed', value: 10.5, graceDays: 0 })).toEqual([feePlanMessages.lateFeeFixed]);
    expect(withLateFee({ kind: 'fixed', value: 100, graceDays: -1 })).toEqual([feePlanMessages.graceDays]);
    expect(withLateFee({ kind: 'fixed', value: 100, graceDays: 0, everyDays: 0 })).toEqual([feePlanMessages.everyDays]);
    expect(withLateFee({ kind: 'fixed', value: 100, graceDays: 0, cap: 0 })).toEqual([feePlanMessages.cap]);
    expect(withLateFee({ kind: 'daily', value: 100, graceDays: 0 })).toContain(feePlanMessages.lateFeeKind);
  });
});

describe('planTotalViolation', () => {
  it("asks the instalments to add up to the course's fee", () => {
    expect(planTotalViolation(threeParts, 25_000_00)).toBeNull();
    expect(planTotalViolation(threeParts, 30_000_00)).toBe(
      "The instalments add up to ₹25,000, but the course's fee is ₹30,000",
    );
  });
});

describe('dueDateWindowViolation', () => {
  const window = feePlanMessages.dueDateWindow('2025-06-29', '2036-06-27');
  const due = (dueDate: string) => [{ amount: 100_00, dueDate }, ...threeParts];

  it('takes fixed due dates from a year before the day the plan is set to ten years after', () => {
    expect(dueDateWindowViolation(due('2025-06-29'), '2026-06-30')).toBeNull();
    expect(dueDateWindowViolation(due('2036-06-27'), '2026-06-30')).toBeNull();
    expect(dueDateWindowViolation(threeParts, '2026-06-30')).toBeNull();
  });

  it('refuses a due date decades back or ahead', () => {
    expect(dueDateWindowViolation(due('2025-06-28'), '2026-06-30')).toBe(window);
    expect(dueDateWindowViolation(due('2000-01-01'), '2026-06-30')).toBe(window);
    expect(dueDateWindowViolation(due('0001-01-01'), '2026-06-30')).toBe(window);
    expect(dueDateWindowViolation(due('2036-06-28'), '2026-06-30')).toBe(window);
    expect(dueDateWindowViolation(due('9999-12-31'), '2026-06-30')).toBe(window);
  });
});
