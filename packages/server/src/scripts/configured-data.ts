import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DataDirInUse } from '../db/data-dir-lock.js';
import type { Manifest } from '../lib/backups/archive.js';
import { backupKey, type BackupKey } from '../lib/backups/encryption.js';
import { storageOf, type FileStorage } from '../plugins/app/storage.js';

/**
 * The server's settings, for a script: what it writes is its owner's alone (as the server's files are), and it creates
 * nothing in DATA_DIR by reading them (no development secret: it signs nothing). With the key BACKUP_ENCRYPTION_KEY
 * names, checked whole.
 */
export async function scriptConfig(): Promise<{ config: AppConfig; key: BackupKey | undefined }> {
  process.umask(0o077);
  const config = loadConfig(process.env, { createSecret: false });
  const { encryptionKey } = config.backups;
  return { config, key: encryptionKey ? await backupKey(encryptionKey) : undefined };
}

/**
 * Runs `work` on the database and the storage that the server's own variables name (DATABASE_URL or DATA_DIR, STORAGE
 * and S3_*), without a query timeout, and closes both after. Refuses (exit code 1) a DATA_DIR whose embedded database a
 * running server has open.
 */
export async function withConfiguredData<T>(
  config: AppConfig,
  work: (database: Database, storage: FileStorage) => Promise<T>,
) {
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, queryTimeoutMs: 0 });
  } catch (error) {
    // A server has the embedded database open: said as it is, and nothing is done.
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return undefined;
  }
  const { storage, close } = storageOf(config);
  try {
    return await work(database, storage);
  } finally {
    close();
    await database.close();
  }
}

/** "1234 rows in 30 tables and 5 files": what an archive holds. */
export const archiveContents = (manifest: Manifest) =>
  `${Object.values(manifest.database.tables).reduce((sum, table) => sum + table.rows, 0)} rows in ` +
  `${Object.keys(manifest.database.tables).length} tables and ${manifest.files.length} files`;
