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
import { dumpTables, startLoad, tablesWithRows } from './database-dump.js';

const APP_VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The list of backups describes archives where they are kept, not the institute's data: no backup holds it. */
const NOT_BACKED_UP = new Set(['backups']);

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
 * while the app goes on (`readSnapshot`), then every stored file. Returns its manifest.
 */
export async function writeBackup(database: Database, storage: FileStorage, path: string): Promise<Manifest> {
  const archive = createArchive(path);
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

/**
 * Restores the archive at `path` into `database` and `storage`. The whole archive is checked first (ArchiveError),
 * and a database or storage that holds anything is refused unless `force`, which empties them: until then nothing is
 * written. The database is migrated to the backup's level, loaded in one transaction, checked table by table against
 * the manifest's counts, then migrated forward to this code's level; then the files are stored. The archive is read
 * as it streams, a part at a time.
 */
export async function restoreBackup(
  database: Database,
  storage: FileStorage,
  path: string,
  { force = false }: { force?: boolean } = {},
): Promise<Manifest> {
  const manifest = await verifyArchive(path);
  const known = migrationJournal().length;
  if (manifest.database.migrations > known) {
    throw new ArchiveError(
      `This backup comes from a newer Campus (migration ${manifest.database.lastMigration}): update Campus, then restore`,
    );
  }
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
  if (force) {
    await db.execute(sql`drop schema if exists drizzle cascade`);
    await db.execute(sql`drop schema public cascade`);
    await db.execute(sql`create schema public`);
    for (const file of stored) await storage.delete(file);
  }

  await database.migrate(manifest.database.migrations);
  await db.transaction(async (tx) => {
    const load = await startLoad(tx as unknown as Db, manifest.database.tables);
    await readArchive(path, async (name, data) => {
      if (load.isPart(name)) await load.load(name, data);
    });
    await load.finish();
  });
  await database.migrate();
  const files = new Map(manifest.files.map((file) => [file.path, file]));
  await readArchive(path, async (name, data) => {
    const file = files.get(name);
    if (file) await storage.restore({ area: file.area, key: file.key }, data);
  });
  return manifest;
}
