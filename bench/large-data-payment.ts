/**
 * Record Payment at scale, in Debian's Chromium: a scratch PostgreSQL database (BENCH_PAYMENT_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/campus_bench_payment, made anew) filled by seed:large with 40,000 students of
 * 144 names (about 280 students a name, so a name's first page of search results leaves most of them out). For a
 * student on the last page of their name's search, with two or more fee accounts, the admin opens Record Payment from
 * the fee card and pays ₹1, SAMPLES times, each on a freshly loaded page.
 *
 * Times the seed, the click on the card's Record Payment until the form offers every account, and the payment's
 * round trip (the click on Record Payment until the form says it was recorded). Fails (exit code 1) when the form
 * searches students or fees by text, misses an account or its due, picks another account than the card's, or the
 * payment is not recorded. The same behaviour at small scale: packages/web/e2e/record-payment-accounts.e2e.ts.
 * Writes its section of bench/results.md and drops the database; needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import {
  formatRupees,
  messages,
  paiseToRupeeInput,
  type AdminFeeRecord,
  type Page as ApiPage,
  type StudentListItem,
} from '@campus/domain';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../packages/web/e2e/chromium.js';
import {
  ADMIN,
  addBenchAdmin,
  dropDatabase,
  json,
  percentile,
  recreateDatabase,
  startCampus,
  stop,
  writeResultsSection,
} from './lib.js';

const SIZE = { students: 40_000, courses: 300, payments: 60_000 };
/** The page a search by name would show: the first 25 students of the name. */
const FIRST_PAGE = 25;
const SAMPLES = 5;
const AMOUNT = 1_00;
const SCRATCH_URL = process.env.BENCH_PAYMENT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench_payment';

/** seed:large without outlines, lesson progress, audit events or classes, which the payment form does not read; seconds. */
function seed(): number {
  const args = Object.entries(SIZE).flatMap(([name, value]) => [`--${name}`, String(value)]);
  const started = performance.now();
  const seeded = spawnSync(
    process.execPath,
    ['packages/server/dist/scripts/seed-large.js', ...args, '--lessons', '0', '--audit-events', '0', '--weeks', '0'],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: SCRATCH_URL, LOG_LEVEL: 'warn' } },
  );
  if (seeded.status !== 0) throw new Error(`seed:large exited ${seeded.status}`);
  return (performance.now() - started) / 1000;
}

async function main() {
  console.log(
    `── Record Payment at scale: seeding ${SCRATCH_URL} with ${SIZE.students.toLocaleString('en')} students…`,
  );
  await recreateDatabase(SCRATCH_URL);
  const seedSeconds = seed();
  await addBenchAdmin(SCRATCH_URL);
  const { app, base } = await startCampus({ DATABASE_URL: SCRATCH_URL });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const { token } = await json<{ token: string }>(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const api = <T>(path: string) => json<T>(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    const accountsOf = async (studentId: string) =>
      (await api<ApiPage<AdminFeeRecord>>(`/admin/fees?studentId=${studentId}&limit=100`)).items;

    // A student of a name hundreds share, on the last page of that name's search, with two or more accounts, one owing,
    // whose email is in no one else's (student123@… is in student1123@…), so the Fees page's search for it shows only
    // their cards.
    const [someone] = (await api<ApiPage<StudentListItem>>('/admin/users?limit=1')).items;
    const name = encodeURIComponent(someone!.name);
    const { total: namesake } = await api<ApiPage<StudentListItem>>(`/admin/users?search=${name}&limit=${FIRST_PAGE}`);
    assert.ok(namesake > 200, `only ${namesake} students are called ${someone!.name}`);
    const lastPage = Math.ceil(namesake / FIRST_PAGE);
    const last = await api<ApiPage<StudentListItem>>(
      `/admin/users?search=${name}&page=${lastPage}&limit=${FIRST_PAGE}`,
    );
    let chosen: { student: StudentListItem; card: AdminFeeRecord } | undefined;
    for (const student of last.items) {
      const accounts = await accountsOf(student._id);
      const card = accounts.find((account) => account.amountDue >= SAMPLES * AMOUNT);
      if (!card || accounts.length < 2) continue;
      const email = encodeURIComponent(student.email);
      const { total } = await api<ApiPage<AdminFeeRecord>>(`/admin/fees?search=${email}&limit=1`);
      if (total !== accounts.length) continue;
      chosen = { student, card };
      break;
    }
    if (!chosen) throw new Error(`No student on the last page of "${someone!.name}" fits`);
    const { student } = chosen;
    const cardId = chosen.card.id;

    const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');

    const load = loadavg()[0]!;
    const open: number[] = [];
    const roundTrip: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample++) {
      const accounts = await accountsOf(student._id);
      const card = accounts.find((account) => account.id === cardId)!;
      await page.goto('/admin/fees');
      await page.getByLabel('Search fee records').fill(student.email);
      const shownCard = page.getByRole('article', { name: student.name }).filter({ hasText: card.course });
      await shownCard.waitFor();

      const asked: string[] = [];
      const listen = (request: { url(): string }) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
      };
      page.on('request', listen);
      const clicked = performance.now();
      await shownCard.getByRole('link', { name: 'Record Payment' }).click();
      const course = page.getByLabel('Course');
      await course.locator('option').nth(accounts.length).waitFor({ state: 'attached' });
      await page
        .getByRole('group', { name: 'Fee account' })
        .filter({ hasText: formatRupees(card.amountDue) })
        .waitFor();
      open.push(performance.now() - clicked);
      page.off('request', listen);

      const offered = await course.locator('option').allTextContents();
      const expected = accounts.map(
        (account) =>
          `${account.course} — ${account.amountDue > 0 ? `${formatRupees(account.amountDue)} due` : 'paid in full'}`,
      );
      assert.deepEqual(offered.slice(1).sort(), expected.sort(), 'the form offers every account with what is due');
      assert.equal(await course.inputValue(), card.courseId, "the card's account is chosen");
      assert.equal(await page.getByLabel('Student', { exact: true }).inputValue(), student._id);
      assert.ok(
        asked.some((path) => path.startsWith('/api/admin/fees?') && path.includes(`studentId=${student._id}`)),
        `the form asked for the student's accounts by id: ${asked.join(', ')}`,
      );
      assert.deepEqual(
        asked.filter((path) => path.startsWith('/api/admin/users') || path.includes('search=')),
        [],
        'the form searched neither students nor fees by text',
      );

      await page.getByLabel('Amount paid (₹)').fill(paiseToRupeeInput(AMOUNT));
      await page.getByLabel('Payment mode').selectOption('Cash');
      const paid = performance.now();
      await page.getByRole('button', { name: 'Record Payment' }).click();
      await page.getByRole('status').filter({ hasText: messages.success.paymentRecorded }).waitFor();
      roundTrip.push(performance.now() - paid);
      const after = (await accountsOf(student._id)).find((account) => account.id === card.id)!;
      assert.equal(after.paidAmount, card.paidAmount + AMOUNT, 'the payment is recorded on the card’s account');
    }
    await context.close();

    const ms = (values: number[]) => `${percentile(values, 50).toFixed(0)} / ${Math.max(...values).toFixed(0)}`;
    const section = `
## Record Payment at 40,000 students (PostgreSQL, Chromium)

Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, by \`bench/large-data-payment.ts\`: seed:large with ${SIZE.students.toLocaleString('en')} students of 144 names, ${SIZE.courses} courses and ${SIZE.payments.toLocaleString('en')} payments (no outlines or audit events) in ${seedSeconds.toFixed(1)} s. A student on page ${lastPage} of the ${namesake} students called ${someone!.name}, with ${(await accountsOf(student._id)).length} fee accounts; the admin opens Record Payment from the fee card and pays ₹1, ${SAMPLES} times, each on a freshly loaded Fees page, the machine's load average ${load.toFixed(1)} as they began. Median / slowest, ms:

| step | ms |
|---|---:|
| click on the card's Record Payment until the form offers every account with its due | ${ms(open)} |
| payment round trip: click on Record Payment until the form says it was recorded | ${ms(roundTrip)} |

Each time the form asked for the student's accounts by id and searched neither students nor fees by text.
`;
    writeResultsSection('large-data-payment', section);
    console.log(section);
  } finally {
    await browser.close();
    await stop(app);
    await dropDatabase(SCRATCH_URL);
  }
}

await main();
