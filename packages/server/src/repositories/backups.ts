import { and, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Backup, BackupReason } from '@campus/domain';
import type { Db } from '../db/client.js';
import { backups, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/** How often an instance writing a backup says it still is. */
export const BACKUP_HEARTBEAT_MS = 10_000;
/**
 * A backup still "running" that no instance has spoken for this long was cut short (its instance was killed or
 * stopped): it is failed, and no longer keeps another from starting.
 */
export const BACKUP_LEASE_MS = 60_000;
const INTERRUPTED = 'Interrupted: the server stopped before the backup was complete';

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

/** Whether a backup is running (interrupted ones failed first: `failInterruptedBackups`). */
export async function backupRunning(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: backups.id }).from(backups).where(eq(backups.state, 'running')).limit(1);
  return row !== undefined;
}

/** Whether the day's scheduled backup is being written (by this instance or another, or by one just cut short). */
export async function scheduledBackupRunning(db: Db, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: backups.id })
    .from(backups)
    .where(and(eq(backups.scheduledOn, day), eq(backups.state, 'running')));
  return row !== undefined;
}

/** Says that the instance is still writing these backups. */
export async function beatBackups(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(backups)
    .set({ heartbeatAt: sql`now()` })
    .where(and(inArray(backups.id, ids), eq(backups.state, 'running')));
}

/**
 * Fails every running backup that no instance has spoken for within BACKUP_LEASE_MS (by the database's clock, the
 * same for every instance), and answers their files.
 */
export async function failInterruptedBackups(db: Db): Promise<string[]> {
  const failed = await db
    .update(backups)
    // A daily backup's day is free again, for another instance to take.
    .set({ state: 'failed', error: INTERRUPTED, finishedAt: sql`now()`, scheduledOn: null })
    .where(
      and(
        eq(backups.state, 'running'),
        lt(backups.heartbeatAt, sql`now() - make_interval(secs => ${BACKUP_LEASE_MS / 1000})`),
      ),
    )
    .returning({ fileName: backups.fileName });
  return failed.map((row) => row.fileName);
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

const backupColumns = {
  id: backups.id,
  reason: backups.reason,
  state: backups.state,
  fileName: backups.fileName,
  size: backups.size,
  error: backups.error,
  startedBy: users.name,
  startedAt: backups.startedAt,
  finishedAt: backups.finishedAt,
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

const withStarter = (db: Db) => db.select(backupColumns).from(backups).leftJoin(users, eq(users.id, backups.startedBy));

/** Every backup listed, newest first. */
export const listBackups = (db: Db) => withStarter(db).orderBy(desc(backups.startedAt), desc(backups.id));

export async function findBackup(db: Db, id: string) {
  const [row] = await withStarter(db).where(eq(backups.id, id));
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
export const backupCounts = (db: Db) =>
  db.select({ state: backups.state, count: count() }).from(backups).groupBy(backups.state);
