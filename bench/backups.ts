/**
 * Backups at 100,000 students on PostgreSQL: `npm run backup` of seed:large's data set (100,000 students, 500,000
 * ledger entries, 1,000,000 audit events, lesson progress) and 1,000 stored pictures, then `npm run restore` of that
 * archive into a new empty database and storage, each timed; the archive's size, and every table's count compared.
 *
 * Scratch databases (BENCH_BACKUP_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/campus_bench_backup, and
 * the same name with _restored) are made anew; BENCH_BACKUP_REUSE=1 keeps the seeded one. Writes its own section of
 * bench/results.md; needs `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recreateDatabase, runSeedLarge, SIZE, withClient, writeResultsSection } from './lib.js';

const SOURCE = process.env.BENCH_BACKUP_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench_backup';
const TARGET = (() => {
  const url = new URL(SOURCE);
  url.pathname = `${url.pathname}_restored`;
  return url.toString();
})();
const PICTURES = 1_000;

/** Runs one of the server's scripts with these variables; its time in seconds. */
function script(name: string, args: string[], env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, [`packages/server/dist/scripts/${name}.js`, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) throw new Error(`${name} exited ${run.status}`);
  return (performance.now() - started) / 1000;
}

async function counts(url: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' and tablename <> 'backups' order by 1",
    );
    const result: Record<string, number> = {};
    for (const { tablename } of rows) {
      result[tablename] = Number((await client.query(`select count(*) as n from "${tablename}"`)).rows[0].n);
    }
    return result;
  });
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'campus-bench-backup-'));
  const sourceDir = join(work, 'source');
  const targetDir = join(work, 'target');
  try {
    if (process.env.BENCH_BACKUP_REUSE !== '1') {
      console.log(`── backups: seeding ${SOURCE}…`);
      await recreateDatabase(SOURCE);
      await runSeedLarge(SIZE, { DATABASE_URL: SOURCE });
    }
    // Pictures as uploads leave them: a few tens of kilobytes each.
    mkdirSync(join(sourceDir, 'uploads', 'avatars'), { recursive: true });
    for (let i = 0; i < PICTURES; i++) {
      writeFileSync(join(sourceDir, 'uploads', 'avatars', `${randomUUID()}.webp`), randomBytes(24 * 1024));
    }
    const before = await counts(SOURCE);
    const archive = join(work, 'campus.tar.gz');
    const backupSeconds = script('backup', [archive], { DATABASE_URL: SOURCE, DATA_DIR: sourceDir });
    const size = statSync(archive).size;

    await recreateDatabase(TARGET);
    const restoreSeconds = script('restore', [archive], { DATABASE_URL: TARGET, DATA_DIR: targetDir });
    const after = await counts(TARGET);
    const differing = Object.keys(before).filter((table) => before[table] !== after[table]);
    if (differing.length > 0) throw new Error(`restored counts differ: ${differing.join(', ')}`);
    const rows = Object.values(before).reduce((sum, n) => sum + n, 0);
    const n = (value: number) => value.toLocaleString('en');
    writeResultsSection(
      'backups',
      `
## Backup and restore at 100,000 students (PostgreSQL)

Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, by \`bench/backups.ts\`: seed:large's data set (${n(before.users ?? 0)} users, ${n(before.payments ?? 0)} ledger entries, ${n(before.audit_events ?? 0)} audit events, ${n(before.lesson_completions ?? 0)} lesson completions; ${n(rows)} rows in ${Object.keys(before).length} tables) and ${n(PICTURES)} stored pictures of 24 KB.

| step | time | |
|---|---:|---|
| \`npm run backup -- campus.tar.gz\` | ${backupSeconds.toFixed(1)} s | archive ${(size / 1024 / 1024).toFixed(1)} MB |
| \`npm run restore -- campus.tar.gz\` into an empty database and storage | ${restoreSeconds.toFixed(1)} s | every table's count equal |
`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
