import { and, eq, isNull, sql } from 'drizzle-orm';
import { defaultMessagePreferences, type MessagePreferences } from '@campus/domain';
import type { Db } from '../db/client.js';
import { guardians, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/** Whose message preferences: a live student's, or a live guardian's. */
export type PreferencesHolder = { studentId: string } | { guardianId: string };

export interface HeldPreferences {
  name: string;
  preferences: MessagePreferences;
  /** The row's version (If-Match). */
  version: number;
}

const tableOf = (holder: PreferencesHolder) => {
  if ('studentId' in holder) {
    return {
      table: users,
      where: and(eq(users.id, holder.studentId), eq(users.role, 'student'), isNull(users.deletedAt)),
    } as const;
  }
  return { table: guardians, where: and(eq(guardians.id, holder.guardianId), isNull(guardians.deletedAt)) } as const;
};

/** The holder's preferences (the defaults while they have chosen none) and version; locked when `tx` is given for it. */
export async function readMessagePreferences(
  db: Db | Tx,
  holder: PreferencesHolder,
  { lock = false } = {},
): Promise<HeldPreferences | undefined> {
  const { table, where } = tableOf(holder);
  const query = db
    .select({ name: table.name, preferences: table.messagePreferences, version: table.version })
    .from(table)
    .where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row && { ...row, preferences: row.preferences ?? defaultMessagePreferences() };
}

/** Stores the holder's preferences, raising the row's version; answers the new version. */
export async function storeMessagePreferences(
  tx: Tx,
  holder: PreferencesHolder,
  preferences: MessagePreferences,
): Promise<number> {
  const { table, where } = tableOf(holder);
  const [row] = await tx
    .update(table)
    .set({ messagePreferences: preferences, version: sql`${table.version} + 1` })
    .where(where)
    .returning({ version: table.version });
  return row!.version;
}
