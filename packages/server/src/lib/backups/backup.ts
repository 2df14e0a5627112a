import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrationJournal, type Database, type Db } from '../../db/client.js';
import type { FileStorage, StoredFile } from '../../plugins/app/storage.js';
import {
  ArchiveError,
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  createArchive,
  readArchive,
  verifyArchive,
  type Manifest,
} from './archive.js';
import { dumpTables, migrateWithin, startLoad, tablesWithRows } from './database-dump.js';
import type { BackupKey } from './encryption.js';

const APP_VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The list of backups describes archives where they are kept, not the institute's data: no backup holds it. */
const NEVER_RESTORED = new Set(['backups']);
/**
 * Nor are sign-ins (sessions, and Google's one-time codes) backed up: a restored institute signs in again. An archive
 * written before they were left out is restored without them.
 */
const NOT_BACKED_UP = new Set([...NEVER_RESTORED, 'sessions', 'sign_in_codes']);

/** How many of the journal's migrations the database has run: those up to the last one it recorded. */
async function migrationLevel(db: Db): Promise<number> {
  const { rows } = (await db.execute(
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { last: string | null }[] };
  const last = Number(rows[0]?.last ?? 0);
  return migrationJournal().filter((migration) => migration.when <= last).length;
}

const archivePath = (file: StoredFile) => `files/${file.area}/${file.key}`;

/**
 * Writes a backup of the database and the stored files to an archive at `path`: the tables as one snapshot, taken
 * while the app goes on (`readSnapshot`), then every stored file; encrypted when given a key. Returns its manifest.
 */
export async function writeBackup(
  database: Database,
  storage: FileStorage,
  path: string,
  key?: BackupKey,
): Promise<Manifest> {
  const archive = createArchive(path, key);
  try {
    const { tables, migrations } = await database.readSnapshot(async (db) => ({
      migrations: await migrationLevel(db),
      tables: await dumpTables(db, archive.add, (table) => !NOT_BACKED_UP.has(table)),
    }));
    const files: Manifest['files'] = [];
    for await (const file of storage.list()) {
      const name = archivePath(file);
      await archive.add(name, await storage.read(file));
      files.push({ path: name, ...file });
    }
    const manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      app: { version: APP_VERSION },
      database: {
        kind: database.kind,
        migrations,
        lastMigration: migrationJournal()[migrations - 1]?.tag ?? '',
        tables,
      },
      files,
    } as const;
    return await archive.finish(manifest);
  } catch (error) {
    await archive.abort();
    throw error;
  }
}

export interface CheckedArchive {
  path: string;
  key: BackupKey | undefined;
  manifest: Manifest;
}

/**
 * Checks the archive at `path` whole (decrypted with `key` if it is encrypted) before anything is written anywhere:
 * against its manifest, and that this Campus can restore it (not newer, only tables a backup writes).
 */
export async function checkArchive(path: string, key?: BackupKey): Promise<CheckedArchive> {
  const manifest = await verifyArchive(path, key);
  if (manifest.database.migrations > migrationJournal().length) {
    throw new ArchiveError(
      `This backup comes from a newer Campus (migration ${manifest.database.lastMigration}): update Campus, then restore`,
    );
  }
  const foreign = Object.keys(manifest.database.tables).filter((table) => NEVER_RESTORED.has(table));
  if (foreign.length > 0)
    throw new ArchiveError(`No backup holds the table ${foreign.join(', ')}: this one was changed`);
  return { path, key, manifest };
}

/**
 * Restores a checked archive into `database` and `storage`, all or nothing. A database or storage that holds anything
 * is refused unless `force`, which replaces them. In one transaction the database is emptied (force), migrated to the
 * backup's level, loaded, checked table by table against the manifest's counts and migrated forward to this code's
 * level, while the files go to a staging place (StagedFiles); only when the transaction has committed do the files
 * take the storage's place. Anything failing before leaves both as they were (an ArchiveError saying so). The archive
 * is read once more as it streams, an entry at a time, each checked against the manifest again.
 */
export async function restoreBackup(
  database: Database,
  storage: FileStorage,
  { path, key, manifest }: CheckedArchive,
  { force = false }: { force?: boolean } = {},
): Promise<Manifest> {
  const { db } = database;
  const filled = await tablesWithRows(db);
  const stored: StoredFile[] = [];
  for await (const file of storage.list()) stored.push(file);
  if (!force && (filled.length > 0 || stored.length > 0)) {
    const what = filled.length > 0 ? `the database has rows (${filled.join(', ')})` : '';
    const files = stored.length > 0 ? `the storage holds ${stored.length} files` : '';
    throw new ArchiveError(
      `Restore needs an empty database and storage, but ${[what, files].filter(Boolean).join(' and ')}; ` +
        'use --force to replace them',
    );
  }
  const tables = Object.fromEntries(
    Object.entries(manifest.database.tables).filter(([table]) => !NOT_BACKED_UP.has(table)),
  );
  const files = new Map(manifest.files.map((file) => [file.path, file]));
  const staged = await storage.stageRestore(stored);
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql`drop schema if exists drizzle cascade`);
      await tx.execute(sql`drop schema if exists public cascade`);
      await tx.execute(sql`create schema public`);
      await migrateWithin(tx, manifest.database.migrations);
      const load = await startLoad(tx, tables);
      await readArchive(path, key, manifest, async (name, data) => {
        const file = files.get(name);
        if (load.isPart(name)) await load.load(name, data);
        else if (file) await staged.put({ area: file.area, key: file.key }, data);
      });
      await load.finish();
      await migrateWithin(tx);
    });
  } catch (error) {
    await staged.discard();
    if (error instanceof ArchiveError) throw error;
    // The database's own words (drizzle's message starts with the whole query).
    const { message, cause } = error as Error;
    const reason = cause instanceof Error ? cause.message : message;
    throw new ArchiveError(`The archive could not be loaded (${reason}); the database and the files are as they were`);
  }
  await staged.commit().catch((error: unknown) => {
    throw new Error(
      `The database is restored, but the files could not be put in place (${(error as Error).message}): restore again with --force`,
    );
  });
  return manifest;
}
