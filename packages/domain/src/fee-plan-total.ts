import { feePlanMessages } from './fee-plan-messages.js';
import type { InstalmentSpec } from './fee-plans.js';

/**
 * Why a plan cannot be the fee plan of a course of this fee, or null: its instalments must add up to the fee. Apart from
 * fee-plans.ts, which every page loads with the fee rules: its message is needed only where a plan is set.
 */
export function planTotalViolation(instalments: readonly InstalmentSpec[], courseFee: number): string | null {
  const total = instalments.reduce((sum, instalment) => sum + instalment.amount, 0);
  return total === courseFee ? null : feePlanMessages.total(total, courseFee);
}
