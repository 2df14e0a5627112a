import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FeePlan, FeePlanInput, ScheduledInstalment } from '@campus/domain';
import type { Db } from '../db/client.js';
import { feeAccounts, feeInstalments, feePlans, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { ROWS_PER_INSERT } from './enrollments.js';
import { instalmentRows } from './fee-accounts.js';
import * as feeRules from './fee-rules-sql.js';

type FeePlanRow = typeof feePlans.$inferSelect;

export const toFeePlan = (row: FeePlanRow): FeePlan => ({
  courseId: row.courseId,
  version: row.version,
  instalments: row.instalments,
  ...(row.lateFee ? { lateFee: row.lateFee } : {}),
  createdAt: row.createdAt.toISOString(),
});

/** The course's current fee plan (its highest version), if it has one. */
export async function currentFeePlan(db: Db, courseId: string): Promise<FeePlanRow | undefined> {
  const [row] = await db
    .select()
    .from(feePlans)
    .where(eq(feePlans.courseId, courseId))
    .orderBy(desc(feePlans.version))
    .limit(1);
  return row;
}

/** Adds the plan as the course's version `version`; the caller holds the course's lock. */
export async function insertFeePlanVersion(
  tx: Tx,
  courseId: string,
  version: number,
  plan: FeePlanInput,
  createdBy: string,
) {
  const [row] = await tx
    .insert(feePlans)
    .values({ courseId, version, instalments: plan.instalments, lateFee: plan.lateFee ?? null, createdBy })
    .returning();
  return row!;
}

/** The open accounts of a course not on plan version `planId`, with their students, oldest first. */
export function accountsOffPlan(tx: Tx, courseId: string, planId: string) {
  return tx
    .select({
      id: feeAccounts.id,
      student: users.name,
      totalFee: feeAccounts.totalFee,
      dueDate: feeAccounts.dueDate,
      lateFee: feeAccounts.lateFee,
      createdAt: feeAccounts.createdAt,
    })
    .from(feeAccounts)
    .innerJoin(users, eq(users.id, feeAccounts.studentId))
    .where(
      and(
        eq(feeAccounts.courseId, courseId),
        feeRules.isOpenAccount(feeAccounts.closedAt),
        sql`${feeAccounts.feePlanId} is distinct from ${planId}`,
      ),
    )
    .orderBy(feeAccounts.createdAt, feeAccounts.id)
    .for('update', { of: feeAccounts });
}

/** Puts the accounts on plan version `planId` with these instalments in place of the ones they had. */
export async function replaceSchedules(
  tx: Tx,
  planId: string,
  accounts: { id: string; instalments: ScheduledInstalment[] }[],
) {
  const ids = accounts.map((account) => account.id);
  for (let start = 0; start < ids.length; start += ROWS_PER_INSERT) {
    const batch = accounts.slice(start, start + ROWS_PER_INSERT);
    const batchIds = ids.slice(start, start + ROWS_PER_INSERT);
    await tx.delete(feeInstalments).where(inArray(feeInstalments.feeAccountId, batchIds));
    await tx.update(feeAccounts).set({ feePlanId: planId, dueDate: null }).where(inArray(feeAccounts.id, batchIds));
    const rows = batch.flatMap((account) => instalmentRows(account.id, account.instalments));
    if (rows.length > 0) await tx.insert(feeInstalments).values(rows);
  }
}
