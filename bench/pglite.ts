/**
 * The embedded database at an institute's size (issues #28, #40): the built server on PGlite, filled the way an office
 * fills it, through the app itself: courses added, PGLITE_STUDENTS (default 10,000) students imported from a CSV, then
 * PGLITE_PAYMENTS (default 2,000) payments recorded one by one. Nothing analyzes the database but the server itself
 * (PGlite has no autovacuum; the server keeps the statistics). Then each page's API alone (p50/p95 of sequential
 * requests), the report page in Chromium, and a student's full-me and a payment while an outstanding-fees CSV export
 * runs. Writes its section of bench/results.md. PGLITE_SAMPLES (default 40) requests per page.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../packages/web/e2e/chromium.js';
import { addCourses, importFile, importStudents } from './import.js';
import {
  ADMIN,
  json,
  officePages,
  percentile,
  startCampus,
  stop,
  timeSequential,
  writeResultsSection,
  signInAdmin,
} from './lib.js';

const SIZE = {
  students: Number(process.env.PGLITE_STUDENTS ?? 10_000),
  courses: 10,
  payments: Number(process.env.PGLITE_PAYMENTS ?? 2_000),
};
const SAMPLES = Number(process.env.PGLITE_SAMPLES ?? 40);
const GOALS = { pageP95Ms: 300, reportPageMs: 1000, duringExportMs: 500 };

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-pglite-run-'));
  // Nothing reused between requests (DASHBOARD_CACHE_SECONDS=0): each request reads the database.
  const { app, base } = await startCampus({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DASHBOARD_CACHE_SECONDS: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const admin = await signInAdmin(base);
    const fill = await fillThroughTheApp(base, admin);
    const post = (path: string, body: unknown) =>
      json<{ token: string }>(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const student = await someStudent(base, admin);
    const asStudent = {
      authorization: `Bearer ${(await post('/api/users/login', { email: student.email, password: student.dob })).token}`,
    };

    const pages = [];
    for (const { name, path } of officePages()) {
      console.log(`── ${name}`);
      pages.push({ name, ...(await timeSequential(`${base}${path}`, admin, SAMPLES)) });
    }
    const reportPageMs = await reportPageInBrowser(base);
    const duringExport = await whileExporting(base, admin, asStudent, await paymentsIntoOutstanding(base, admin));
    const section = render(fill, pages, reportPageMs, duringExport);
    writeResultsSection('pglite', section);
    console.log(section);
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Courses, the students' import and the payments, through the app's routes as the office's pages send them. */
async function fillThroughTheApp(base: string, admin: Record<string, string>) {
  const courses = Array.from({ length: SIZE.courses }, (_, i) => `Bench PGlite Course ${i + 1}`);
  await addCourses(base, admin, courses);
  console.log(`Importing ${SIZE.students.toLocaleString('en')} students…`);
  let started = performance.now();
  await importStudents(base, admin, importFile(SIZE.students, courses), false, SIZE.students);
  const importMs = performance.now() - started;
  console.log(`Recording ${SIZE.payments.toLocaleString('en')} payments…`);
  const nextPayment = await paymentsIntoOutstanding(base, admin);
  started = performance.now();
  for (let i = 0; i < SIZE.payments; i++) {
    await json(`${base}/api/admin/fees`, { method: 'POST', ...nextPayment() });
  }
  return { importMs, paymentsMs: performance.now() - started };
}

/**
 * ₹1 payments into the outstanding list's first 100 accounts in turn: just imported, none is overdue yet (the large
 * data set's `onePaymentAfterAnother` looks for overdue ones).
 */
async function paymentsIntoOutstanding(base: string, admin: Record<string, string>) {
  const { items } = await json<{ items: { studentId: string; courseId: string; feeTotal: number }[] }>(
    `${base}/api/admin/report/outstanding?limit=100`,
    { headers: admin },
  );
  const today = new Date().toISOString().slice(0, 10);
  let next = 0;
  return () => {
    const { studentId, courseId, feeTotal } = items[next++ % items.length]!;
    return {
      headers: { ...admin, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        studentId,
        courseId,
        totalFee: feeTotal,
        amountPaid: 100,
        paymentDate: today,
        paymentMode: 'UPI',
      }),
    };
  };
}

/** A student with fees outstanding: their email and the date of birth they sign in with (an admin may read it). */
async function someStudent(base: string, admin: Record<string, string>) {
  const { items } = await json<{ items: { studentId: string; courseId: string; feeTotal: number; due: number }[] }>(
    `${base}/api/admin/report/outstanding?limit=20`,
    { headers: admin },
  );
  const account = items.find((item) => item.feeTotal >= 100_00);
  if (!account) throw new Error('no outstanding fee account of ₹100 or more');
  const { user } = await json<{ user: { email: string; dob: string } }>(
    `${base}/api/admin/users/${account.studentId}`,
    { headers: admin },
  );
  return { email: user.email, dob: user.dob };
}

/** From the address typed to the report's totals and lists shown, in Chromium, signed in as the admin. */
async function reportPageInBrowser(base: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');
    const times = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      await page.goto(`${base}/admin/generate-report`);
      await page.locator('ul[aria-label="Totals"][aria-busy="false"]').waitFor();
      await page.waitForFunction('document.querySelectorAll(\'main [aria-busy="true"]\').length === 0');
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await browser.close();
  }
}

/**
 * A full outstanding-fees CSV download, five times, and meanwhile, one after another, a student's full-me and a ₹1
 * payment: how long each took while the export ran.
 */
async function whileExporting(
  base: string,
  admin: Record<string, string>,
  asStudent: Record<string, string>,
  nextPayment: () => { headers: Record<string, string>; body: string },
) {
  const fullMe: number[] = [];
  const payment: number[] = [];
  const exportMs: number[] = [];
  for (let run = 0; run < 5; run++) {
    let exporting = true;
    const started = performance.now();
    const download = fetch(`${base}/api/admin/report/outstanding.csv`, { headers: admin })
      .then((response) => response.arrayBuffer())
      .finally(() => {
        exporting = false;
        exportMs.push(performance.now() - started);
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    while (exporting) {
      const at = performance.now();
      await json(`${base}/api/users/full-me`, { headers: asStudent });
      if (exporting) fullMe.push(performance.now() - at);
      const paying = performance.now();
      await json(`${base}/api/admin/fees`, { method: 'POST', ...nextPayment() });
      if (exporting) payment.push(performance.now() - paying);
    }
    await download;
  }
  return { fullMe, payment, exportMs };
}

const ms = (value: number) => Math.round(value).toLocaleString('en');
const verdict = (met: boolean) => (met ? 'met' : '**not met**');

function render(
  fill: Awaited<ReturnType<typeof fillThroughTheApp>>,
  pages: { name: string; p50: number; p95: number }[],
  reportPageMs: number[],
  during: Awaited<ReturnType<typeof whileExporting>>,
): string {
  const reportP50 = percentile(reportPageMs, 50);
  const worst = (values: number[]) => (values.length ? Math.max(...values) : NaN);
  return [
    `## PGlite at ${SIZE.students.toLocaleString('en')} students, filled through the app`,
    '',
    `Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(2)} when it ended; ` +
      `the built server on the embedded database (PGlite), filled through its own routes: ${SIZE.courses} courses, ` +
      `${SIZE.students.toLocaleString('en')} students imported from a CSV (${(fill.importMs / 1000).toFixed(1)} s), ` +
      `then ${SIZE.payments.toLocaleString('en')} payments one by one (${(fill.paymentsMs / 1000).toFixed(1)} s). ` +
      "Nothing analyzed the database but the server itself. Each page's API alone: " +
      `${SAMPLES} requests one after another, after 5 of warm-up. The server reuses no answer ` +
      '(`DASHBOARD_CACHE_SECONDS=0`): each request reads the database. ' +
      `Goal: p95 under ${GOALS.pageP95Ms} ms.`,
    '',
    '| page (API) | p50 ms | p95 ms | goal |',
    '|---|---:|---:|---|',
    ...pages.map(({ name, p50, p95 }) => `| ${name} | ${ms(p50)} | ${ms(p95)} | ${verdict(p95 < GOALS.pageP95Ms)} |`),
    '',
    `Report page in Chromium (desktop, from the address to the totals and lists shown, 5 loads): median ` +
      `${ms(reportP50)} ms, slowest ${ms(worst(reportPageMs))} ms; goal under ${GOALS.reportPageMs} ms: ` +
      `${verdict(reportP50 < GOALS.reportPageMs)}.`,
    '',
    `While an outstanding-fees CSV export runs (5 exports, median ${ms(percentile(during.exportMs, 50))} ms each), ` +
      `one request after another; goal under ${GOALS.duringExportMs} ms:`,
    '',
    '| request | samples | p50 ms | slowest ms | goal |',
    '|---|---:|---:|---:|---|',
    ...(
      [
        ['GET /api/users/full-me', during.fullMe],
        ['POST /api/admin/fees (₹1)', during.payment],
      ] as const
    ).map(
      ([name, values]) =>
        `| ${name} | ${values.length} | ${ms(percentile(values, 50))} | ${ms(worst(values))} | ` +
        `${verdict(worst(values) < GOALS.duringExportMs)} |`,
    ),
  ].join('\n');
}

await main();
