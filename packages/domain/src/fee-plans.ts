// Fee plans (#30): a course's fee in instalments with due dates, payments allocated to them, late fees and ageing.
// Dates are days, written YYYY-MM-DD; amounts are paise.

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

/**
 * A scheduled instalment with the late fees charged on it so far (the ledger's `late_fee` entries), the concessions
 * that name it (less their reversals) and what of its late fees the concessions naming no instalment waived
 * (`lateFeeWaiver`, less their reversals).
 */
export interface ChargedInstalment extends ScheduledInstalment {
  lateFee: number;
  namedConcession: number;
  lateFeeWaived: number;
}

/** An instalment with what was conceded off it and paid towards it. */
export interface AllocatedInstalment extends ChargedInstalment {
  concession: number;
  paid: number;
  /** What is left of the instalment's own amount, its late fees apart: what a percentage late fee is reckoned on. */
  amountOutstanding: number;
  /** amount + lateFee − concession − paid. */
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

/** Takes `total` off `parts` from the last one back, each at most down to zero; what each gives. */
function takeFromLast(parts: readonly number[], total: number): number[] {
  const taken = parts.map(() => 0);
  let left = total;
  for (let i = parts.length - 1; i >= 0 && left > 0; i--) {
    taken[i] = Math.min(parts[i]!, left);
    left -= taken[i]!;
  }
  return taken;
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * What of each instalment's late fees a concession naming no instalment waives when it is granted: the late fees
 * charged by then and not waived yet, the last instalments' first, up to its amount. It keeps them: a late fee charged
 * after it is not waived by it. The ledger's insert trigger applies this rule (its SQL twin, `late_fee_waiver`).
 */
export function lateFeeWaiver(
  instalments: readonly Pick<ChargedInstalment, 'lateFee' | 'lateFeeWaived'>[],
  amount: number,
): number[] {
  return takeFromLast(
    instalments.map((instalment) => instalment.lateFee - instalment.lateFeeWaived),
    amount,
  );
}

/**
 * What was conceded and paid against each instalment. A concession that names an instalment reduces that one's own
 * amount; one that names none waived late fees when it was granted (`lateFeeWaiver`, kept in `lateFeeWaived`) and the
 * rest of it reduces the last instalments (a discount shortens the plan). Payments settle the oldest instalment first,
 * its own amount and then its late fees. `paid` and `concession` are the account's sums (ledger), named concessions
 * included.
 */
export function allocate(
  schedule: readonly (ScheduledInstalment & { lateFee?: number; namedConcession?: number; lateFeeWaived?: number })[],
  paid: number,
  concession: number,
): AllocatedInstalment[] {
  const lateFees = schedule.map((instalment) => instalment.lateFee ?? 0);
  const named = schedule.map((instalment) => instalment.namedConcession ?? 0);
  const lateWaived = schedule.map((instalment) => instalment.lateFeeWaived ?? 0);
  const amountConceded = takeFromLast(
    schedule.map((instalment, i) => instalment.amount - named[i]!),
    concession - sum(named) - sum(lateWaived),
  );
  let toPay = Math.max(paid, 0);
  return schedule.map((instalment, i) => {
    const amountOwed = instalment.amount - named[i]! - amountConceded[i]!;
    const owed = amountOwed + lateFees[i]! - lateWaived[i]!;
    const settled = Math.min(owed, toPay);
    toPay -= settled;
    return {
      number: instalment.number,
      dueDate: instalment.dueDate,
      amount: instalment.amount,
      lateFee: lateFees[i]!,
      namedConcession: named[i]!,
      lateFeeWaived: lateWaived[i]!,
      concession: named[i]! + amountConceded[i]! + lateWaived[i]!,
      paid: settled,
      amountOutstanding: amountOwed - Math.min(settled, amountOwed),
      outstanding: owed - settled,
    };
  });
}

/** Paid once nothing is outstanding; overdue from the day after its due day; due until then. */
export function instalmentStatus(outstanding: number, dueDate: string, today: string): InstalmentStatus {
  if (outstanding <= 0) return 'paid';
  return today > dueDate ? 'overdue' : 'due';
}

/**
 * How an amount still owed on `dueDate` is told on `today`, before the day: "due by" it until the day has passed
 * (as `instalmentStatus`), "overdue since" it afterwards.
 */
export function dueWording(dueDate: string, today: string): 'due by' | 'overdue since' {
  return instalmentStatus(1, dueDate, today) === 'overdue' ? 'overdue since' : 'due by';
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
 * The most periods of one instalment a run charges: a plan with a daily late fee whose due day is long past would
 * otherwise write a row per day since then in one run. The runs of the following days charge the rest.
 */
export const LATE_FEE_PERIODS_PER_RUN_MAX = 31;

/**
 * The late fees an overdue instalment has newly incurred by `today`, beyond the `charged` periods (0 to
 * `charged.periods − 1`, adding up to `charged.total`): one per period, each the fixed amount or the percentage (to
 * the paisa, halves up) of what is left of its own amount now, all of them together within the cap, and at most
 * LATE_FEE_PERIODS_PER_RUN_MAX of them. An instalment whose own amount is paid incurs none (an unpaid late fee draws
 * no late fee). The daily run adds what this returns, so each period is charged once however often it runs.
 */
export function newLateFees(
  instalment: Pick<AllocatedInstalment, 'dueDate' | 'amountOutstanding'>,
  rule: LateFeeRule,
  today: string,
  charged: { periods: number; total: number } = { periods: 0, total: 0 },
): { period: number; amount: number }[] {
  if (instalment.amountOutstanding <= 0) return [];
  const each = rule.kind === 'fixed' ? rule.value : Math.round((instalment.amountOutstanding * rule.value) / 100);
  const lastPeriod = rule.everyDays ? charged.periods + LATE_FEE_PERIODS_PER_RUN_MAX - 1 : 0;
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

/**
 * An account's instalments as its figures see them. An account on a fee plan has the plan's instalments; should its
 * total have been corrected upwards since, the difference falls due with the last one. An account without a plan is
 * one instalment of its whole total on its due day (today's rule), or none when it has no due day.
 */
export function accountSchedule(
  account: { totalFee: number; dueDate: string | null },
  instalments: readonly ChargedInstalment[],
): ChargedInstalment[] {
  if (instalments.length === 0) {
    return account.dueDate
      ? [
          {
            number: 1,
            dueDate: account.dueDate,
            amount: account.totalFee,
            lateFee: 0,
            namedConcession: 0,
            lateFeeWaived: 0,
          },
        ]
      : [];
  }
  const scheduled = instalments.reduce((sum, instalment) => sum + instalment.amount, 0);
  const last = instalments.length - 1;
  return instalments.map((instalment, i) =>
    i === last ? { ...instalment, amount: instalment.amount + account.totalFee - scheduled } : { ...instalment },
  );
}

/** An instalment as a fee account shows it: what it is, what was paid towards it and where it stands on `today`. */
export interface InstalmentView {
  number: number;
  dueDate: string;
  amount: number;
  lateFee: number;
  concession: number;
  paid: number;
  outstanding: number;
  status: InstalmentStatus;
}

/** A fee account's schedule on `today` and what falls due next, from its sums and its instalments. */
export function accountInstalments(
  account: { totalFee: number; dueDate: string | null; paid: number; concession: number },
  instalments: readonly ChargedInstalment[],
  today: string,
): { schedule: InstalmentView[]; nextDue: { dueDate: string; amount: number } | null } {
  const allocated = allocate(accountSchedule(account, instalments), account.paid, account.concession);
  return {
    schedule: allocated.map(({ amountOutstanding: _, namedConcession: __, lateFeeWaived: ___, ...instalment }) => ({
      ...instalment,
      status: instalmentStatus(instalment.outstanding, instalment.dueDate, today),
    })),
    nextDue: nextDue(allocated),
  };
}

export type Ageing = Record<AgeingBucket, number>;

/** Nothing outstanding in any bucket: where sums by bucket start. */
export const noAgeing = (): Ageing => Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0])) as Ageing;

/** What is outstanding on these instalments, by how long it has been overdue on `today` (`ageingBucket`). */
export function ageingOf(instalments: readonly { dueDate: string; outstanding: number }[], today: string): Ageing {
  const ageing = noAgeing();
  for (const { dueDate, outstanding } of instalments) {
    if (outstanding > 0) ageing[ageingBucket(dueDate, today)] += outstanding;
  }
  return ageing;
}

/** How the report and its CSV name each ageing bucket. */
export const AGEING_LABELS: Record<AgeingBucket, string> = {
  notDue: 'Not Due',
  days1to30: '1-30 Days',
  days31to60: '31-60 Days',
  days61to90: '61-90 Days',
  days90plus: 'Over 90 Days',
};

/**
 * What one payment settled of each instalment: the allocation with what was paid after it, less the allocation with
 * what was paid before it (its late fees and concessions as they stood then). Instalments it did not touch are left
 * out.
 */
export function paymentAllocation(
  schedule: readonly ChargedInstalment[],
  { paidBefore, paidAfter, concession }: { paidBefore: number; paidAfter: number; concession: number },
): { number: number; dueDate: string; amount: number }[] {
  const before = allocate(schedule, paidBefore, concession);
  return allocate(schedule, paidAfter, concession)
    .map((instalment, i) => ({
      number: instalment.number,
      dueDate: instalment.dueDate,
      amount: instalment.paid - before[i]!.paid,
    }))
    .filter((instalment) => instalment.amount > 0);
}
