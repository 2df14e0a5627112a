import {
  accountSchedule,
  allocate,
  auditSummaries,
  dateInIndia,
  feePlanMessages,
  formatRupeesWithPaise,
  newLateFees,
} from '@campus/domain';
import { setImmediate } from 'node:timers/promises';
import type { Db } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import { recordEvents, type NewAuditEvent } from '../repositories/audit.js';
import { notFound } from '../lib/errors.js';
import {
  findLateFeeRun,
  finishLateFeeRun,
  insertLateFeeRun,
  insertLateFees,
  lateFeeCandidates,
  lockAccountsForLateFees,
  toLateFeeRun,
} from '../repositories/late-fees.js';
import type { ServiceContext } from './context.js';

/**
 * Accounts per transaction: each batch's late fees, and its audit events, commit together. Few, so each transaction is
 * short: PGlite answers no other query while one runs, and the requests waiting get in between two batches.
 */
const ACCOUNTS_PER_BATCH = 100;
/**
 * Batches charged at the same time on PostgreSQL, each on its own connection. PGlite takes one batch at a time: two
 * would run back to back on this thread, with no turn of the event loop between them.
 */
const BATCHES_AT_ONCE = { postgres: 2, pglite: 1 };

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
  { db, now, databaseKind }: ServiceContext,
  actor: { id: string } | { job: string },
): Promise<number> {
  const today = dateInIndia(now());
  let applied = 0;
  let after: string | null = null;
  // On PostgreSQL the next batch is found while one is charged: batches hold different accounts, so they never wait
  // on each other.
  const charging = new Set<Promise<void>>();
  try {
    for (;;) {
      // PGlite runs each query on this thread, and one query after another never lets the event loop turn: between
      // batches it does, so that requests (and the watchdog's heartbeat) are served.
      await setImmediate();
      const ids = await lateFeeCandidates(db, today, after, ACCOUNTS_PER_BATCH);
      if (ids.length === 0) break;
      after = ids.at(-1)!;
      const batch = chargeBatch(db, actor, ids, today).then((added) => {
        applied += added;
        charging.delete(batch);
      });
      charging.add(batch);
      if (charging.size >= BATCHES_AT_ONCE[databaseKind]) await Promise.race(charging);
    }
    await Promise.all(charging);
  } finally {
    // A batch that failed stops the run; the other one still finishes (its late fees commit) before it ends.
    await Promise.allSettled(charging);
  }
  return applied;
}

/**
 * An admin's "Run late fees now": recorded as running and answered at once, since a run over many accounts outlasts a
 * request. The run (chargeLateFees) goes on in the background; `done` settles once it is recorded as done, with the
 * late fees it added, or failed (and then rejects with the error, for the log).
 */
export async function startLateFeeRun(ctx: ServiceContext, actorId: string) {
  const row = await insertLateFeeRun(ctx.db, actorId);
  const done = chargeLateFees(ctx, { id: actorId }).then(
    async (applied) => toLateFeeRun(await finishLateFeeRun(ctx.db, row.id, { applied })),
    async (error: unknown) => {
      await finishLateFeeRun(ctx.db, row.id, { error: feePlanMessages.lateFeeRunFailed });
      throw error;
    },
  );
  return { run: toLateFeeRun(row), done };
}

/** A late-fee run an admin started, as it is now: 404 for none. */
export async function lateFeeRun({ db }: ServiceContext, id: string) {
  const row = await findLateFeeRun(db, id);
  if (!row) throw notFound(feePlanMessages.lateFeeRunNotFound);
  return toLateFeeRun(row);
}

/** One batch of accounts in its own transaction: their late fees and audit events. Returns how many it added. */
function chargeBatch(db: Db, actor: { id: string } | { job: string }, ids: string[], today: string) {
  return transaction(db, async (tx) => {
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
