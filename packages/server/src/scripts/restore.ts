import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ArchiveError } from '../lib/backups/archive.js';
import { restoreBackup } from '../lib/backups/backup.js';
import { archiveContents, withConfiguredData } from './configured-data.js';

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
  const started = performance.now();
  await withConfiguredData(async (database, storage) => {
    try {
      const manifest = await restoreBackup(database, storage, resolve(file), { force: values.force ?? false });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Restored the backup of ${manifest.createdAt} (${manifest.database.kind}, migration ` +
          `${manifest.database.lastMigration}) into ${database.kind}: ${archiveContents(manifest)}, in ${seconds} s`,
      );
    } catch (error) {
      if (!(error instanceof ArchiveError)) throw error;
      console.error(`Not restored: ${error.message}`);
      process.exitCode = 1;
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
