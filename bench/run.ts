/**
 * npm run bench: the API on PostgreSQL with a large data set, measured with autocannon against a bare Fastify
 * route on the same machine. Writes bench/results.md.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/campus_bench) is created and filled with
 * `seed:large` when it has no students. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 64) tune the runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SIZE = { students: 100_000, courses: 1_000, payments: 500_000 };
const ADMIN = { email: 'bench-runner@campus.test', password: 'bench-runner-password' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function prepareDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  await withClient(maintenance.toString(), async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  });
  const students = await withClient(databaseUrl, (client) =>
    client
      .query("select count(*)::int as n from users where role = 'student'")
      .then((r) => r.rows[0].n as number)
      .catch(() => 0),
  );
  if (students < SIZE.students) {
    console.log(`Seeding ${databaseUrl} with ${SIZE.students} students…`);
    await run('node', [
      'packages/server/dist/scripts/seed-large.js',
      '--students',
      String(SIZE.students),
      '--courses',
      String(SIZE.courses),
      '--payments',
      String(SIZE.payments),
      ...(students > 0 ? ['--force'] : []),
    ]);
  }
  // The runner's own admin, so the benchmark never depends on a printed password.
  const passwordHash = await hash(ADMIN.password);
  await withClient(databaseUrl, (client) =>
    client.query(
      `insert into users (role, name, email, password_hash) select 'admin', 'Bench runner', $1::text, $2::text
       where not exists (select 1 from users where email = $1::text and deleted_at is null)`,
      [ADMIN.email, passwordHash],
    ),
  );
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Starts a server process and waits until it listens. */
async function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
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

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

interface Row {
  name: string;
  result: Result;
}

function measure(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function main() {
  await prepareDatabase();

  const barePort = await freePort();
  const bare = await startProcess(['bench/bare-server.mjs'], { PORT: String(barePort) }, 'bare server listening');
  const appPort = await freePort();
  const app = await startProcess(
    ['packages/server/dist/server.js'],
    {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '100000',
    },
    'Campus is running',
  );
  const base = `http://127.0.0.1:${appPort}`;

  try {
    const { token: adminToken } = await json<{ token: string }>(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const admin = { authorization: `Bearer ${adminToken}` };
    const student = await withClient(databaseUrl, (client) =>
      client
        .query(
          `select u.email, u.dob::text as dob from users u join enrollments e on e.student_id = u.id
           where u.role = 'student' and u.deleted_at is null group by u.id having count(*) >= 2 limit 1`,
        )
        .then((r) => r.rows[0] as { email: string; dob: string }),
    );
    const { token: studentToken } = await json<{ token: string }>(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: student.email, password: student.dob }),
    });

    // Accounts with something still due, each paid ₹1 per request, so no request is refused as an overpayment.
    const outstanding = await json<{ items: { studentId: string; courseId: string; feeTotal: number; due: number }[] }>(
      `${base}/api/admin/report/outstanding?limit=100`,
      { headers: admin },
    );
    const accounts = outstanding.items.filter((item) => item.due >= 100_000);
    const today = new Date().toISOString().slice(0, 10);
    let next = 0;

    const rows: Row[] = [];
    const bench = async (name: string, options: autocannon.Options) => {
      console.log(`── ${name}`);
      rows.push({ name, result: await measure(options) });
      await drained(`${base}/api/admin/users?limit=1`, admin);
    };
    await bench('(a) bare Fastify route, constant JSON', { url: `http://127.0.0.1:${barePort}/` });
    await bench('(b) GET /api/users/full-me', {
      url: `${base}/api/users/full-me`,
      headers: { authorization: `Bearer ${studentToken}` },
    });
    await bench('(c) GET /api/admin/dashboard', { url: `${base}/api/admin/dashboard`, headers: admin });
    await bench('(d) GET /api/admin/users?search=sharma&page=2&limit=20', {
      url: `${base}/api/admin/users?search=sharma&page=2&limit=20`,
      headers: admin,
    });
    await bench('(e) POST /api/admin/fees (₹1 payments)', {
      url: `${base}/api/admin/fees`,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const account = accounts[next++ % accounts.length]!;
            return {
              ...request,
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
          },
        },
      ],
    });

    const csv = await measureCsv(`${base}/api/admin/report/outstanding.csv`, admin, app.pid!);
    const sizes = await webSizes();
    writeResults(rows, csv, sizes);
  } finally {
    await stop(app);
    await stop(bare);
  }
}

/** Requests still queued in the server from one scenario must not be counted against the next one. */
async function drained(url: string, headers: Record<string, string>) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(url, { headers });
    if (performance.now() - started < 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not drain its queue within 2 minutes');
}

async function measureCsv(url: string, headers: Record<string, string>, pid: number) {
  const before = rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(url, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, bytes, rows: lines - 1, rssBeforeMb: before / 1024, rssGrowthMb: (peak - before) / 1024 };
}

async function webSizes() {
  const { jsSizes } = await import('../packages/web/scripts/js-size.mjs');
  return jsSizes();
}

function writeResults(
  rows: Row[],
  csv: Awaited<ReturnType<typeof measureCsv>>,
  sizes: Awaited<ReturnType<typeof webSizes>>,
) {
  const ceiling = rows[0]!.result.requests.average;
  const lines = [
    '# Benchmark results',
    '',
    `Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, ${connections} connections, ` +
      `${seconds} s each; client and server share the machine. Database: PostgreSQL with ` +
      `${SIZE.students.toLocaleString('en')} students, ${SIZE.courses.toLocaleString('en')} courses, ` +
      `${SIZE.payments.toLocaleString('en')} payments.`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | of (a) | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ name, result }) =>
        `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ` +
        `${Math.round((result.requests.average / ceiling) * 100)}% | ${result.non2xx} | ${result.errors} |`,
    ),
    '',
    '## Outstanding-fees CSV',
    '',
    `${csv.rows.toLocaleString('en')} rows (${(csv.bytes / 1024 / 1024).toFixed(1)} MB) in ${(csv.ms / 1000).toFixed(2)} s; ` +
      `server RSS ${csv.rssBeforeMb.toFixed(0)} MB before, grew by ${csv.rssGrowthMb.toFixed(1)} MB at peak.`,
    '',
    '## Web app: JavaScript on first load (gzip)',
    '',
    '| page | files | KB |',
    '|---|---:|---:|',
    ...sizes.map((row) => `| ${row.page} | ${row.chunks.length} | ${(row.gzipBytes / 1024).toFixed(1)} |`),
    '',
  ];
  writeFileSync(new URL('results.md', import.meta.url), lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
