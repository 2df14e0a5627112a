import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Language } from '@campus/domain';
import type { Db } from '../db/client.js';
import { guardians, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import type { AccountHolder } from './audit.js';

const tableOf = (holder: AccountHolder) => {
  if ('guardianId' in holder) {
    return { table: guardians, where: and(eq(guardians.id, holder.guardianId), isNull(guardians.deletedAt)) } as const;
  }
  const [id, role] =
    'studentId' in holder ? [holder.studentId, eq(users.role, 'student')] : [holder.staffId, ne(users.role, 'student')];
  return { table: users, where: and(eq(users.id, id), role, isNull(users.deletedAt)) } as const;
};

/** The holder's name and language (null: never chosen), locked when `lock`; undefined when they are gone. */
export async function readLanguage(
  db: Db | Tx,
  holder: AccountHolder,
  { lock = false } = {},
): Promise<{ name: string; language: Language | null } | undefined> {
  const { table, where } = tableOf(holder);
  const query = db.select({ name: table.name, language: table.language }).from(table).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Stores the holder's language. The row's version stays: the choice is the person's own and no field an admin edits,
 * so it must not turn an admin's edit of the same student, read before it, into a conflict.
 */
export async function storeLanguage(tx: Tx, holder: AccountHolder, language: Language): Promise<void> {
  const { table, where } = tableOf(holder);
  await tx.update(table).set({ language }).where(where);
}
