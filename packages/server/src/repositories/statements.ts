import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  dateInIndia,
  outstandingAmount,
  receiptTextsIn,
  statementTextsIn,
  type Language,
  type PaymentMode,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { payments } from '../db/schema.js';
import type { Statement } from '../lib/statement-pdf.js';
import { byAccount, studentFeeAccounts, withSchedules } from './fee-accounts.js';
import { findActiveUser } from './users.js';

const cancelled = alias(payments, 'cancelled');

/**
 * An entry as the statement lists it, in the institute's language: what it was, and what it did to the balance
 * (+ owed, − paid or waived).
 */
function statementEntry(
  language: Language,
  entry: {
    kind: string;
    amount: number;
    on: string;
    receiptNumber: string | null;
    mode: string | null;
    reason: string | null;
    instalment: number | null;
    period: number | null;
    cancelledReceipt: string | null;
  },
) {
  const text = statementTextsIn(language);
  const { on, amount } = entry;
  switch (entry.kind) {
    case 'payment': {
      const mode = receiptTextsIn(language).modes[entry.mode as PaymentMode];
      return { on, what: text.payment(entry.receiptNumber!, mode), amount: -amount };
    }
    case 'concession':
      return { on, what: text.concession(entry.reason!, entry.instalment), amount: -amount };
    case 'late_fee':
      return { on, what: text.lateFee(entry.instalment!, entry.period!), amount };
    default:
      return { on, what: text.reversal(entry.cancelledReceipt ?? text.aConcession, entry.reason!), amount };
  }
}

/**
 * A student's statement of account on the day (in India) of `now`: each open account's figures and schedule and
 * every entry of its ledger, oldest first, described in `language`; undefined when there is no such active student.
 */
export async function studentStatement(
  db: Db,
  studentId: string,
  now: Date,
  language: Language,
): Promise<Statement | undefined> {
  const student = await findActiveUser(db, studentId, 'student');
  if (!student) return undefined;
  const on = dateInIndia(now);
  const accounts = await withSchedules(db, await studentFeeAccounts(db, studentId), on);
  const entries =
    accounts.length === 0
      ? []
      : await db
          .select({
            feeAccountId: payments.feeAccountId,
            kind: payments.kind,
            amount: payments.amount,
            on: payments.paidOn,
            receiptNumber: payments.receiptNumber,
            mode: payments.mode,
            reason: payments.reason,
            instalment: payments.instalment,
            period: payments.period,
            cancelledReceipt: cancelled.receiptNumber,
          })
          .from(payments)
          .leftJoin(cancelled, eq(cancelled.id, payments.reversesId))
          .where(
            inArray(
              payments.feeAccountId,
              accounts.map((account) => account.id),
            ),
          )
          .orderBy(asc(payments.paidOn), asc(payments.createdAt));
  const entriesByAccount = byAccount(entries);
  return {
    student: { name: student.name, email: student.email },
    on,
    accounts: accounts.map((account) => ({
      course: account.course,
      totalFee: account.totalFee,
      lateFee: account.lateFee,
      concession: account.concession,
      paid: account.paid,
      due: outstandingAmount(account.paid, account.netFee),
      schedule: account.schedule,
      entries: (entriesByAccount.get(account.id) ?? []).map((entry) => statementEntry(language, entry)),
    })),
  };
}
