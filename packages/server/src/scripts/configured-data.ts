import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DataDirInUse } from '../db/data-dir-lock.js';
import type { Manifest } from '../lib/backups/archive.js';
import { storageOf, type FileStorage } from '../plugins/app/storage.js';

/**
 * Runs `work` on the database and the storage that the server's own variables name (DATABASE_URL or DATA_DIR, STORAGE
 * and S3_*), without a query timeout, and closes both after. Refuses (exit code 1) a DATA_DIR whose embedded database a
 * running server has open.
 */
export async function withConfiguredData<T>(work: (database: Database, storage: FileStorage) => Promise<T>) {
  const config = loadConfig();
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
