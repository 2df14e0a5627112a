import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LateFeeRule, LateFeeRun } from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, feeAccounts, feeInstalments, feePlans, lateFeeRuns, payments, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { byAccount } from './fee-accounts.js';
import * as feeRules from './fee-rules-sql.js';

/**
 * Open accounts of active students, on a plan with a late fee, still owing, with an instalment whose next late fee
 * falls due by `today` (`mayIncurLateFee`): the accounts a late-fee run looks at, `limit` at a time in order of id
 * after `after`.
 */
export async function lateFeeCandidates(db: Db, today: string, after: string | null, limit: number) {
  const rows = await db
    .select({ id: feeAccounts.id })
    .from(feeAccounts)
    .innerJoin(feePlans, eq(feePlans.id, feeAccounts.feePlanId))
    .innerJoin(users, eq(users.id, feeAccounts.studentId))
    .where(
      and(
        isNotNull(feePlans.lateFee),
        isNull(users.deletedAt),
        feeRules.isOutstanding(feeAccounts.paid, feeAccounts.netFee, feeAccounts.closedAt),
        after ? gt(feeAccounts.id, after) : undefined,
        exists(
          db
            .select({ one: sql`1` })
            .from(feeInstalments)
            .where(
              and(
                eq(feeInstalments.feeAccountId, feeAccounts.id),
                feeRules.mayIncurLateFee(
                  feeInstalments.dueDate,
                  feeInstalments.lateFee,
                  feeInstalments.lateFeePeriods,
                  feePlans.lateFee,
                  sql`${today}`,
                ),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(feeAccounts.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The accounts locked (in order of id, so two runs never wait on each other in a circle) with their figures, late fee
 * rule, student and course, and their instalments with the late fees and periods charged so far. Read under the lock:
 * a run that waited for another's sees the late fees it charged.
 */
export async function lockAccountsForLateFees(tx: Tx, ids: string[]) {
  const accounts = await tx
    .select({
      id: feeAccounts.id,
      totalFee: feeAccounts.totalFee,
      dueDate: feeAccounts.dueDate,
      paid: feeAccounts.paid,
      concession: feeAccounts.concession,
      closedAt: feeAccounts.closedAt,
      rule: sql<LateFeeRule>`${feePlans.lateFee}`,
      studentId: feeAccounts.studentId,
      student: users.name,
      course: courses.name,
    })
    .from(feeAccounts)
    .innerJoin(feePlans, eq(feePlans.id, feeAccounts.feePlanId))
    .innerJoin(users, eq(users.id, feeAccounts.studentId))
    .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
    .where(inArray(feeAccounts.id, ids))
    .orderBy(asc(feeAccounts.id))
    .for('update', { of: feeAccounts });
  const instalments = await tx
    .select()
    .from(feeInstalments)
    .where(inArray(feeInstalments.feeAccountId, ids))
    .orderBy(feeInstalments.feeAccountId, feeInstalments.number);
  const instalmentsByAccount = byAccount(instalments);
  return accounts.map((account) => ({ ...account, instalments: instalmentsByAccount.get(account.id) ?? [] }));
}

/** Rows per insert: far below PostgreSQL's 65,535 parameters. */
const ENTRIES_PER_INSERT = 1000;

/** Appends the late fees to the ledger (the insert trigger adds each to its account and instalment). */
export async function insertLateFees(
  tx: Tx,
  fees: { feeAccountId: string; instalment: number; period: number; amount: number }[],
  day: string,
) {
  for (let start = 0; start < fees.length; start += ENTRIES_PER_INSERT) {
    await tx.insert(payments).values(
      fees.slice(start, start + ENTRIES_PER_INSERT).map((fee) => ({
        ...fee,
        kind: 'late_fee' as const,
        paidOn: day,
        createdAt: sql`clock_timestamp()`,
      })),
    );
  }
}

export type LateFeeRunRow = typeof lateFeeRuns.$inferSelect;

export const toLateFeeRun = ({ id, startedBy: _, startedAt, finishedAt, ...run }: LateFeeRunRow): LateFeeRun => ({
  _id: id,
  ...run,
  startedAt: startedAt.toISOString(),
  finishedAt: finishedAt?.toISOString() ?? null,
});

export async function insertLateFeeRun(db: Db, startedBy: string) {
  const [row] = await db.insert(lateFeeRuns).values({ startedBy }).returning();
  return row!;
}

/** Records how the run ended: the late fees it added, or why it stopped. */
export async function finishLateFeeRun(db: Db, id: string, end: { applied: number } | { error: string }) {
  const [row] = await db
    .update(lateFeeRuns)
    .set({ ...end, state: 'applied' in end ? 'done' : 'failed', finishedAt: sql`now()` })
    .where(eq(lateFeeRuns.id, id))
    .returning();
  return row!;
}

export async function findLateFeeRun(db: Db, id: string) {
  const [row] = await db.select().from(lateFeeRuns).where(eq(lateFeeRuns.id, id));
  return row;
}
