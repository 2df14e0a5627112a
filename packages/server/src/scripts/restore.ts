import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ArchiveError } from '../lib/backups/archive.js';
import { checkArchive, restoreBackup } from '../lib/backups/backup.js';
import { archiveContents, scriptConfig, withConfiguredData } from './configured-data.js';

/**
 * npm run restore -- <file> [--force]: a backup into the database and storage the server's own variables name. They
 * must be empty unless --force, which replaces them. The archive is checked whole before anything is created or
 * written, and the restore is all or nothing: one that fails leaves the database and the files as they were.
 */
async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
  const [file] = positionals;
  if (!file) {
    console.error('Usage: npm run restore -- <archive.tar.gz> [--force]');
    process.exitCode = 2;
    return;
  }
  const { config, key } = await scriptConfig();
  const started = performance.now();
  // The embedded database's folder, when this restore is the one to create it: a failed restore takes it away again.
  const created = config.databaseUrl
    ? undefined
    : [config.dataDir, join(config.dataDir, 'pgdata')].find((path) => !existsSync(path));
  try {
    const checked = await checkArchive(resolve(file), key);
    await withConfiguredData(config, async (database, storage) => {
      const manifest = await restoreBackup(database, storage, checked, { force: values.force ?? false });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Restored the backup of ${manifest.createdAt} (${manifest.database.kind}, migration ` +
          `${manifest.database.lastMigration}) into ${database.kind}: ${archiveContents(manifest)}, in ${seconds} s`,
      );
    });
  } catch (error) {
    if (!(error instanceof ArchiveError)) throw error;
    if (created) rmSync(created, { recursive: true, force: true });
    console.error(`Not restored: ${error.message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
