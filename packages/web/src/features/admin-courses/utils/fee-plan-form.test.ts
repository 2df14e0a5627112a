import { describe, expect, it } from 'vitest';
import { dueDateWindowViolation, planTotalViolation } from '@campus/domain';
import { planProblem } from './fee-plan-form';

describe('planProblem', () => {
  it("says in English what the domain's plan checks say", () => {
    const short = [{ amount: 10_000_00, dueAfterDays: 0 }];
    expect(planProblem(short, 18_000_00, '2027-01-10')).toBe(planTotalViolation(short, 18_000_00));
    const early = [{ amount: 18_000_00, dueDate: '2020-01-01' }];
    expect(planProblem(early, 18_000_00, '2027-01-10')).toBe(dueDateWindowViolation(early, '2027-01-10'));
    expect(planProblem([{ amount: 18_000_00, dueDate: '2027-02-01' }], 18_000_00, '2027-01-10')).toBeNull();
  });
});
