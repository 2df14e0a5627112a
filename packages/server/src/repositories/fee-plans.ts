import { desc, eq } from 'drizzle-orm';
import type { FeePlan, FeePlanInput } from '@campus/domain';
import type { Db } from '../db/client.js';
import { feePlans } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

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
