import { Column, is, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FEE_DUE_DAYS, RECEIPT_DIGITS, type AgeingBucket, type FeeStatus } from '@campus/domain';

/**
 * The fee rules of the domain package (`fees.ts`) where the database must compute them itself: to filter, sort or
 * sum over many accounts, or in a partial index. Each is the SQL twin of one domain function, and
 * test/fee-rules-sql.test.ts checks each against it over a table of cases; every query uses these, never its own copy.
 * Operands are columns or expressions (for a fee account's `paid`, `net_fee`, `closed_at`); `net_fee`, the total less
 * the concession, is itself the stored twin of `netFee`.
 */

/** An operand as it can stand beside an operator: a column bare (as index expressions need it), else in brackets. */
export const operand = (value: SQLWrapper): SQLWrapper => (is(value, Column) ? value : sql`(${value})`);

/** Twin of `!closed`: an account is open until its course is deleted or the student leaves it unpaid. */
export const isOpenAccount = (closedAt: SQLWrapper): SQL => sql`${closedAt} is null`;

/**
 * The net fee less what was paid, before the floor at zero: the outstanding index's expression, so the outstanding
 * report sorts by it through that index.
 */
export const unpaidBalance = (paid: SQLWrapper, netFee: SQLWrapper): SQL<number> =>
  sql<number>`${operand(netFee)} - ${operand(paid)}`;

/** Twin of `outstandingAmount` for an open account: what is still due, never below zero. */
export const outstandingAmount = (paid: SQLWrapper, netFee: SQLWrapper): SQL =>
  sql`greatest(${unpaidBalance(paid, netFee)}, 0)`;

/**
 * Twin of `isOutstanding`: open and owing something. It is also the predicate of `fee_accounts_outstanding_idx`
 * (schema.ts), which the planner uses only for a query whose condition implies it.
 */
export const isOutstanding = (paid: SQLWrapper, netFee: SQLWrapper, closedAt: SQLWrapper): SQL =>
  sql`${unpaidBalance(paid, netFee)} > 0 and ${isOpenAccount(closedAt)}`;

/** Twin of `feeStatus`: whether an account has the given status, for filtering by status in the database. */
export function hasFeeStatus(status: FeeStatus, paid: SQLWrapper, netFee: SQLWrapper): SQL {
  switch (status) {
    case 'Paid':
      return sql`${operand(paid)} >= ${operand(netFee)}`;
    case 'Partial':
      return sql`${operand(paid)} > 0 and ${operand(paid)} < ${operand(netFee)}`;
    case 'Unpaid':
      return sql`${operand(paid)} <= 0 and ${operand(paid)} < ${operand(netFee)}`;
  }
}

/**
 * Twin of `paidChange`: what a ledger entry changes in what was paid (its revenue), from its kind, its amount and, for
 * a reversal, the kind of the entry it cancels (null for other entries).
 */
export const paidChange = (kind: SQLWrapper, amount: SQLWrapper, cancelledKind: SQLWrapper): SQL<number> =>
  sql<number>`case when ${kind} = 'payment' then ${operand(amount)}
    when ${kind} = 'reversal' and ${cancelledKind} = 'payment' then -${operand(amount)} else 0 end`;

/**
 * Twin of `concessionChange`: what a ledger entry changes in its account's concession, from its kind, its amount and,
 * for a reversal, the kind of the entry it cancels (null for other entries).
 */
export const concessionChange = (kind: SQLWrapper, amount: SQLWrapper, cancelledKind: SQLWrapper): SQL<number> =>
  sql<number>`case when ${kind} = 'concession' then ${operand(amount)}
    when ${kind} = 'reversal' and ${cancelledKind} = 'concession' then -${operand(amount)} else 0 end`;

/** Twin of `lateFeeChange`: what a ledger entry adds to its account's late fees. */
export const lateFeeChange = (kind: SQLWrapper, amount: SQLWrapper): SQL<number> =>
  sql<number>`case when ${kind} = 'late_fee' then ${operand(amount)} else 0 end`;

/** Twin of `financialYear`: the Indian financial year (2026-27) of an instant, by its date in Asia/Kolkata. */
export const financialYear = (at: SQLWrapper): SQL<string> => {
  const local = sql`(${operand(at)} at time zone 'Asia/Kolkata')`;
  const startYear = sql`(extract(year from ${local})::int - case when extract(month from ${local}) < 4 then 1 else 0 end)`;
  return sql<string>`(${startYear} || '-' || lpad(((${startYear} + 1) % 100)::text, 2, '0'))`;
};

/** Twin of `formatReceiptNumber`: the financial year, then the sequence padded to RECEIPT_DIGITS (never cut). */
export const receiptNumber = (financialYearLabel: SQLWrapper, sequence: SQLWrapper): SQL<string> =>
  sql<string>`(${financialYearLabel} || '/' || lpad(${operand(sequence)}::text, greatest(${sql.raw(
    String(RECEIPT_DIGITS),
  )}, length(${operand(sequence)}::text)), '0'))`;

/** Twin of `feeDueDate`: the UTC day FEE_DUE_DAYS after enrolment, whatever the session's time zone. */
export const feeDueDate = (enrolledAt: SQLWrapper): SQL<string> =>
  sql<string>`((${operand(enrolledAt)} at time zone 'UTC')::date + ${sql.raw(String(FEE_DUE_DAYS))})`;

/**
 * Twin of `allocate(accountSchedule(…))`: the instalments of the fee accounts `a` that `where` keeps, one row each with
 * `fee_account_id`, `number`, `due_date`, `amount` (a total corrected upwards adds to the last), `late_fee`,
 * `amount_outstanding` (of its own amount) and `outstanding` (late fees too). An account without a plan is one
 * instalment of its total on its due day. A concession naming an instalment reduces its amount; one naming none waived
 * the late fees it found (the trigger's `late_fee_waiver`, kept in `late_fee_waived`) and the rest of it comes off the
 * last instalments; payments settle the oldest instalment first. The database's `fee_account_allocation` (migration
 * 0049) reckons it, each row on its own from the running sums the schedule and the ledger's trigger keep on it and the
 * account's sums; it is the rule's one SQL copy, which the triggers that keep the office's ageing also use. Use it as a
 * subquery: `(${…}) as name`.
 */
export function allocatedInstalments(where: SQL): SQL {
  return sql`select * from fee_account_allocation(array(select a.id from fee_accounts a where ${where}))`;
}

/**
 * Twin of `newLateFees` charging something on `today`, for an instalment with enough of its own amount unpaid for a
 * late fee (which the instalment's row does not know: the run works that out under its lock): the day of its next
 * period (`lateFeeDay`) has come, a rule that charges once has not charged yet, and its late fees are below the cap.
 * Operands: the instalment's due day, late fees and periods charged so far, the plan's rule (`fee_plans.late_fee`).
 */
export const mayIncurLateFee = (
  dueDate: SQLWrapper,
  lateFee: SQLWrapper,
  periods: SQLWrapper,
  rule: SQLWrapper,
  today: SQLWrapper,
): SQL<boolean> => {
  const plan = operand(rule);
  return sql<boolean>`${operand(dueDate)} + (${plan}->>'graceDays')::int + 1
      + ${operand(periods)} * coalesce((${plan}->>'everyDays')::int, 0) <= ${operand(today)}::date
    and (${operand(periods)} = 0 or ${plan} ? 'everyDays')
    and (not ${plan} ? 'cap' or ${operand(lateFee)} < (${plan}->>'cap')::bigint)`;
};

/** Twin of `ageingBucket`: how long an amount due on `dueDate` has been overdue on `today`, as the bucket's name. */
export const ageingBucket = (dueDate: SQLWrapper, today: SQLWrapper): SQL<AgeingBucket> => {
  const late = sql`(${today}::date - ${operand(dueDate)})`;
  return sql<AgeingBucket>`case when ${late} <= 0 then 'notDue' when ${late} <= 30 then 'days1to30'
    when ${late} <= 60 then 'days31to60' when ${late} <= 90 then 'days61to90' else 'days90plus' end`;
};
