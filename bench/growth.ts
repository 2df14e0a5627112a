/**
 * How the office's pages cost as the institute grows (issue #28): the same API requests, alone and each computed (no
 * answer reused), on PostgreSQL with
 * 1,000, 10,000 and 100,000 students (courses, ledger entries and audit events in the proportions of `npm run bench`).
 * The 100,000 database is the one of `npm run bench` (BENCH_DATABASE_URL); the smaller ones are databases next to it
 * (`<name>_1k`, `<name>_10k`), seeded on first use. GROWTH_SAMPLES (default 40) requests per page and size. Writes its
 * section of bench/results.md.
 */
import { loadavg } from 'node:os';
import {
  addBenchAdmin,
  databaseUrl,
  officePages,
  prepareDatabase,
  recreateDatabase,
  runSeedLarge,
  SIZE,
  startCampus,
  stop,
  timeSequential,
  withClient,
  writeResultsSection,
  signInAdmin,
} from './lib.js';

const SAMPLES = Number(process.env.GROWTH_SAMPLES ?? 40);

const scaled = (students: number) => ({
  students,
  courses: Math.max(10, (SIZE.courses * students) / SIZE.students),
  payments: (SIZE.payments * students) / SIZE.students,
  auditEvents: (SIZE.auditEvents * students) / SIZE.students,
});

function databaseOf(suffix: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
}

/** A database seeded with `students` students, seeded anew unless it already has them. */
async function smallerDatabase(students: number, suffix: string): Promise<string> {
  const url = databaseOf(suffix);
  const seeded = await withClient(url, (client) =>
    client.query("select count(*)::int as n from users where role = 'student'").then((r) => r.rows[0].n as number),
  ).catch(() => 0);
  if (seeded !== students) {
    console.log(`Seeding ${url} with ${students} students…`);
    await recreateDatabase(url);
    await runSeedLarge(scaled(students), { DATABASE_URL: url });
  }
  await addBenchAdmin(url);
  return url;
}

async function measureAt(url: string) {
  // Nothing reused between requests (DASHBOARD_CACHE_SECONDS=0): each request reads the database.
  const { app, base } = await startCampus({ DATABASE_URL: url, DASHBOARD_CACHE_SECONDS: '0' });
  try {
    const admin = await signInAdmin(base);
    const figures: { p50: number; p95: number }[] = [];
    for (const { path } of officePages()) figures.push(await timeSequential(`${base}${path}`, admin, SAMPLES));
    return figures;
  } finally {
    await stop(app);
  }
}

async function main() {
  await prepareDatabase();
  const sizes = [
    { students: 1_000, url: await smallerDatabase(1_000, '1k') },
    { students: 10_000, url: await smallerDatabase(10_000, '10k') },
    { students: SIZE.students, url: databaseUrl },
  ];
  const results: Awaited<ReturnType<typeof measureAt>>[] = [];
  for (const size of sizes) {
    console.log(`── ${size.students} students`);
    results.push(await measureAt(size.url));
  }
  const ms = (value: number) => Math.round(value).toLocaleString('en');
  const lines = [
    '## Growth: the same pages at 1,000, 10,000 and 100,000 students (PostgreSQL)',
    '',
    `Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, load average ` +
      `${loadavg()[0]!.toFixed(2)} when it ended. Each page's API alone: ${SAMPLES} requests one after another after 5 ` +
      'of warm-up, to a server that reuses no answer (`DASHBOARD_CACHE_SECONDS=0`), so that each request reads the ' +
      'database; p50 in ms (p95 in brackets). Courses, ledger entries and audit events grow with the students: ' +
      `${(SIZE.courses / SIZE.students) * 100} course per 100 students, ${SIZE.payments / SIZE.students} ledger entries ` +
      `and ${SIZE.auditEvents / SIZE.students} audit events per student.`,
    '',
    `| page (API) | ${sizes.map((size) => `${size.students.toLocaleString('en')} students`).join(' | ')} |`,
    `|---|${sizes.map(() => '---:').join('|')}|`,
    ...officePages().map(
      ({ name }, page) =>
        `| ${name} | ${results.map((figures) => `${ms(figures[page]!.p50)} (${ms(figures[page]!.p95)})`).join(' | ')} |`,
    ),
  ];
  writeResultsSection('growth', lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
