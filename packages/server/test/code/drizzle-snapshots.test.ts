import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const server = join(import.meta.dirname, '../..');
const drizzleKit = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const work = await mkdtemp(join(tmpdir(), 'campus-drizzle-'));
afterAll(() => rm(work, { recursive: true, force: true }));

/** Every file under a folder, with its path in it. */
const filesIn = async (folder: string) => (await readdir(folder, { recursive: true })).sort();

describe('the migrations', () => {
  it('are up to date with src/db/schema.ts: drizzle-kit generate finds nothing to add', async () => {
    // A copy of the migrations, so that whatever it would write goes there.
    const copy = join(work, 'drizzle');
    await cp(join(server, 'drizzle'), copy, { recursive: true });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      // drizzle-kit takes `out` relative to where it runs.
      [
        drizzleKit,
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './src/db/schema.ts',
        '--out',
        relative(server, copy),
      ],
      { cwd: server },
    );
    expect(stdout).toContain('No schema changes');
    expect(await filesIn(copy)).toEqual(await filesIn(join(server, 'drizzle')));
  }, 60_000);
});
