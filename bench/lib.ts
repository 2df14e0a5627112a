import { randomUUID } from 'node:crypto';
/**
 * What the benchmarks (run.ts, workers.ts) and the load test (load.ts) share: the PostgreSQL database with the large
 * data set, the built server started on it, and autocannon runs after a warm-up. All need `npm run build` first.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
export const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench';
export const SIZE = { students: 100_000, courses: 1_000, payments: 500_000, auditEvents: 1_000_000 };
export const ADMIN = { email: 'bench-runner@campus.test', password: 'bench-runner-password' };

/** A process's resident memory, in KB. */
export function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Runs `sql` with the name of the database of `url` on the server's maintenance database. */
function onMaintenance(url: string, sql: (name: string) => string[]) {
  const name = new URL(url).pathname.slice(1);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  return withClient(maintenance.toString(), async (client) => {
    for (const statement of sql(name)) await client.query(statement);
  });
}

/** Drops the database of `url`, if there is one, closing its connections. */
export const dropDatabase = (url: string) =>
  onMaintenance(url, (name) => [`drop database if exists "${name}" with (force)`]);

/** Makes the database of `url` anew: empty, or a copy of the database `template`. */
export const recreateDatabase = (url: string, template?: string) =>
  onMaintenance(url, (name) => [
    `drop database if exists "${name}" with (force)`,
    `create database "${name}"${template ? ` template "${template}"` : ''}`,
  ]);

export async function prepareDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const createDatabase = () =>
    withClient(maintenance.toString(), async (client) => {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await client.query(`create database "${name}"`);
    });
  await createDatabase();
  const tally = (query: string) =>
    withClient(databaseUrl, (client) =>
      client
        .query(query)
        .then((r) => r.rows[0].n as number)
        .catch(() => 0),
    );
  let students = await tally("select count(*)::int as n from users where role = 'student'");
  // seed:large writes the audit events with the rows they are about: data seeded before the audit trail is redone.
  if (students > 0 && (await tally('select count(*)::int as n from audit_events')) < SIZE.auditEvents) {
    console.log(`${databaseUrl} was seeded without the audit events: dropping it to seed it again…`);
    await withClient(maintenance.toString(), (client) => client.query(`drop database "${name}" with (force)`));
    await createDatabase();
    students = 0;
  }
  if (students < SIZE.students) {
    console.log(`Seeding ${databaseUrl} with ${SIZE.students} students…`);
    await runSeedLarge(SIZE, { DATABASE_URL: databaseUrl }, students > 0);
  }
  await addBenchAdmin(databaseUrl);
}

/** The runner's own admin (ADMIN) in the database at `url`, so a benchmark never depends on a printed password. */
export async function addBenchAdmin(url: string) {
  const passwordHash = await hash(ADMIN.password);
  await withClient(url, (client) =>
    client.query(
      `insert into users (role, name, email, password_hash) select 'admin', 'Bench runner', $1::text, $2::text
       where not exists (select 1 from users where email = $1::text and deleted_at is null)`,
      [ADMIN.email, passwordHash],
    ),
  );
}

/** `seed:large` with these sizes, on the database that `env` names (DATABASE_URL, or PGlite in DATA_DIR). */
export async function runSeedLarge(size: typeof SIZE, env: NodeJS.ProcessEnv, force = false): Promise<void> {
  await seedLargeCounted({ ...size, force }, env);
}

/**
 * `seed:large` with these options (each `--kebab-case` flag from its camelCase name; a `true` one a flag alone, a
 * `false` one left out) on the database `env` names: what it wrote (the counts it prints) and the seconds it took.
 */
export function seedLargeCounted(
  options: Record<string, number | boolean>,
  env: NodeJS.ProcessEnv,
): Promise<{ counts: Record<string, number>; seconds: number }> {
  const args = Object.entries(options).flatMap(([name, value]) => {
    const flag = `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    if (typeof value === 'boolean') return value ? [flag] : [];
    return [flag, String(value)];
  });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['packages/server/dist/scripts/seed-large.js', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`seed:large exited ${code}`));
      const counts = Object.fromEntries([...output.matchAll(/(\w+): (\d+)/g)].map(([, key, n]) => [key!, Number(n)]));
      resolve({ counts, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** Requests of one kind timed alone: their count and percentiles in ms. */
export interface RequestFigures {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  note?: string;
}

/** Requests before the timed ones in timeEach, not counted. */
export const REQUEST_WARM_UP = 5;

/** Times each request once, one after another: the first REQUEST_WARM_UP are not counted. */
export async function timeEach<T>(
  name: string,
  inputs: T[],
  request: (input: T) => Promise<Response>,
  note?: string,
): Promise<RequestFigures> {
  const times: number[] = [];
  for (const [i, input] of inputs.entries()) {
    const started = performance.now();
    const response = await request(input);
    await response.arrayBuffer();
    const took = performance.now() - started;
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    if (i >= REQUEST_WARM_UP) times.push(took);
  }
  console.log(`── ${name}: ${times.length} requests`);
  return { name, samples: times.length, p50: percentile(times, 50), p95: percentile(times, 95), note };
}

/** The lists and figures an office opens, as the admin's pages ask for them (first page, 20 rows). */
export function officePages(): { name: string; path: string }[] {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'dashboard', path: '/api/admin/dashboard' },
    { name: 'report totals', path: '/api/admin/report' },
    { name: 'recent enrollments', path: '/api/admin/report/recent-enrollments?page=1&limit=20' },
    { name: 'outstanding list', path: '/api/admin/report/outstanding?page=1&limit=20' },
    { name: 'outstanding search', path: '/api/admin/report/outstanding?search=sharma&page=1&limit=20' },
    { name: 'students list', path: '/api/admin/users?page=1&limit=20' },
    { name: 'students search', path: '/api/admin/users?search=sharma&page=1&limit=20' },
    { name: 'fees list', path: '/api/admin/fees?page=1&limit=20' },
    { name: 'payments ledger', path: '/api/admin/payments?page=1&limit=20' },
    { name: 'payments ledger, UPI payments', path: '/api/admin/payments?kind=payment&mode=UPI&page=1&limit=20' },
    { name: 'payments ledger search', path: '/api/admin/payments?search=sharma&page=1&limit=20' },
    { name: 'Activity', path: '/api/admin/audit?page=1&limit=20' },
    { name: 'day book, 30 days', path: `/api/admin/report/collections?from=${day(29)}&to=${day(0)}` },
  ];
}

/** The p-th percentile (nearest rank) of the values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** `samples` GET requests one after another, after 5 of warm-up: the p50 and p95 of their times in ms. */
export async function timeSequential(url: string, headers: Record<string, string>, samples: number) {
  const times = [];
  for (let i = 0; i < samples + 5; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export const WARM_UP_SECONDS = 2;

export function autocannonRun(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Measures after WARM_UP_SECONDS of the same traffic, so the JIT and the connection pools are warm in every case. */
export async function measure(options: autocannon.Options): Promise<Result> {
  await autocannonRun({ ...options, duration: WARM_UP_SECONDS });
  return autocannonRun(options);
}

/** Starts a server process and waits until it listens. */
export async function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  return child;
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The ceiling every request is measured against: a bare Fastify route (bench/bare-server.mjs), and its URL. */
export async function startBare(): Promise<{ bare: ChildProcess; bareUrl: string }> {
  const port = await freePort();
  const bare = await startProcess(['bench/bare-server.mjs'], { PORT: String(port) }, 'bare server listening');
  return { bare, bareUrl: `http://127.0.0.1:${port}/` };
}

/** The bench's own admin (ADMIN) signed in: the headers of its requests. */
export async function signInAdmin(base: string): Promise<Record<string, string>> {
  const { token } = await json<{ token: string }>(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return { authorization: `Bearer ${token}` };
}

/**
 * The built Campus server on the bench database, in production mode, with the login limit out of the way; `env` sets
 * other settings (another database, PGlite without DATABASE_URL).
 */
export async function startCampus(env: NodeJS.ProcessEnv = {}): Promise<{ app: ChildProcess; base: string }> {
  const appPort = await freePort();
  const app = await startProcess(
    // BENCH_NODE_ARGS: Node's own flags for the server measured (`--cpu-prof --cpu-prof-dir=/tmp/profiles`, say).
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'packages/server/dist/server.js'],
    {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      SEED_DEMO: '0',
      // The day's backup, taken as it starts once its time has passed, would run beside what is measured.
      BACKUP_AT: 'off',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_ADDRESS_MAX: '100000',
      ...env,
    },
    'Campus is running',
  );
  return { app, base: `http://127.0.0.1:${appPort}` };
}

/** A student of the large data set enrolled in at least two courses, with the date of birth they sign in with. */
export function benchStudent(): Promise<{ id: string; email: string; dob: string }> {
  return withClient(databaseUrl, (client) =>
    client
      .query(
        `select u.id, u.email, u.dob::text as dob from users u join enrollments e on e.student_id = u.id
         where u.role = 'student' and u.deleted_at is null group by u.id having count(*) >= 2 limit 1`,
      )
      .then((r) => r.rows[0] as { id: string; email: string; dob: string }),
  );
}

/**
 * ₹1 payments into accounts with ₹1,000 or more still due, so none is refused as an overpayment, taken from the first
 * `pages` pages (of 100) of the outstanding list: each call gives the headers and body of the next one, round the
 * accounts.
 */
export async function onePaymentAfterAnother(base: string, admin: Record<string, string>, pages = 1) {
  const accounts: { studentId: string; courseId: string; feeTotal: number }[] = [];
  for (let page = 1; page <= pages; page++) {
    const { items } = await json<{ items: { studentId: string; courseId: string; feeTotal: number; due: number }[] }>(
      `${base}/api/admin/report/outstanding?limit=100&page=${page}`,
      { headers: admin },
    );
    accounts.push(...items.filter((item) => item.due >= 100_000));
  }
  if (accounts.length === 0) throw new Error('no fee account with ₹1,000 or more due to pay into');
  const today = new Date().toISOString().slice(0, 10);
  let next = 0;
  return () => {
    const account = accounts[next++ % accounts.length]!;
    return {
      headers: { ...admin, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        studentId: account.studentId,
        courseId: account.courseId,
        totalFee: account.feeTotal,
        amountPaid: 100,
        paymentDate: today,
        paymentMode: 'UPI',
      }),
    };
  };
}

const RESULTS = new URL('results.md', import.meta.url);

/**
 * Writes one benchmark's section of bench/results.md, between `<!-- name -->` and `<!-- /name -->`, and leaves the
 * other sections as they are; a new section goes at the end.
 */
export function writeResultsSection(name: string, text: string) {
  const section = `<!-- ${name} -->\n${text.trim()}\n<!-- /${name} -->`;
  const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const pattern = new RegExp(`<!-- ${name} -->[\\s\\S]*?<!-- /${name} -->`);
  const next = pattern.test(current) ? current.replace(pattern, () => section) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(RESULTS, next);
}

/** Cores used on average while traffic ran: by the server's processes, by PostgreSQL's, and by this client. */
export interface Cores {
  server: number;
  database: number;
  client: number;
}

export interface Measured {
  result: Result;
  cores: Cores;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** The processes named, or with the parent given (`pgrep` arguments); none when there is none. */
function processes(args: string[]): number[] {
  try {
    return execFileSync('pgrep', args, { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU time the processes and their ended children have used (user and system), in seconds. A process that has gone
 * counts 0, but its time is then its parent's: PostgreSQL's backends come and go, and the postmaster collects theirs.
 */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // It ended meanwhile.
    }
  }
  return ticks / CLOCK_TICKS;
}

/** Runs the traffic and says how many cores the server, PostgreSQL (every backend) and the client used meanwhile. */
export async function withCores(app: ChildProcess, traffic: () => Promise<Result>): Promise<Measured> {
  const server = [app.pid!, ...processes(['-P', String(app.pid)])];
  const database = () => cpuSeconds(processes(['-x', 'postgres']));
  const before = { server: cpuSeconds(server), database: database(), client: process.cpuUsage(), at: Date.now() };
  const result = await traffic();
  const seconds = (Date.now() - before.at) / 1000;
  const client = process.cpuUsage(before.client);
  return {
    result,
    cores: {
      server: (cpuSeconds(server) - before.server) / seconds,
      database: (database() - before.database) / seconds,
      client: (client.user + client.system) / 1e6 / seconds,
    },
  };
}
