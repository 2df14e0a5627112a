import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { createCourse, createFeePlan, createStudents, enrollEveryone } from './helpers/fixtures.js';
import { freePort, startBuiltServer, type BuiltServer } from './helpers/server-process.js';

/**
 * The built server (npm run build comes first; this test builds nothing) restarted past LATE_FEES_AT on a PGlite folder
 * where thousands of accounts are overdue: it listens and answers at once, while the day's late-fee run, started as it
 * starts, goes on in short transactions.
 */
const ACCOUNTS = 4_000;
/** India's 11:30 on 1 March 2027: the weekly late fee of an instalment due on 1 January has run eight times. */
const CLOCK = '2027-03-01T06:00:00Z';

let dataDir: string;
let server: BuiltServer | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'campus-start-up-'));
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const { db } = database;
    const course = await createCourse(db, { price: 30_000_00 });
    await createFeePlan(db, course.id, [{ amount: 30_000_00, dueDate: '2027-01-01' }], {
      kind: 'fixed',
      value: 100_00,
      graceDays: 0,
      everyDays: 7,
    });
    const students = await createStudents(db, ACCOUNTS);
    await enrollEveryone(db, students, course, new Date('2026-12-01T06:00:00Z'));
  } finally {
    await database.close();
  }
}, 180_000);

afterAll(() => {
  if (server?.process.exitCode === null) server.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** When the request first got a 200, asked again every 50 ms until `deadline`. */
async function firstAnswer(url: string, deadline: number): Promise<number> {
  for (;;) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return performance.now();
    if (performance.now() > deadline) throw new Error(`${url} never answered:\n${server?.output()}`);
    await sleep(50);
  }
}

describe('a restart past the late-fee time', () => {
  it('listens and answers at once, while the day’s run goes on', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startBuiltServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TEST_CLOCK: CLOCK,
      LATE_FEES_AT: '00:30',
      LOG_LEVEL: 'info',
    });
    const { output } = server;
    let listening = Infinity;
    server.process.stdout!.on('data', () => {
      if (listening === Infinity && output().includes('Campus is running')) listening = performance.now();
    });
    const charged = () => /"msg":"charged the late fees of the day"/.test(output());

    // Node, PGlite and the app starting on a busy machine take seconds; a start-up that waited for the run, minutes.
    const deadline = performance.now() + 60_000;
    const live = await firstAnswer(`${base}/api/health`, deadline);
    // Readiness asks the database: it answers between two of the run's transactions.
    await firstAnswer(`${base}/api/ready`, deadline);
    const runningStill = !charged();
    while (!charged()) {
      expect(server.process.exitCode, output()).toBeNull();
      await sleep(100);
    }
    const ran = performance.now() - listening;
    expect(output()).not.toContain('could not charge the late fees of the day');
    const { applied } = JSON.parse(
      output()
        .split('\n')
        .find((line) => line.includes('"applied"'))!,
    ) as {
      applied: number;
    };
    // Nine weekly periods since 1 January, on every account: the run was a long one.
    expect(applied).toBe(ACCOUNTS * 9);
    expect(runningStill, 'both probes were answered while the run went on').toBe(true);
    // Answered between two of the run's first batches: early in the run, however much a busy machine slows both.
    expect(live - listening, `ms from listening to the first answer, of a run of ${ran} ms`).toBeLessThan(ran / 3);
  }, 300_000);
});
