import { Column, is, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FEE_DUE_DAYS, type FeeStatus } from '@campus/domain';

/**
 * The fee rules of the domain package (`fees.ts`) where the database must compute them itself: to filter, sort or
 * sum over many accounts, or in a partial index. Each is the SQL twin of one domain function, and
 * test/fee-rules-sql.test.ts checks each against it over a table of cases; every query uses these, never its own copy.
 * Operands are columns or expressions (for a fee account's `paid`, `total_fee`, `closed_at`).
 */

/** An operand as it can stand beside an operator: a column bare (as index expressions need it), else in brackets. */
const operand = (value: SQLWrapper): SQLWrapper => (is(value, Column) ? value : sql`(${value})`);

/** Twin of `!closed`: an account is open until its course is deleted or the student leaves it unpaid. */
export const isOpenAccount = (closedAt: SQLWrapper): SQL => sql`${closedAt} is null`;

/**
 * The total less what was paid, before the floor at zero: the outstanding index's expression, so the outstanding
 * report sorts by it through that index.
 */
export const unpaidBalance = (paid: SQLWrapper, totalFee: SQLWrapper): SQL<number> =>
  sql<number>`${operand(totalFee)} - ${operand(paid)}`;

/** Twin of `outstandingAmount` for an open account: what is still due, never below zero. */
export const outstandingAmount = (paid: SQLWrapper, totalFee: SQLWrapper): SQL =>
  sql`greatest(${unpaidBalance(paid, totalFee)}, 0)`;

/**
 * Twin of `isOutstanding`: open and owing something. It is also the predicate of `fee_accounts_outstanding_idx`
 * (schema.ts), which the planner uses only for a query whose condition implies it.
 */
export const isOutstanding = (paid: SQLWrapper, totalFee: SQLWrapper, closedAt: SQLWrapper): SQL =>
  sql`${unpaidBalance(paid, totalFee)} > 0 and ${isOpenAccount(closedAt)}`;

/** Twin of `feeStatus`: whether an account has the given status, for filtering by status in the database. */
export function hasFeeStatus(status: FeeStatus, paid: SQLWrapper, totalFee: SQLWrapper): SQL {
  switch (status) {
    case 'Paid':
      return sql`${operand(paid)} >= ${operand(totalFee)}`;
    case 'Partial':
      return sql`${operand(paid)} > 0 and ${operand(paid)} < ${operand(totalFee)}`;
    case 'Unpaid':
      return sql`${operand(paid)} <= 0 and ${operand(paid)} < ${operand(totalFee)}`;
  }
}

/** Twin of `feeDueDate`: the UTC day FEE_DUE_DAYS after enrolment, whatever the session's time zone. */
export const feeDueDate = (enrolledAt: SQLWrapper): SQL<string> =>
  sql<string>`((${operand(enrolledAt)} at time zone 'UTC')::date + ${sql.raw(String(FEE_DUE_DAYS))})`;
