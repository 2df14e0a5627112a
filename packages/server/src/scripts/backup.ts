import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeBackup } from '../lib/backups/backup.js';
import { archiveContents, scriptConfig, withConfiguredData } from './configured-data.js';

/**
 * npm run backup -- <file>: the database (DATABASE_URL, or the PGlite data folder under DATA_DIR while the server is
 * stopped) and the stored files (STORAGE, S3_*) into one archive that npm run restore takes, encrypted with
 * BACKUP_ENCRYPTION_KEY when it is set.
 */
async function main() {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: npm run backup -- <archive.tar.gz>');
    process.exitCode = 2;
    return;
  }
  const { config, key } = await scriptConfig();
  const started = performance.now();
  await withConfiguredData(config, async (database, storage) => {
    const manifest = await writeBackup(database, storage, resolve(file), key);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backed up ${database.kind}: ${archiveContents(manifest)}, in ${seconds} s, to ${resolve(file)}` +
        (key ? ', encrypted with BACKUP_ENCRYPTION_KEY' : ''),
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
