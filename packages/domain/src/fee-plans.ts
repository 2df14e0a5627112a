// Fee plans (#30): a course's fee in instalments with due dates, payments allocated to them, late fees and ageing.
// Dates are days, written YYYY-MM-DD; amounts are paise.

import { feePlanMessages } from './fee-plan-messages.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instalment as a plan gives it: due on a fixed day, or so many days after the student's enrolment. */
export type InstalmentSpec = { amount: number; dueDate: string } | { amount: number; dueAfterDays: number };

/** A late fee: a fixed amount or a percentage of what is overdue, after a grace, once or every `everyDays`, capped. */
export interface LateFeeRule {
  kind: 'fixed' | 'percent';
  /** Paise for `fixed`; percent (2.5 is 2.5%) for `percent`. */
  value: number;
  graceDays: number;
  /** Charged again every so many days while overdue; once when not given. */
  everyDays?: number;
  /** The most the late fees of one instalment add up to, in paise. */
  cap?: number;
}

export interface ScheduledInstalment {
  /** 1 for the first instalment. */
  number: number;
  dueDate: string;
  amount: number;
}

export const INSTALMENT_STATUSES = ['paid', 'due', 'overdue'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

/** An instalment with what was conceded off it and paid towards it. */
export interface AllocatedInstalment extends ScheduledInstalment {
  concession: number;
  paid: number;
  /** amount − concession − paid. */
  outstanding: number;
}

/** The day `days` days after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `to` is after `from` (negative when before). */
export function daysAfter(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Why a plan cannot be the fee plan of a course of this fee, or null: its instalments must add up to the fee. */
export function planTotalViolation(instalments: readonly InstalmentSpec[], courseFee: number): string | null {
  const total = instalments.reduce((sum, instalment) => sum + instalment.amount, 0);
  return total === courseFee ? null : feePlanMessages.total(total, courseFee);
}

/** An enrolment's instalments: each on its fixed day, or its days after `enrolledOn`, in order of their due days. */
export function scheduleOf(plan: readonly InstalmentSpec[], enrolledOn: string): ScheduledInstalment[] {
  return plan
    .map((spec, index) => ({
      index,
      amount: spec.amount,
      dueDate: 'dueDate' in spec ? spec.dueDate : addDays(enrolledOn, spec.dueAfterDays),
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.index - b.index)
    .map(({ amount, dueDate }, i) => ({ number: i + 1, dueDate, amount }));
}

/**
 * What was conceded and paid against each instalment: concessions reduce the last instalments first (a discount
 * shortens the plan), payments settle the oldest first. `paid` and `concession` are the account's sums (ledger).
 */
export function allocate(
  schedule: readonly ScheduledInstalment[],
  paid: number,
  concession: number,
): AllocatedInstalment[] {
  const conceded = new Array<number>(schedule.length).fill(0);
  let toConcede = concession;
  for (let i = schedule.length - 1; i >= 0 && toConcede > 0; i--) {
    conceded[i] = Math.min(schedule[i]!.amount, toConcede);
    toConcede -= conceded[i]!;
  }
  let toPay = paid;
  return schedule.map((instalment, i) => {
    const owed = instalment.amount - conceded[i]!;
    const settled = Math.min(owed, Math.max(toPay, 0));
    toPay -= settled;
    return { ...instalment, concession: conceded[i]!, paid: settled, outstanding: owed - settled };
  });
}

/** Paid once nothing is outstanding; overdue from the day after its due day; due until then. */
export function instalmentStatus(instalment: AllocatedInstalment, today: string): InstalmentStatus {
  if (instalment.outstanding <= 0) return 'paid';
  return today > instalment.dueDate ? 'overdue' : 'due';
}

/** The earliest instalment not fully paid (its day and what is left of it), or null when all are paid. */
export function nextDue(allocated: readonly AllocatedInstalment[]): { dueDate: string; amount: number } | null {
  const next = allocated.find((instalment) => instalment.outstanding > 0);
  return next ? { dueDate: next.dueDate, amount: next.outstanding } : null;
}

/** The day a late fee's `period` (0 for the first) falls on: after the due day and the grace, then every `everyDays`. */
export function lateFeeDay(dueDate: string, rule: LateFeeRule, period: number): string {
  return addDays(dueDate, rule.graceDays + 1 + period * (rule.everyDays ?? 0));
}

/**
 * The late fees an overdue instalment has newly incurred by `today`, beyond the `charged` periods (0 to
 * `charged.periods − 1`, adding up to `charged.total`): one per period, each the fixed amount or the percentage (to
 * the paisa, halves up) of what is outstanding now, all of them together within the cap. A paid instalment incurs
 * none. The daily run adds what this returns, so each period is charged once however often it runs.
 */
export function newLateFees(
  instalment: Pick<AllocatedInstalment, 'dueDate' | 'outstanding'>,
  rule: LateFeeRule,
  today: string,
  charged: { periods: number; total: number } = { periods: 0, total: 0 },
): { period: number; amount: number }[] {
  if (instalment.outstanding <= 0) return [];
  const each = rule.kind === 'fixed' ? rule.value : Math.round((instalment.outstanding * rule.value) / 100);
  const lastPeriod = rule.everyDays ? Number.POSITIVE_INFINITY : 0;
  const fees: { period: number; amount: number }[] = [];
  let total = charged.total;
  for (let period = charged.periods; period <= lastPeriod; period++) {
    if (lateFeeDay(instalment.dueDate, rule, period) > today) break;
    const amount = rule.cap === undefined ? each : Math.min(each, rule.cap - total);
    if (amount <= 0) break;
    fees.push({ period, amount });
    total += amount;
  }
  return fees;
}

export const AGEING_BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'days90plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** How long an amount due on `dueDate` has been overdue on `today`: not due, 1–30, 31–60, 61–90 or over 90 days. */
export function ageingBucket(dueDate: string, today: string): AgeingBucket {
  const late = daysAfter(dueDate, today);
  if (late <= 0) return 'notDue';
  if (late <= 30) return 'days1to30';
  if (late <= 60) return 'days31to60';
  if (late <= 90) return 'days61to90';
  return 'days90plus';
}
