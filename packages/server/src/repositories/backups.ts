import { and, count, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Backup, BackupReason, BackupState } from '@campus/domain';
import type { Db } from '../db/client.js';
import { backups, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/**
 * A backup still "running" this long after it started was cut short (its instance stopped): it is shown as failed, and
 * no longer keeps another from starting.
 */
export const BACKUP_INTERRUPTED_AFTER_MS = 6 * 60 * 60 * 1000;
const INTERRUPTED = 'Interrupted: the server stopped before the backup was complete';

const interruptedSince = (now: Date) => new Date(now.getTime() - BACKUP_INTERRUPTED_AFTER_MS);

/** Adds a running backup; a scheduled one only if no instance has taken that day's (undefined then). */
export async function insertBackup(
  tx: Tx,
  backup: {
    id: string;
    reason: BackupReason;
    fileName: string;
    startedBy: string | null;
    scheduledOn: string | null;
    at: Date;
  },
) {
  const { at, ...values } = backup;
  const [row] = await tx
    .insert(backups)
    .values({ ...values, startedAt: at })
    .onConflictDoNothing({ target: backups.scheduledOn })
    .returning({ id: backups.id });
  return row;
}

/** Whether a backup is running that started within BACKUP_INTERRUPTED_AFTER_MS of `now`. */
export async function backupRunning(db: Db, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: backups.id })
    .from(backups)
    .where(and(eq(backups.state, 'running'), gt(backups.startedAt, interruptedSince(now))))
    .limit(1);
  return row !== undefined;
}

export async function finishBackup(db: Db, id: string, outcome: { size: number } | { error: string }) {
  await db
    .update(backups)
    .set(
      'size' in outcome
        ? { state: 'done', size: outcome.size, finishedAt: sql`now()` }
        : { state: 'failed', error: outcome.error, finishedAt: sql`now()` },
    )
    .where(eq(backups.id, id));
}

const backupColumns = (now: Date) => {
  const interrupted = sql`(${backups.state} = 'running' and ${backups.startedAt} <= ${interruptedSince(now)})`;
  return {
    id: backups.id,
    reason: backups.reason,
    state: sql<BackupState>`case when ${interrupted} then 'failed' else ${backups.state}::text end`,
    fileName: backups.fileName,
    size: backups.size,
    error: sql<string | null>`case when ${interrupted} then ${INTERRUPTED} else ${backups.error} end`,
    startedBy: users.name,
    startedAt: backups.startedAt,
    finishedAt: backups.finishedAt,
  };
};

type BackupRow = { id: string; fileName: string; startedAt: Date; finishedAt: Date | null } & Omit<
  Backup,
  '_id' | 'startedAt' | 'finishedAt'
>;

export const toBackup = ({ id, fileName: _, startedAt, finishedAt, ...backup }: BackupRow): Backup => ({
  _id: id,
  ...backup,
  startedAt: startedAt.toISOString(),
  finishedAt: finishedAt?.toISOString() ?? null,
});

const withStarter = (db: Db, now: Date) =>
  db.select(backupColumns(now)).from(backups).leftJoin(users, eq(users.id, backups.startedBy));

/** Every backup listed, newest first. */
export const listBackups = (db: Db, now: Date) =>
  withStarter(db, now).orderBy(desc(backups.startedAt), desc(backups.id));

export async function findBackup(db: Db, id: string, now: Date) {
  const [row] = await withStarter(db, now).where(eq(backups.id, id));
  return row;
}

/**
 * What is deleted once `keep` backups are done: every finished or failed backup older than the oldest of the newest
 * `keep` done ones.
 */
export function backupsBeyond(db: Db, keep: number) {
  const oldestKept = db
    .select({ startedAt: backups.startedAt })
    .from(backups)
    .where(eq(backups.state, 'done'))
    .orderBy(desc(backups.startedAt))
    .offset(keep - 1)
    .limit(1);
  return db
    .select({ id: backups.id, fileName: backups.fileName, state: backups.state })
    .from(backups)
    .where(and(ne(backups.state, 'running'), lt(backups.startedAt, oldestKept)));
}

export async function deleteBackups(db: Db, ids: string[]) {
  if (ids.length > 0) await db.delete(backups).where(inArray(backups.id, ids));
}

/** Backups by state, over every instance: what /metrics shows. */
export const backupCounts = (db: Db, now: Date) => {
  const { state } = backupColumns(now);
  // By position: the state's expression carries parameters, so that written twice it would not be the same one.
  return db
    .select({ state, count: count() })
    .from(backups)
    .groupBy(sql`1`);
};
