import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signInCodes } from '../db/schema.js';

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** A random one-time code for this user, valid 60 seconds; only its hash is stored. */
export async function createSignInCode(db: Db, userId: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  // Codes never exchanged are cleared here, so the table holds at most a minute of sign-ins.
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, sql`now()`));
  await db.insert(signInCodes).values({
    codeHash: hashCode(code),
    userId,
    expiresAt: sql`now() + interval '60 seconds'`,
  });
  return code;
}

/** Uses the code up: the user it was issued to when it is known and still fresh, else undefined. */
export async function consumeSignInCode(db: Db, code: string): Promise<string | undefined> {
  const [row] = await db
    .delete(signInCodes)
    .where(eq(signInCodes.codeHash, hashCode(code)))
    .returning({ userId: signInCodes.userId, fresh: sql<boolean>`${signInCodes.expiresAt} > now()` });
  return row?.fresh ? row.userId : undefined;
}
