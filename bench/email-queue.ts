/**
 * Queuing a notice's emails on PostgreSQL: POST /api/admin/notifications with email: true to 100,000 active students,
 * timed from the request to its answer (the notice, its audit event and 100,000 outbox rows in one transaction). The
 * server sends to a local SMTP server that accepts everything, at MAIL_RATE_PER_MINUTE, while the next runs queue.
 *
 * A scratch database (BENCH_EMAIL_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/campus_bench_email) is
 * made anew with 100,000 students from seed:large, so the large data set of run.ts keeps its size. Writes its own
 * section of bench/results.md; needs `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { startMailServer } from '../packages/web/e2e/mail-server.js';
import { ADMIN, addBenchAdmin, json, recreateDatabase, startCampus, stop, writeResultsSection } from './lib.js';

const STUDENTS = 100_000;
const RUNS = 3;
const SCRATCH_URL = process.env.BENCH_EMAIL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench_email';

function seedStudents() {
  const args = ['--students', String(STUDENTS), '--courses', '100', '--payments', '0', '--audit-events', '0'];
  // No term of classes: the bench reads none.
  const seeded = spawnSync('node', ['packages/server/dist/scripts/seed-large.js', ...args, '--weeks', '0'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: SCRATCH_URL },
  });
  if (seeded.status !== 0) throw new Error(`seed:large exited ${seeded.status}`);
}

async function main() {
  console.log(`── email queue: seeding ${SCRATCH_URL} with ${STUDENTS.toLocaleString('en')} students…`);
  await recreateDatabase(SCRATCH_URL);
  seedStudents();
  await addBenchAdmin(SCRATCH_URL);
  const mail = await startMailServer();
  const { app, base } = await startCampus({
    DATABASE_URL: SCRATCH_URL,
    SMTP_URL: mail.url,
    MAIL_FROM: 'Campus Bench <bench@campus.test>',
  });
  try {
    const { token } = await json<{ token: string }>(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const runs: { ms: number; queued: number }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const started = performance.now();
      const { emailsQueued } = await json<{ emailsQueued: number }>(`${base}/api/admin/notifications`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: `Bench notice ${run}`,
          description: 'Queued by bench/email-queue.ts',
          email: true,
        }),
      });
      runs.push({ ms: performance.now() - started, queued: emailsQueued });
      console.log(`run ${run}: ${emailsQueued} emails queued in ${runs.at(-1)!.ms.toFixed(0)} ms`);
    }
    const statusStarted = performance.now();
    const status = await json<{ queued: number }>(`${base}/api/admin/email/status`, { headers });
    const statusMs = performance.now() - statusStarted;

    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
    const lines = [
      '## Email queue',
      '',
      `Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}; PostgreSQL, ` +
        `${STUDENTS.toLocaleString('en')} active students. POST /api/admin/notifications with email: true, timed ` +
        'from the request to its answer (the notice, its audit event and one outbox row per student, in one ' +
        'transaction); the outbox already holds the earlier runs\u2019 rows.',
      '',
      '| run | emails queued | seconds |',
      '|---:|---:|---:|',
      ...runs.map((r, index) => `| ${index + 1} | ${r.queued.toLocaleString('en')} | ${seconds(r.ms)} |`),
      '',
      `Median ${seconds(sorted[Math.floor(sorted.length / 2)]!)} s (goal: under 10 s). ` +
        `GET /api/admin/email/status with ${status.queued.toLocaleString('en')} emails queued: ${statusMs.toFixed(0)} ms.`,
    ];
    writeResultsSection('email-queue', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await stop(app);
    await mail.stop();
  }
}

await main();
