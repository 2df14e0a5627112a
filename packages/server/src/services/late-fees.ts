import {
  accountSchedule,
  allocate,
  auditSummaries,
  dateInIndia,
  formatRupeesWithPaise,
  newLateFees,
} from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { recordEvents, type NewAuditEvent } from '../repositories/audit.js';
import { insertLateFees, lateFeeCandidates, lockAccountsForLateFees } from '../repositories/late-fees.js';
import type { ServiceContext } from './context.js';

/** Accounts per transaction: each batch's late fees, and its audit events, commit together. */
const ACCOUNTS_PER_BATCH = 1000;

/** Who the audit trail says charged the late fees of the daily run. */
export const DAILY_LATE_FEE_RUN = 'Daily late-fee run';

/**
 * Charges the late fees due on the day (in India) of `now()`: each overdue instalment of an account whose plan has a
 * late fee rule gets the periods it has incurred and not yet been charged (`newLateFees`), as `late_fee` ledger
 * entries with an audit event per account. Running it again, by any instance at the same time or after a restart,
 * adds nothing more that day: each batch locks its accounts and counts what was charged under the lock, and the
 * ledger takes each (account, instalment, period) once. Returns how many late fees it added.
 */
export async function chargeLateFees(
  { db, now }: ServiceContext,
  actor: { id: string } | { job: string },
): Promise<number> {
  const today = dateInIndia(now());
  let applied = 0;
  let after: string | null = null;
  for (;;) {
    const ids = await lateFeeCandidates(db, today, after, ACCOUNTS_PER_BATCH);
    if (ids.length === 0) return applied;
    after = ids.at(-1)!;
    applied += await transaction(db, async (tx) => {
      const fees = [];
      const events: Omit<NewAuditEvent, 'actor'>[] = [];
      for (const account of await lockAccountsForLateFees(tx, ids)) {
        if (account.closedAt) continue;
        const allocated = allocate(accountSchedule(account, account.instalments), account.paid, account.concession);
        const charged = allocated.flatMap((instalment, i) => {
          const { lateFeePeriods: periods, lateFee: total } = account.instalments[i]!;
          return newLateFees(instalment, account.rule, today, { periods, total }).map((fee) => ({
            feeAccountId: account.id,
            instalment: instalment.number,
            ...fee,
          }));
        });
        if (charged.length === 0) continue;
        fees.push(...charged);
        const amount = charged.reduce((sum, fee) => sum + fee.amount, 0);
        const instalments = [...new Set(charged.map((fee) => fee.instalment))];
        events.push({
          action: 'fee.late_fee_charged',
          entityType: 'fee_account',
          entityId: account.id,
          studentId: account.studentId,
          summary: auditSummaries.lateFeeCharged(
            formatRupeesWithPaise(amount),
            account.student,
            account.course,
            instalments,
          ),
          changes: { lateFee: { from: null, to: formatRupeesWithPaise(amount) }, day: { from: null, to: today } },
        });
      }
      await insertLateFees(tx, fees, today);
      await recordEvents(tx, actor, events);
      return fees.length;
    });
  }
}
