import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateX25519Identity } from 'age-encryption';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { DataDirInUse, dataDirInUse } from '../src/db/data-dir-lock.js';
import { users } from '../src/db/schema.js';
import { writeBackup } from '../src/lib/backups/backup.js';
import { localDiskStorage } from '../src/plugins/app/storage.js';
import { createStudent, PDF } from './helpers/fixtures.js';

/**
 * The backup and restore scripts (npm run build comes first; this test builds nothing) on an embedded database's
 * folder, as a stopped server leaves it: whatever DATABASE_URL the tests have, these use PGlite, so they run on the
 * PGlite run only (vitest.config.ts).
 */
const work = mkdtempSync(join(tmpdir(), 'campus-backup-scripts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run backup and npm run restore', { timeout: 60_000 }, () => {
  const run = (script: 'backup' | 'restore', args: string[], dataDir: string, key?: string) =>
    spawnSync(process.execPath, [fileURLToPath(new URL(`../dist/scripts/${script}.js`, import.meta.url)), ...args], {
      encoding: 'utf8',
      // PGlite in DATA_DIR, as the server stopped would leave it; never the PostgreSQL of a test run.
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        BACKUP_ENCRYPTION_KEY: key ?? '',
      },
    });
  const modeOf = (path: string) => statSync(path).mode & 0o777;

  // Several processes, each opening PGlite.
  it('back up a stopped server’s embedded database, encrypted, and restore it into another folder, once', async () => {
    const source = mkdtempSync(join(work, 'cli-source-'));
    const target = join(work, `cli-target-${randomUUID()}`);
    const database = await openDatabase({ dataDir: source });
    await database.migrate();
    await createStudent(database.db, { name: 'ಅನನ್ಯಾ ರಾವ್' });
    await database.close();
    const sourceStorage = localDiskStorage(join(source, 'uploads'), join(source, 'files'));
    await sourceStorage.put(`avatars/${randomUUID()}.webp`, Buffer.from('RIFF....WEBPVP8 picture'));
    await sourceStorage.putPrivate(`attachments/${randomUUID()}.pdf`, PDF, 'application/pdf');
    const key = await generateX25519Identity();
    const archive = join(work, `cli-${randomUUID()}.tar.gz.age`);

    const backedUp = run('backup', [archive], source, key);
    expect(backedUp.status, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toMatch(
      /^Backed up pglite: \d+ rows in \d+ tables and 2 files, in [\d.]+ s, to .*, encrypted with BACKUP_ENCRYPTION_KEY$/m,
    );
    expect(modeOf(archive)).toBe(0o600);
    expect(readFileSync(archive).subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');

    // Refused before anything is created: no database folder, no secret, not even DATA_DIR.
    const refused = run('restore', [archive], target);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      'Not restored: The archive is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was written with\n',
    );
    expect(existsSync(target)).toBe(false);

    const restored = run('restore', [archive], target, key);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored the backup of .* \(pglite, migration \d{4}_[\w-]+\) into pglite: /);
    // The restored files are the owner's alone, as the server writes them.
    for (const folder of ['uploads', 'uploads/avatars', 'files', 'files/attachments']) {
      expect(modeOf(join(target, folder)), folder).toBe(0o700);
    }
    for (const folder of ['uploads/avatars', 'files/attachments']) {
      for (const name of readdirSync(join(target, folder))) expect(modeOf(join(target, folder, name))).toBe(0o600);
    }
    expect(existsSync(join(target, 'jwt-secret'))).toBe(false);
    const again = run('restore', [archive], target, key);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(
      /^Not restored: Restore needs an empty database and storage, but the database has rows/,
    );

    const copy = await openDatabase({ dataDir: target });
    try {
      expect((await copy.db.select({ name: users.name }).from(users)).map((user) => user.name)).toEqual(['ಅನನ್ಯಾ ರಾವ್']);
    } finally {
      await copy.close();
    }
  }, 240_000);

  // The running server is this test's process, with the embedded database open as the server has it.
  it('refuse the DATA_DIR of a running server, saying to stop Campus first, and leave it as it was', async () => {
    const dataDir = mkdtempSync(join(work, 'cli-running-'));
    const database = await openDatabase({ dataDir });
    const archive = join(work, `cli-running-${randomUUID()}.tar.gz`);
    try {
      await database.migrate();
      await createStudent(database.db, { name: 'ಅನನ್ಯಾ ರಾವ್' });
      const noFiles = localDiskStorage(join(dataDir, 'uploads'), join(dataDir, 'files'));
      await writeBackup(database, noFiles, archive);

      const inUse = `${dataDirInUse(dataDir, process.pid)}\n`;
      const backedUp = run('backup', [join(work, `cli-refused-${randomUUID()}.tar.gz`)], dataDir);
      expect({ status: backedUp.status, stderr: backedUp.stderr }).toEqual({ status: 1, stderr: inUse });
      const restored = run('restore', [archive, '--force'], dataDir);
      expect({ status: restored.status, stderr: restored.stderr }).toEqual({ status: 1, stderr: inUse });
      // A second opening in the same process is refused too.
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUse);
      expect((await database.db.select({ name: users.name }).from(users)).map((user) => user.name)).toEqual([
        'ಅನನ್ಯಾ ರಾವ್',
      ]);
    } finally {
      await database.close();
    }
    // Stopped, the folder is free again; so is one whose lock a process that has ended left behind.
    symlinkSync('999999999:1', join(dataDir, 'campus.lock'));
    const afterStop = run('backup', [join(work, `cli-stopped-${randomUUID()}.tar.gz`)], dataDir);
    expect(afterStop.status, afterStop.stderr).toBe(0);
    // The scripts create no development secret: they sign nothing.
    expect(readdirSync(dataDir).sort()).toEqual(['disk-reserve', 'pgdata']);
  }, 180_000);
});
