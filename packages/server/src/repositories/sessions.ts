import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Role, UserRole } from '@campus/domain';
import type { Db } from '../db/client.js';
import { guardians, sessions, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/** Every server instance LISTENs here; the payload is a SessionEnd as JSON. */
export const SESSION_CHANNEL = 'campus_sessions';

/** Which sessions ended: one, or every session of one user, or of one guardian. */
export const sessionEndSchema = z.union([
  z.object({ sessionId: z.string() }).strict(),
  z.object({ userId: z.string() }).strict(),
  z.object({ guardianId: z.string() }).strict(),
]);
export type SessionEnd = z.infer<typeof sessionEndSchema>;

/** Who holds a session: a user, or a guardian (who is not a user). */
export type SessionHolder = { userId: string } | { guardianId: string };

/** Whether the end covers this session of a user or a guardian. */
export function endsSession(end: SessionEnd, holder: { id: string; role: Role; sessionId: string }): boolean {
  if ('sessionId' in end) return holder.sessionId === end.sessionId;
  const isGuardian = holder.role === 'guardian';
  return 'guardianId' in end ? isGuardian && holder.id === end.guardianId : !isGuardian && holder.id === end.userId;
}

/** Clears the sessions that have expired: their tokens are refused by their own expiry anyway. */
export async function deleteExpiredSessions(tx: Tx): Promise<void> {
  await tx.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/** A new session for the user or guardian, until expiresAt; returns its id. */
export async function insertSession(tx: Tx, holder: SessionHolder, expiresAt: Date): Promise<string> {
  const [row] = await tx
    .insert(sessions)
    .values({ ...holder, expiresAt })
    .returning({ id: sessions.id });
  return row!.id;
}

/**
 * Whether the session has not ended and belongs to this user, who is still there (not deleted) in this role. Prepared
 * once: it runs whenever a server verifies a token it has not seen before. Expiry is the token's own.
 */
export function prepareSessionCheck(db: Db) {
  const query = db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.endedAt),
        eq(users.role, sql.placeholder('role')),
        isNull(users.deletedAt),
      ),
    )
    .prepare('live_session');
  return async (sessionId: string, userId: string, role: UserRole) =>
    (await query.execute({ sessionId, userId, role })).length > 0;
}

/** Whether the session has not ended and belongs to this guardian, who is still there (not deleted). Prepared once. */
export function prepareGuardianSessionCheck(db: Db) {
  const query = db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(guardians, eq(guardians.id, sessions.guardianId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.guardianId, sql.placeholder('guardianId')),
        isNull(sessions.endedAt),
        isNull(guardians.deletedAt),
      ),
    )
    .prepare('live_guardian_session');
  return async (sessionId: string, guardianId: string) => (await query.execute({ sessionId, guardianId })).length > 0;
}

/** Ends the sessions and tells every listening instance; the NOTIFY is delivered when the transaction commits. */
export async function endSessions(tx: Tx, end: SessionEnd): Promise<void> {
  const which =
    'sessionId' in end
      ? eq(sessions.id, end.sessionId)
      : 'guardianId' in end
        ? eq(sessions.guardianId, end.guardianId)
        : eq(sessions.userId, end.userId);
  const ended = await tx
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(which, isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  if (ended.length > 0) await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify(end)})`);
}
