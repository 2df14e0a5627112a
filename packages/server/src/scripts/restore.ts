import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ArchiveError } from '../lib/backups/archive.js';
import { restoreBackup } from '../lib/backups/backup.js';
import { storageOf } from '../plugins/app/storage.js';

/**
 * npm run restore -- <file> [--force]: a backup into the database and storage the server's own variables name. They
 * must be empty unless --force, which empties them first; the archive is checked whole before anything is written.
 */
async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
  const [file] = positionals;
  if (!file) {
    console.error('Usage: npm run restore -- <archive.tar.gz> [--force]');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, queryTimeoutMs: 0 });
  const { storage, close } = storageOf(config);
  const started = performance.now();
  try {
    const manifest = await restoreBackup(database, storage, resolve(file), { force: values.force ?? false });
    const rows = Object.values(manifest.database.tables).reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Restored the backup of ${manifest.createdAt} (${manifest.database.kind}, migration ` +
        `${manifest.database.lastMigration}) into ${database.kind}: ${rows} rows and ${manifest.files.length} files, ` +
        `in ${seconds} s`,
    );
  } catch (error) {
    if (!(error instanceof ArchiveError)) throw error;
    console.error(`Not restored: ${error.message}`);
    process.exitCode = 1;
  } finally {
    close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
