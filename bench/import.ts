/**
 * The student import of a 10,000-row CSV, on PostgreSQL (a scratch database, so the large data set of run.ts keeps its
 * size) and on PGlite: the dry run, then the real import, each timed, with how much the server's RSS grew at peak.
 * run.ts adds it to bench/results.md; `npm run build && tsx bench/import.ts` runs it alone and prints its section.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ADMIN, json, recreateDatabase, rssKb, startCampus, stop, signInAdmin } from './lib.js';

export const IMPORT_ROWS = 10_000;
const SCRATCH_URL = process.env.BENCH_IMPORT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench_import';
const COURSES = ['Bench Web Development', 'Bench Data Science', 'Bench Accounting'];

export interface ImportResult {
  database: string;
  dryRunMs: number;
  importMs: number;
  rssBeforeMb: number;
  rssGrowthMb: number;
}

const SURNAMES = ['Sharma', 'Iyer', 'Khan', 'Das', 'Patel', 'Reddy', 'Singh', 'Nair', 'Gupta', 'Joshi'];

/**
 * `rows` new students (10,000 by default), day-first dates and one or two of `courses` each, as an institute's
 * spreadsheet would have them.
 */
export function importFile(rows = IMPORT_ROWS, courses: readonly string[] = COURSES): string {
  const lines = ['name,email,phone,dob,courses'];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    const of = courses.length;
    const studies = i % 3 === 0 && of > 1 ? `${courses[i % of]}; ${courses[(i + 1) % of]}` : courses[i % of]!;
    const name = `"Student ${i} ${SURNAMES[i % SURNAMES.length]}, Bench"`;
    lines.push(`${name},bench.import.${i}@example.com,98${String(i).padStart(8, '0')},${day}/${month}/2004,${studies}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Adds courses of ₹25,000, as the admin's course form does. */
export async function addCourses(base: string, headers: Record<string, string>, names: readonly string[]) {
  for (const name of names) {
    const form = new FormData();
    for (const [field, value] of Object.entries({
      name,
      description: 'Bench',
      duration: '12',
      price: '25000',
      category: 'Bench',
    })) {
      form.append(field, value);
    }
    await json(`${base}/api/courses`, { method: 'POST', headers, body: form });
  }
}

/** The student import of `file` through the app, as the Import page sends it; it must create `rows` students. */
export async function importStudents(
  base: string,
  headers: Record<string, string>,
  file: string,
  dryRun: boolean,
  rows: number,
) {
  const form = new FormData();
  form.append('dryRun', String(dryRun));
  form.append('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
  const report = await json<{ created: number; errors: unknown[] }>(`${base}/api/admin/students/import`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (report.created !== rows || report.errors.length > 0) {
    throw new Error(`the bench file did not import cleanly: ${JSON.stringify(report).slice(0, 300)}`);
  }
}

/** Starts Campus on the database, adds the courses, and times the dry run and the import of the same file. */
async function measureOn(database: string, env: NodeJS.ProcessEnv): Promise<ImportResult> {
  const { app, base } = await startCampus({
    ...env,
    SEED_DEMO: '0',
    BACKUP_AT: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const headers = await signInAdmin(base);
    await addCourses(base, headers, COURSES);
    const file = importFile();
    const run = async (dryRun: boolean) => {
      const started = performance.now();
      await importStudents(base, headers, file, dryRun, IMPORT_ROWS);
      return performance.now() - started;
    };

    const before = rssKb(app.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(app.pid!))), 20);
    try {
      const dryRunMs = await run(true);
      const importMs = await run(false);
      return { database, dryRunMs, importMs, rssBeforeMb: before / 1024, rssGrowthMb: (peak - before) / 1024 };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await stop(app);
  }
}

export async function measureImports(): Promise<ImportResult[]> {
  await recreateDatabase(SCRATCH_URL);
  const postgres = await measureOn('PostgreSQL', { DATABASE_URL: SCRATCH_URL });
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-import-'));
  try {
    // PGlite: the server's default when DATABASE_URL is not set.
    const pglite = await measureOn('PGlite', { DATABASE_URL: undefined, DATA_DIR: dataDir });
    return [postgres, pglite];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function importSection(results: ImportResult[]): string[] {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  return [
    `### Student import (${IMPORT_ROWS.toLocaleString('en')}-row CSV, new students)`,
    '',
    '| database | dry run s | import s | server RSS before MB | RSS growth at peak MB |',
    '|---|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${seconds(r.dryRunMs)} | ${seconds(r.importMs)} | ${r.rssBeforeMb.toFixed(0)} | ${r.rssGrowthMb.toFixed(1)} |`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  console.log(importSection(await measureImports()).join('\n'));
}
