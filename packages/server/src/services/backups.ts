import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { auditSummaries, backupMessages, type Backup, type BackupReason } from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { writeBackup } from '../lib/backups/backup.js';
import { conflict, HttpError, notFound } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import {
  BACKUP_HEARTBEAT_MS,
  backupRunning,
  backupsBeyond,
  beatBackups,
  deleteBackups,
  failInterruptedBackups,
  findBackup,
  finishBackup,
  insertBackup,
  listBackups,
  toBackup,
} from '../repositories/backups.js';
import type { ServiceContext } from './context.js';

/**
 * "campus-backup-2026-11-26-023000-1a2b3c4d.tar.gz" (".age" after it when encrypted): sorted by time, unique, and
 * never a stored file's key.
 */
const fileNameOf = (at: Date, id: string, encrypted: boolean) =>
  `campus-backup-${at.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '')}-${id.slice(0, 8)}.tar.gz` +
  (encrypted ? '.age' : '');

/**
 * Starts a backup: its row (and, by an admin's hand, its audit event) in one transaction, then the archive, whose
 * outcome `done` gives (a failure is recorded on the backup, not thrown). A scheduled backup names its day: whichever
 * instance comes first takes it, the others get undefined. An admin's "Back up now" is refused (409) while another is
 * running; a restore point is not, lest the nightly backup hold up an import.
 */
export async function startBackup(
  ctx: ServiceContext,
  start: { reason: BackupReason; actorId?: string; scheduledOn?: string },
): Promise<{ backup: Backup; done: Promise<Backup> } | undefined> {
  const { db, now } = ctx;
  await failInterrupted(ctx);
  const at = now();
  const id = randomUUID();
  const inserted = await transaction(db, async (tx) => {
    if (start.reason === 'manual' && (await backupRunning(tx))) throw conflict(backupMessages.running);
    const row = await insertBackup(tx, {
      id,
      reason: start.reason,
      fileName: fileNameOf(at, id, ctx.backups.key !== undefined),
      startedBy: start.actorId ?? null,
      scheduledOn: start.scheduledOn ?? null,
      at,
    });
    if (row && start.reason === 'manual') {
      await recordEvent(tx, {
        actor: { id: start.actorId! },
        action: 'backup.created',
        entityType: 'backup',
        entityId: id,
        summary: auditSummaries.backupStarted,
      });
    }
    return row !== undefined;
  });
  if (!inserted) return undefined;
  const row = (await findBackup(db, id))!;
  const done = archive(ctx, id, row.fileName);
  ctx.backups.running.add(done);
  const beat = setInterval(() => {
    beatBackups(db, [id]).catch(() => {});
  }, BACKUP_HEARTBEAT_MS);
  const forget = () => {
    clearInterval(beat);
    ctx.backups.running.delete(done);
  };
  done.then(forget, forget);
  return { backup: toBackup(row), done };
}

/**
 * Writes the backup's archive and keeps it (a failure is recorded on the backup), then deletes what is beyond the
 * number kept. An old archive that cannot be deleted stays listed, to go at the next backup.
 */
async function archive({ db, storage, backups }: ServiceContext, id: string, fileName: string) {
  const { database, store, keep, key } = backups;
  const partial = join(store.workDir, `${fileName}.partial`);
  try {
    await mkdir(store.workDir, { recursive: true });
    await writeBackup(database, storage, partial, key);
    await finishBackup(db, id, { size: await store.keep(fileName, partial) });
  } catch (error) {
    // Where nothing could be written, there is nothing to remove either.
    await rm(partial, { force: true }).catch(() => {});
    await finishBackup(db, id, { error: failureReason(error) });
    return toBackup((await findBackup(db, id))!);
  }
  const deleted: string[] = [];
  for (const old of await backupsBeyond(db, keep)) {
    const removed = old.state === 'done' ? store.remove(old.fileName) : Promise.resolve();
    if (
      await removed.then(
        () => true,
        () => false,
      )
    )
      deleted.push(old.id);
  }
  await deleteBackups(db, deleted);
  return toBackup((await findBackup(db, id))!);
}

/** Why a backup failed, as the admins read it: a full disk in words, anything else as it was said. */
function failureReason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOSPC' || code === 'EDQUOT') return backupMessages.diskFull;
  return message || String(error);
}

/**
 * Fails the backups no live instance is writing any more (its heartbeat stopped: killed, or stopped before the
 * archive was complete), and removes what they had written.
 */
async function failInterrupted({ db, backups }: ServiceContext) {
  for (const fileName of await failInterruptedBackups(db)) {
    await rm(join(backups.store.workDir, `${fileName}.partial`), { force: true }).catch(() => {});
  }
}

/** Every backup, newest first, once those cut short are marked failed. */
export async function backupList(ctx: ServiceContext) {
  await failInterrupted(ctx);
  return (await listBackups(ctx.db)).map(toBackup);
}

/** An admin's "Back up now": started here, finished in the background. */
export async function backUpNow(ctx: ServiceContext, actorId: string) {
  return (await startBackup(ctx, { reason: 'manual', actorId }))!;
}

/** The backup's archive to download: 404 for no such backup, 409 for one with no archive (running, failed). */
export async function backupArchive({ db, backups }: ServiceContext, id: string) {
  const row = await findBackup(db, id);
  if (!row) throw notFound(backupMessages.notFound);
  if (row.state !== 'done') throw conflict(backupMessages.notDone);
  const file = await backups.store.open(row.fileName);
  if (!file) throw new HttpError(410, backupMessages.gone);
  return { fileName: row.fileName, ...file };
}

/**
 * The restore point before a bulk import: a backup taken and finished first. A restore point that fails stops the
 * import (503): an import is the change an office most often wants to undo.
 */
export async function takeRestorePoint(ctx: ServiceContext, actorId: string): Promise<Backup> {
  const { done } = (await startBackup(ctx, { reason: 'import', actorId }))!;
  const backup = await done;
  if (backup.state !== 'done') throw new HttpError(503, backupMessages.restorePointFailed(backup.error ?? ''));
  return backup;
}
