import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  formatRupees,
  messages,
  paiseToRupeeInput,
  type AdminFeeRecord,
  type Page as ApiPage,
  type StudentListItem,
} from '@campus/domain';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './browser';
import { fillAdminLogin } from './session';
import { startServer } from './server';

/**
 * The payment form at scale: a second built server on a scratch PostgreSQL database filled by `seed:large`, where
 * hundreds of students share each name (12 first × 12 last names), so a name's first page of search results leaves
 * most of its students out.
 */

const seedLargeScript = fileURLToPath(new URL('../../server/dist/scripts/seed-large.js', import.meta.url));
/** The admin seed:large creates (see packages/server/src/scripts/seed-large.ts). */
const BENCH_ADMIN = { email: 'bench-admin@campus.test', password: 'Bench@12345' };
/** About 280 students per name: hundreds, seeded in well under a minute. */
const STUDENTS = 40_000;
/** The page the old form searched: the first 25 students of the name. */
const FIRST_PAGE = 25;
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onServer(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

async function seedLarge(databaseUrl: string) {
  const child = spawn(
    process.execPath,
    // No course outlines: this test is about payments, and millions of lesson completions would take minutes.
    [seedLargeScript, '--students', String(STUDENTS), '--courses', '300', '--payments', '60000', '--lessons', '0'],
    { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(0);
}

const database = `campus_e2e_${randomBytes(6).toString('hex')}`;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  await onServer((client) => client.query(`create database ${database}`));
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  await seedLarge(url.toString());
  server = await startServer({ DATABASE_URL: url.toString(), SEED_DEMO: '0' });
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop });
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await onServer((client) => client.query(`drop database if exists ${database} with (force)`));
}, 60_000);

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server!.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const accountsOf = async (studentId: string) =>
  (await api<ApiPage<AdminFeeRecord>>(`/admin/fees?studentId=${studentId}&limit=100`)).items;

/** A student of a name hundreds share, on the last page of that name's search, with an account still owing. */
async function studentBeyondTheFirstPage() {
  const [someone] = (await api<ApiPage<StudentListItem>>('/admin/users?limit=1')).items;
  const name = encodeURIComponent(someone!.name);
  const { total } = await api<ApiPage<StudentListItem>>(`/admin/users?search=${name}&limit=${FIRST_PAGE}`);
  expect(total).toBeGreaterThan(200);
  const lastPage = Math.ceil(total / FIRST_PAGE);
  const last = await api<ApiPage<StudentListItem>>(`/admin/users?search=${name}&page=${lastPage}&limit=${FIRST_PAGE}`);
  for (const student of last.items) {
    const accounts = await accountsOf(student._id);
    const owing = accounts.find((account) => account.amountDue > 0);
    if (owing && accounts.length > 1) return { student, accounts, owing };
  }
  throw new Error(`No student on the last page of "${someone!.name}" owes anything`);
}

describe('Record Payment on the large data set', () => {
  it('shows the accounts of a student whose name hundreds share, opened from their fee card, and records a payment', async () => {
    const { student, accounts, owing } = await studentBeyondTheFirstPage();

    await page.goto('/admin/login');
    await fillAdminLogin(page, BENCH_ADMIN);
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/fees');
    await page.getByLabel('Search fee records').fill(student.email);
    const card = page.getByRole('article', { name: student.name }).filter({ hasText: owing.course });
    await card.waitFor();

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await card.getByRole('link', { name: 'Record Payment' }).click();
    await page.waitForURL('**/admin/record-fee-payment');

    // Every account of the student is offered, with what is due, and the card's account is chosen and shown.
    const course = page.getByLabel('Course');
    for (const account of accounts) {
      const due = account.amountDue > 0 ? `${formatRupees(account.amountDue)} due` : 'paid in full';
      await course.getByRole('option', { name: `${account.course} — ${due}` }).waitFor({ state: 'attached' });
    }
    expect(await course.inputValue()).toBe(owing.courseId);
    expect(await page.getByLabel('Student', { exact: true }).inputValue()).toBe(student._id);
    const shown = page.getByRole('group', { name: 'Fee account' });
    await expect.poll(() => shown.innerText()).toContain(formatRupees(owing.amountDue));

    // The form asked for this student's accounts by id, and searched neither students nor fees by text.
    const beforePaying = [...asked];
    expect(beforePaying.some((path) => path.startsWith('/api/admin/fees?') && path.includes(student._id))).toBe(true);
    expect(beforePaying.filter((path) => path.startsWith('/api/admin/users') || path.includes('search='))).toEqual([]);

    const amount = Math.min(owing.amountDue, 500_00);
    await page.getByLabel('Amount paid (₹)').fill(paiseToRupeeInput(amount));
    await page.getByLabel('Payment mode').selectOption('Cash');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await page.getByRole('status').filter({ hasText: messages.success.paymentRecorded }).waitFor();

    const after = (await accountsOf(student._id)).find((account) => account.id === owing.id)!;
    expect(after.paidAmount).toBe(owing.paidAmount + amount);
  }, 60_000);
});
