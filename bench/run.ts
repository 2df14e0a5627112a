/**
 * npm run bench: the API on PostgreSQL with a large data set, measured with autocannon against a bare Fastify
 * route on the same machine. Writes its section of bench/results.md.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/campus_bench) is created and filled with
 * `seed:large` when it has no students (and filled anew when it was seeded before the audit trail). BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 64) tune the runs.
 * BENCH_ONLY (a regular expression) runs only the scenarios whose names match, and prints them without writing
 * bench/results.md. The GETs whose answers the server reuses between changes (a student's profile, the office's lists)
 * are measured again against a server that reuses none, so that each request is computed.
 */
import type autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { importSection, measureImports } from './import.js';
import {
  benchStudent,
  databaseUrl,
  json,
  measure as measureAfterWarmUp,
  officePages,
  onePaymentAfterAnother,
  prepareDatabase,
  startBare,
  rssKb,
  SIZE,
  startCampus,
  stop,
  WARM_UP_SECONDS,
  withClient,
  withCores,
  writeResultsSection,
  type Cores,
  signInAdmin,
} from './lib.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

interface Row {
  name: string;
  result: Result;
  /** The cores used meanwhile by the server, PostgreSQL and the client. */
  cores: Cores;
  /** The same requests one at a time: the latency of a request that does not queue behind 63 others. */
  alone?: Result;
  /** The same requests to a server that reuses no answer (DASHBOARD_CACHE_SECONDS=0): each one computed. */
  computed?: Result;
}

const measure = (options: autocannon.Options) => measureAfterWarmUp({ connections, duration: seconds, ...options });

async function main() {
  await prepareDatabase();

  const { bare, bareUrl } = await startBare();
  let { app, base } = await startCampus();

  try {
    const admin = await signInAdmin(base);
    const student = await benchStudent();
    const { token: studentToken } = await json<{ token: string }>(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: student.email, password: student.dob }),
    });

    const nextPayment = await onePaymentAfterAnother(base, admin);

    const rows: Row[] = [];
    const bench = async (name: string, options: autocannon.Options) => {
      if (only && !only.test(name)) return;
      console.log(`── ${name}`);
      const { result, cores } = await withCores(app, () => measure(options));
      await drained(`${base}/api/admin/users?limit=1`, admin);
      const alone = await measure({ ...options, connections: 1, duration: Math.max(3, seconds / 2) });
      rows.push({ name, result, cores, alone });
    };
    console.log('── (a) bare Fastify route, constant JSON');
    rows.push({
      name: '(a) bare Fastify route, constant JSON',
      ...(await withCores(bare, () => measure({ url: bareUrl }))),
    });
    await bench('(b) GET /api/users/full-me', {
      url: `${base}/api/users/full-me`,
      headers: { authorization: `Bearer ${studentToken}` },
    });
    await bench('(c) POST /api/admin/fees (₹1 payments)', {
      url: `${base}/api/admin/fees`,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({ ...request, ...nextPayment() }),
        },
      ],
    });
    const { items } = await json<{ items: { _id: string }[] }>(`${base}/api/admin/payments?kind=payment&limit=1`, {
      headers: admin,
    });
    await bench('(d) GET /api/admin/payments/:id/receipt.pdf', {
      url: `${base}/api/admin/payments/${items[0]!._id}/receipt.pdf`,
      headers: admin,
    });
    await bench("(e) GET /api/admin/audit?studentId=…&page=1&limit=20 (one student's history)", {
      url: `${base}/api/admin/audit?studentId=${student.id}&page=1&limit=20`,
      headers: admin,
    });
    const largest = await largestCourse();
    const learningGets = [
      {
        name: '(f) GET /api/courses?page=1&limit=20 (the course catalogue a student searches)',
        path: '/api/courses?page=1&limit=20',
        headers: { authorization: `Bearer ${studentToken}` },
      },
      {
        name: `(g) GET /api/admin/courses/:id/progress?page=1&limit=20 (its ${largest.students} students)`,
        path: `/api/admin/courses/${largest.id}/progress?page=1&limit=20`,
        headers: admin,
      },
    ];
    for (const { name, path, headers } of learningGets) await bench(name, { url: `${base}${path}`, headers });
    for (const { name, path } of officePages()) {
      await bench(`${name}: GET ${path}`, { url: `${base}${path}`, headers: admin });
    }
    const csv = only ? undefined : await measureCsv(`${base}/api/admin/report/outstanding.csv`, admin, app.pid!);

    await stop(app);
    ({ app, base } = await startCampus({ DASHBOARD_CACHE_SECONDS: '0' }));
    const reusedGets = [
      {
        name: '(b) GET /api/users/full-me',
        path: '/api/users/full-me',
        headers: { authorization: `Bearer ${studentToken}` },
      },
      ...learningGets,
      // The dashboard's figures and the report's totals were reused before the lists were (a scan of every account).
      ...officePages()
        .filter(({ name }) => name !== 'dashboard' && name !== 'report totals')
        .map(({ name, path }) => ({ name: `${name}: GET ${path}`, path, headers: admin })),
    ];
    for (const { name, path, headers } of reusedGets) {
      const row = rows.find((measured) => measured.name === name);
      if (!row) continue;
      console.log(`── ${name}, every request computed`);
      row.computed = await measure({ url: `${base}${path}`, headers });
      await drained(`${base}/api/admin/users?limit=1`, admin);
    }

    if (!csv) {
      printRows(rows);
      return;
    }
    const sizes = await webSizes();
    await stop(app);
    const completions = await withClient(databaseUrl, async (client) =>
      Number((await client.query('select count(*) as n from lesson_completions')).rows[0].n),
    );
    writeResults(completions, rows, csv, await measureImports(), sizes);
  } finally {
    await stop(app);
    await stop(bare);
  }
}

/** The course with the most students, whose progress view is the longest to read. */
function largestCourse(): Promise<{ id: string; students: number }> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      'select course_id as id, count(*)::int as students from enrollments group by course_id order by 2 desc limit 1',
    );
    return rows[0] as { id: string; students: number };
  });
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
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, bytes, rows: lines - 1, rssBeforeMb: before / 1024, rssGrowthMb: (peak - before) / 1024 };
}

async function webSizes() {
  const { budgetKb, jsSizes } = await import('../packages/web/scripts/js-size.mjs');
  return jsSizes().map((row) => ({ ...row, budgetKb: budgetKb(row.page) }));
}

/** CPU milliseconds each request cost the server, PostgreSQL and the client, and all three together. */
function cpuPerRequest({ result, cores }: Row) {
  const ms = (used: number) => (used / result.requests.average) * 1000;
  const parts = { server: ms(cores.server), database: ms(cores.database), client: ms(cores.client) };
  return { ...parts, total: parts.server + parts.database + parts.client };
}

function scenarioTable(rows: Row[]) {
  const bare = rows[0]!;
  const ceiling = bare.result.requests.average;
  const share = (result: Result) => `${Math.round((result.requests.average / ceiling) * 100)}%`;
  const cpu = (row: Row) => {
    const { server, database, client, total } = cpuPerRequest(row);
    const allowed = Math.round((cpuPerRequest(bare).total / total) * 100);
    return `${server.toFixed(2)} / ${database.toFixed(2)} / ${client.toFixed(2)} | ${allowed}%`;
  };
  const failedNote = ({ non2xx, errors }: Result) =>
    non2xx + errors > 0 ? ` (${non2xx} non-2xx, ${errors} errors)` : '';
  return [
    `| scenario | req/s | p50 ms | p99 ms | of (a) | CPU ms per request: server / PostgreSQL / client | ` +
      `of (a) that CPU allows | non-2xx | errors | alone: p50 ms | alone: p99 ms | ` +
      `computed: req/s | computed: p99 ms | computed: of (a) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const { name, result, alone, computed } = row;
      return (
        `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ` +
        `${share(result)} | ${cpu(row)} | ${result.non2xx + (alone?.non2xx ?? 0)} | ${result.errors + (alone?.errors ?? 0)} | ` +
        `${alone?.latency.p50 ?? ''} | ${alone?.latency.p99 ?? ''} | ` +
        `${computed ? Math.round(computed.requests.average) : ''} | ${computed?.latency.p99 ?? ''} | ` +
        `${computed ? share(computed) + failedNote(computed) : ''} |`
      );
    }),
  ];
}

function printRows(rows: Row[]) {
  console.log(scenarioTable(rows).join('\n'));
}

function writeResults(
  completions: number,
  rows: Row[],
  csv: Awaited<ReturnType<typeof measureCsv>>,
  imports: Awaited<ReturnType<typeof measureImports>>,
  sizes: Awaited<ReturnType<typeof webSizes>>,
) {
  const lines = [
    '## API',
    '',
    `Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, ${connections} connections, ` +
      `${seconds} s each after ${WARM_UP_SECONDS} s of warm-up; client and server share the machine. Database: PostgreSQL with ` +
      `${SIZE.students.toLocaleString('en')} students, ${SIZE.courses.toLocaleString('en')} courses, ` +
      `${SIZE.payments.toLocaleString('en')} payments, ${SIZE.auditEvents.toLocaleString('en')} audit events, an ` +
      `outline of 30 lessons per course and ${completions.toLocaleString('en')} lesson completions.`,
    '',
    ...scenarioTable(rows),
    '',
    `"alone": the same requests from a single connection, one at a time, for ${Math.max(3, seconds / 2)} s. ` +
      "The server reuses the answers to a student's profile, the office's lists, the course catalogue and a course's " +
      'progress view until something changes ' +
      '(docs/decisions.md); "computed": the same requests at the same concurrency to a server that reuses none ' +
      '(DASHBOARD_CACHE_SECONDS=0), so that every request reads the database. "CPU ms per request": the CPU time ' +
      "the server's processes, every PostgreSQL process and the autocannon client used while the scenario ran " +
      '(warm-up included), divided by the requests answered; "of (a) that CPU allows": the CPU per request of (a) ' +
      "divided by the scenario's. Where all three share two cores, a scenario whose share of (a) is close to what " +
      'CPU allows is limited by the CPU its requests cost; one far below it waits on something else (a lock).',
    '',
    '### Outstanding-fees CSV',
    '',
    `${csv.rows.toLocaleString('en')} rows (${(csv.bytes / 1024 / 1024).toFixed(1)} MB) in ${(csv.ms / 1000).toFixed(2)} s; ` +
      `server RSS ${csv.rssBeforeMb.toFixed(0)} MB before, grew by ${csv.rssGrowthMb.toFixed(1)} MB at peak.`,
    '',
    ...importSection(imports),
    '',
    '### Web app: JavaScript on first load (gzip)',
    '',
    '| page | files | KB | budget KB |',
    '|---|---:|---:|---:|',
    ...sizes.map(
      (row) => `| ${row.page} | ${row.chunks.length} | ${(row.gzipBytes / 1024).toFixed(1)} | ${row.budgetKb} |`,
    ),
    '',
  ];
  writeResultsSection('api', lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
