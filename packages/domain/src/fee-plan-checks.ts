import { DUE_AFTER_DAYS_MAX, DUE_DATE_DAYS_BEFORE_MAX } from './constants.js';
import { feePlanMessages } from './messages.js';
import { addDays, type ChargedInstalment, type InstalmentSpec } from './fee-plans.js';

// The checks of a plan being set or a concession granted, with their messages (messages/fee-plan.ts); apart from the
// schedule arithmetic of fee-plans.ts, which every page that shows an account's instalments uses without them.

/**
 * Why a plan cannot be the fee plan of a course of this fee, or null: its instalments must add up to the fee.
 */
export function planTotalViolation(instalments: readonly InstalmentSpec[], courseFee: number): string | null {
  const total = instalments.reduce((sum, instalment) => sum + instalment.amount, 0);
  return total === courseFee ? null : feePlanMessages.total(total, courseFee);
}

/**
 * Why a plan set on `today` cannot have these instalments' due dates, or null: each fixed due date within a year before
 * that day (an academic year under way) and as far after it as days after enrolment go. A due date decades back would
 * have its late fees charged for every period since.
 */
export function dueDateWindowViolation(instalments: readonly InstalmentSpec[], today: string): string | null {
  const earliest = addDays(today, -DUE_DATE_DAYS_BEFORE_MAX);
  const latest = addDays(today, DUE_AFTER_DAYS_MAX);
  const outside = instalments.some(
    (instalment) => 'dueDate' in instalment && (instalment.dueDate < earliest || instalment.dueDate > latest),
  );
  return outside ? feePlanMessages.dueDateWindow(earliest, latest) : null;
}

/**
 * Why a concession of `amount` cannot name instalment `number` of an account with these (plan) instalments, or null:
 * the instalment must be one of them, and the concession at most its own amount less the concessions naming it
 * already (late fees are waived by a concession that names no instalment).
 */
export function namedConcessionViolation(
  instalments: readonly ChargedInstalment[],
  number: number,
  amount: number,
): string | null {
  if (instalments.length === 0) return feePlanMessages.noInstalments;
  const instalment = instalments.find((candidate) => candidate.number === number);
  if (!instalment) return feePlanMessages.noSuchInstalment(instalments.length);
  return amount > instalment.amount - instalment.namedConcession ? feePlanMessages.concessionExceedsInstalment : null;
}
