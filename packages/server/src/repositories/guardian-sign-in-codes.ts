import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { GUARDIAN_CODE_MAX_TRIES } from '@campus/domain';
import { guardianSignInCodes } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/**
 * Gives the guardian this code (its keyed hash) until expiresAt, replacing the one they had; codes that expired
 * before `now` are cleared, so the table holds only the last few minutes' codes.
 */
export async function replaceGuardianCode(tx: Tx, guardianId: string, codeHash: string, now: Date, expiresAt: Date) {
  await tx.delete(guardianSignInCodes).where(lte(guardianSignInCodes.expiresAt, now));
  await tx
    .insert(guardianSignInCodes)
    .values({ guardianId, codeHash, expiresAt })
    .onConflictDoUpdate({ target: guardianSignInCodes.guardianId, set: { codeHash, expiresAt, wrongTries: 0 } });
}

/**
 * Uses the guardian's code up if it is this one, still valid at `now` and not spent by wrong tries; otherwise counts
 * a wrong try against the code they have (GUARDIAN_CODE_MAX_TRIES of them spend it). Whether it was used.
 */
export async function useGuardianCode(tx: Tx, guardianId: string, codeHash: string, now: Date): Promise<boolean> {
  const used = await tx
    .delete(guardianSignInCodes)
    .where(
      and(
        eq(guardianSignInCodes.guardianId, guardianId),
        eq(guardianSignInCodes.codeHash, codeHash),
        gt(guardianSignInCodes.expiresAt, now),
        lt(guardianSignInCodes.wrongTries, GUARDIAN_CODE_MAX_TRIES),
      ),
    )
    .returning({ guardianId: guardianSignInCodes.guardianId });
  if (used.length > 0) return true;
  await tx
    .update(guardianSignInCodes)
    .set({ wrongTries: sql`${guardianSignInCodes.wrongTries} + 1` })
    .where(eq(guardianSignInCodes.guardianId, guardianId));
  return false;
}
