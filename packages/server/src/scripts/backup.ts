import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { writeBackup } from '../lib/backups/backup.js';
import { storageOf } from '../plugins/app/storage.js';

/**
 * npm run backup -- <file>: the database (DATABASE_URL, or the PGlite data folder under DATA_DIR while the server is
 * stopped) and the stored files (STORAGE, S3_*) into one archive that npm run restore takes.
 */
async function main() {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: npm run backup -- <archive.tar.gz>');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, queryTimeoutMs: 0 });
  const { storage, close } = storageOf(config);
  const started = performance.now();
  try {
    const manifest = await writeBackup(database, storage, resolve(file));
    const rows = Object.values(manifest.database.tables).reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backed up ${database.kind}: ${rows} rows in ${Object.keys(manifest.database.tables).length} tables and ` +
        `${manifest.files.length} files, in ${seconds} s, to ${resolve(file)}`,
    );
  } finally {
    close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
