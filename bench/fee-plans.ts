/**
 * Fee plans at 100,000 students on PostgreSQL: every fee account put on a three-instalment plan with a monthly late
 * fee, then POST /api/admin/late-fees/run timed (the first run charges what is due, a second one nothing), and the
 * report's totals with their ageing and the dashboard, each computed afresh (DASHBOARD_CACHE_SECONDS=0), before the
 * plans and after the late fees.
 *
 * A scratch database (BENCH_FEES_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/campus_bench_fees) is made
 * anew with seed:large's 100,000 students and 500,000 payments, and kept as it is then in a copy (…_seeded), from which
 * BENCH_FEES_REUSE=1 makes it again instead of seeding; the data set of run.ts keeps its shape. Writes
 * its own section of bench/results.md; needs `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import {
  addBenchAdmin,
  json,
  percentile,
  recreateDatabase,
  startCampus,
  stop,
  withClient,
  writeResultsSection,
  signInAdmin,
} from './lib.js';

const STUDENTS = 100_000;
const SAMPLES = 5;
const SCRATCH_URL = process.env.BENCH_FEES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench_fees';

function seedStudents() {
  const args = ['--students', String(STUDENTS), '--courses', '1000', '--payments', '500000', '--audit-events', '0'];
  // No term of classes: the bench reads none.
  const seeded = spawnSync('node', ['packages/server/dist/scripts/seed-large.js', ...args, '--weeks', '0'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: SCRATCH_URL },
  });
  if (seeded.status !== 0) throw new Error(`seed:large exited ${seeded.status}`);
}

/**
 * Each course gets a plan (a third of its price due on enrolment, 30 and 60 days after, ₹500 once 7 days late), and
 * each open account its instalments as if it had enrolled 10 days ago: its first instalment is 3 days past the grace,
 * so the day's run charges one late fee on every account that still owes it, as a busy day of a large institute would.
 */
async function putAccountsOnPlans() {
  await withClient(SCRATCH_URL, async (client) => {
    await client.query(`
      insert into fee_plans (course_id, version, instalments, late_fee)
      select id, 1,
        jsonb_build_array(
          jsonb_build_object('amount', price - 2 * (price / 3), 'dueAfterDays', 0),
          jsonb_build_object('amount', price / 3, 'dueAfterDays', 30),
          jsonb_build_object('amount', price / 3, 'dueAfterDays', 60)),
        '{"kind": "fixed", "value": 50000, "graceDays": 7}'::jsonb
      from courses`);
    await client.query(`
      update fee_accounts a set fee_plan_id = p.id, due_date = null
      from fee_plans p where p.course_id = a.course_id and a.closed_at is null`);
    await client.query(`
      insert into fee_instalments (fee_account_id, number, due_date, amount, amount_before, last)
      select a.id, n, (now() at time zone 'Asia/Kolkata')::date - 10 + (n - 1) * 30,
        case when n = 1 then a.total_fee - 2 * (a.total_fee / 3) else a.total_fee / 3 end,
        case when n = 1 then 0 else a.total_fee - 2 * (a.total_fee / 3) + (n - 2) * (a.total_fee / 3) end,
        n = 3
      from fee_accounts a cross join generate_series(1, 3) n
      where a.fee_plan_id is not null`);
    await client.query('analyze fee_accounts; analyze fee_instalments; analyze fee_plans');
  });
}

async function count(sql: string): Promise<number> {
  return withClient(SCRATCH_URL, async (client) => Number((await client.query(sql)).rows[0].n));
}

/** The median and slowest of SAMPLES requests, one at a time, in ms. */
async function timed(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return { median: percentile(times, 50), max: Math.max(...times) };
}

async function main() {
  const seeded = `${new URL(SCRATCH_URL).pathname.slice(1)}_seeded`;
  if (process.env.BENCH_FEES_REUSE === '1') {
    await recreateDatabase(SCRATCH_URL, seeded);
  } else {
    console.log(`── fee plans: seeding ${SCRATCH_URL} with ${STUDENTS.toLocaleString('en')} students…`);
    await recreateDatabase(SCRATCH_URL);
    seedStudents();
    await addBenchAdmin(SCRATCH_URL);
    const copy = new URL(SCRATCH_URL);
    copy.pathname = `/${seeded}`;
    await recreateDatabase(copy.toString(), new URL(SCRATCH_URL).pathname.slice(1));
  }
  const { app, base } = await startCampus({
    DATABASE_URL: SCRATCH_URL,
    DASHBOARD_CACHE_SECONDS: '0',
    LATE_FEES_AT: 'off',
    // The first run takes longer than a request may by default.
    REQUEST_TIMEOUT_SECONDS: '3600',
  });
  try {
    const headers = await signInAdmin(base);
    const pages = {
      report: `${base}/api/admin/report`,
      dashboard: `${base}/api/admin/dashboard`,
      outstanding: `${base}/api/admin/report/outstanding?page=1&limit=20`,
    };
    const before = {
      report: await timed(pages.report, headers),
      dashboard: await timed(pages.dashboard, headers),
      outstanding: await timed(pages.outstanding, headers),
    };

    const planStarted = performance.now();
    await putAccountsOnPlans();
    const planMs = performance.now() - planStarted;
    const accounts = await count('select count(*) as n from fee_accounts where fee_plan_id is not null');
    const instalments = await count('select count(*) as n from fee_instalments');

    const runs: { ms: number; applied: number }[] = [];
    for (let run = 1; run <= 2; run++) {
      const started = performance.now();
      const { applied } = await json<{ applied: number }>(`${base}/api/admin/late-fees/run`, {
        method: 'POST',
        headers,
      });
      runs.push({ ms: performance.now() - started, applied });
      console.log(`late-fee run ${run}: ${applied} late fees in ${runs.at(-1)!.ms.toFixed(0)} ms`);
    }
    const charged = await count("select count(distinct fee_account_id) as n from payments where kind = 'late_fee'");
    const after = {
      report: await timed(pages.report, headers),
      dashboard: await timed(pages.dashboard, headers),
      outstanding: await timed(pages.outstanding, headers),
    };
    const ms = (value: number) => value.toFixed(0);
    const line = (name: string, key: keyof typeof before) =>
      `| ${name} | ${ms(before[key].median)} / ${ms(before[key].max)} | ${ms(after[key].median)} / ${ms(after[key].max)} |`;
    writeResultsSection(
      'fee-plans',
      `
## Fee plans and late fees at 100,000 students (PostgreSQL)

Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, by \`bench/fee-plans.ts\`: ${accounts.toLocaleString('en')} open fee accounts of ${STUDENTS.toLocaleString('en')} students put on three-instalment plans (${instalments.toLocaleString('en')} instalments, written in ${(planMs / 1000).toFixed(1)} s) with ₹500 once 7 days late, each first instalment 3 days past its grace.

| late-fee run (POST /api/admin/late-fees/run) | late fees added | time |
|---|---:|---:|
| first: one late fee on each of ${charged.toLocaleString('en')} accounts still owing | ${runs[0]!.applied.toLocaleString('en')} | ${(runs[0]!.ms / 1000).toFixed(1)} s |
| second, the same day | ${runs[1]!.applied.toLocaleString('en')} | ${(runs[1]!.ms / 1000).toFixed(1)} s |

Each page computed afresh (DASHBOARD_CACHE_SECONDS=0), ${SAMPLES} requests one at a time, median / slowest in ms:

| page | before the plans | with plans, ageing and late fees |
|---|---:|---:|
${line('report totals with ageing: GET /api/admin/report', 'report')}
${line('dashboard (due and overdue): GET /api/admin/dashboard', 'dashboard')}
${line('outstanding list with ageing: GET /api/admin/report/outstanding?page=1&limit=20', 'outstanding')}
`,
    );
  } finally {
    await stop(app);
  }
}

await main();
