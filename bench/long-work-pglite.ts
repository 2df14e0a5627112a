/**
 * Long work on the embedded database (issue #40, item 2): the built server on PGlite, filled through the app itself
 * (courses added, LONG_WORK_STUDENTS students, default 10,000, imported from a CSV), and meanwhile a client asking for
 * a small page (the backups list, which reads the database) one request after another; then "Back up now" with the
 * same client going on. For the import and the backup: how long each took, the longest wait of one request (the
 * server stalled that long), and the server's resident memory at peak. Writes its section of bench/results.md; needs
 * `npm run build` first.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCourses, importFile } from './import.js';
import { ADMIN, json, percentile, rssKb, startCampus, stop, writeResultsSection, signInAdmin } from './lib.js';

const STUDENTS = Number(process.env.LONG_WORK_STUDENTS ?? 10_000);
const COURSES = ['Bench Long Work A', 'Bench Long Work B', 'Bench Long Work C'];

interface Measured {
  ms: number;
  requests: number;
  p50Ms: number;
  longestMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/**
 * Runs `work` while requests to `probe` follow one another, and the server's RSS is sampled every 20 ms, until `work`
 * has resolved and `finished` says from an answer of the probe that it is over (for work answered before it is).
 */
async function whileRequesting(
  pid: number,
  probe: () => Promise<unknown>,
  work: () => Promise<unknown>,
  finished: (answer: unknown) => boolean = () => true,
): Promise<Measured> {
  const rssBefore = rssKb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssKb(pid))), 20);
  const times: number[] = [];
  const started = performance.now();
  let [answered, over] = [false, false];
  const working = work().then(() => (answered = true));
  try {
    while (!(answered && over)) {
      const asked = performance.now();
      const answer = await probe();
      times.push(performance.now() - asked);
      over = finished(answer);
    }
    await working;
  } finally {
    clearInterval(sampler);
  }
  return {
    ms: performance.now() - started,
    requests: times.length,
    p50Ms: percentile(times, 50),
    longestMs: Math.max(...times),
    rssBeforeMb: rssBefore / 1024,
    rssPeakMb: rssPeak / 1024,
  };
}

function folderBytes(path: string): number {
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-long-work-'));
  const { app, base } = await startCampus({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // The import alone is measured, without the restore point before it.
    BACKUP_BEFORE_IMPORT: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const admin = await signInAdmin(base);
    await addCourses(base, admin, COURSES);
    type List = { items: { _id: string; state: string; size: number | null }[] };
    const list = () => json<List>(`${base}/api/admin/backups`, { headers: admin });
    await list();

    console.log(`── importing ${STUDENTS.toLocaleString('en')} students while requests go on…`);
    const form = new FormData();
    form.append('dryRun', 'false');
    form.append('file', new Blob([importFile(STUDENTS, COURSES)], { type: 'text/csv' }), 'bench.csv');
    const imported = await whileRequesting(app.pid!, list, async () => {
      const report = await json<{ created: number }>(`${base}/api/admin/students/import`, {
        method: 'POST',
        headers: admin,
        body: form,
      });
      if (report.created !== STUDENTS) throw new Error(`the import created ${report.created} students`);
    });

    const folderMb = folderBytes(join(dataDir, 'pgdata')) / 1024 / 1024;
    console.log(`── backing up (data folder ${folderMb.toFixed(0)} MB) while requests go on…`);
    let id = '';
    const backup = await whileRequesting(
      app.pid!,
      list,
      async () => {
        id = (await json<{ backup: { _id: string } }>(`${base}/api/admin/backups`, { method: 'POST', headers: admin }))
          .backup._id;
      },
      (answer) => (answer as List).items.some((item) => item._id === id && item.state !== 'running'),
    );
    const taken = (await list()).items.find((item) => item._id === id)!;
    if (taken.state !== 'done') throw new Error(`the backup ended ${taken.state}`);

    const row = (name: string, m: Measured) =>
      `| ${name} | ${(m.ms / 1000).toFixed(1)} s | ${m.requests} | ${m.p50Ms.toFixed(0)} ms | ${m.longestMs.toFixed(0)} ms | ${m.rssBeforeMb.toFixed(0)} → ${m.rssPeakMb.toFixed(0)} MB |`;
    const section = `
## Long work on the embedded database (PGlite, issue #40)

Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, by \`bench/long-work-pglite.ts\`: the built server on PGlite, ${STUDENTS.toLocaleString('en')} students imported through the app's CSV import (data folder then ${folderMb.toFixed(0)} MB), then "Back up now" (archive ${((taken.size ?? 0) / 1024 / 1024).toFixed(1)} MB). Meanwhile one client asks for the backups list (a page that reads the database), one request after another: the longest of those is how long the server answered nothing.

| work | took | requests answered meanwhile | their p50 | longest request | server RSS before → peak |
|---|---:|---:|---:|---:|---:|
${row(`import of ${STUDENTS.toLocaleString('en')} students (CSV)`, imported)}
${row('backup (database and files)', backup)}
`;
    console.log(section);
    writeResultsSection('long-work-pglite', section);
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
