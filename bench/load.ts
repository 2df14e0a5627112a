/**
 * npm run load: mixed traffic against the built server on PostgreSQL with the large data set, as students and
 * admins would send it together (the script builds first). Prints requests, statuses and p99, and exits 1 when
 * any response was a 5xx or a request failed (connection error or timeout).
 *
 * BENCH_DATABASE_URL as for `npm run bench`; LOAD_SECONDS (default 60) and LOAD_CONNECTIONS (default 32).
 */
import autocannon from 'autocannon';
import { ADMIN, benchStudent, json, onePaymentAfterAnother, prepareDatabase, startCampus, stop } from './lib.js';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 32);

interface Scenario {
  name: string;
  /** Relative frequency in the mix. */
  weight: number;
  request: () => Pick<autocannon.Request, 'method' | 'path' | 'headers' | 'body'>;
}

/** Picks scenarios at random by weight, so every connection sends the whole mix from its first request. */
function weightedPicker(mix: Scenario[]): () => Scenario {
  const total = mix.reduce((sum, scenario) => sum + scenario.weight, 0);
  return () => {
    let ticket = Math.random() * total;
    return mix.find((scenario) => (ticket -= scenario.weight) < 0) ?? mix[mix.length - 1]!;
  };
}

async function scenarios(base: string): Promise<Scenario[]> {
  const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
  const { token: adminToken } = await json<{ token: string }>(`${base}/api/admin/login`, {
    ...post,
    body: JSON.stringify(ADMIN),
  });
  const admin = { authorization: `Bearer ${adminToken}` };
  const student = await benchStudent();
  const studentLogin = JSON.stringify({ email: student.email, password: student.dob });
  const { token: studentToken } = await json<{ token: string }>(`${base}/api/users/login`, {
    ...post,
    body: studentLogin,
  });
  const asStudent = { authorization: `Bearer ${studentToken}` };

  const nextPayment = await onePaymentAfterAnother(base, admin);

  const get = (path: string, headers: Record<string, string>) => () => ({ method: 'GET' as const, path, headers });
  return [
    { name: 'GET /api/users/full-me', weight: 3, request: get('/api/users/full-me', asStudent) },
    { name: 'GET /api/fees/me', weight: 2, request: get('/api/fees/me', asStudent) },
    { name: 'GET /api/notifications', weight: 2, request: get('/api/notifications', asStudent) },
    { name: 'GET /api/courses?search=', weight: 2, request: get('/api/courses?search=data', asStudent) },
    {
      name: 'POST /api/users/login',
      weight: 1,
      request: () => ({ ...post, path: '/api/users/login', body: studentLogin }),
    },
    { name: 'GET /api/admin/dashboard', weight: 1, request: get('/api/admin/dashboard', admin) },
    {
      name: 'GET /api/admin/users?search=',
      weight: 1,
      request: get('/api/admin/users?search=sharma&page=2&limit=20', admin),
    },
    { name: 'GET /api/admin/fees?status=', weight: 1, request: get('/api/admin/fees?status=Partial', admin) },
    {
      name: 'POST /api/admin/fees',
      weight: 1,
      request: () => ({ method: 'POST', path: '/api/admin/fees', ...nextPayment() }),
    },
    {
      name: 'POST /api/admin/login',
      weight: 1,
      request: () => ({ ...post, path: '/api/admin/login', body: JSON.stringify(ADMIN) }),
    },
  ];
}

async function main() {
  await prepareDatabase();
  const { app, base } = await startCampus();
  try {
    const mix = await scenarios(base);
    const pick = weightedPicker(mix);
    const statuses = new Map(mix.map((scenario) => [scenario.name, new Map<number, number>()]));
    // Without pipelining a connection has one request out at a time, so its context knows what was asked.
    type Context = { scenario?: string };
    const requests: autocannon.Request[] = [
      {
        setupRequest: (request, context) => {
          const scenario = pick();
          (context as Context).scenario = scenario.name;
          return { ...request, body: undefined, ...scenario.request() };
        },
        onResponse: (status, _body, context) => {
          const counts = statuses.get((context as Context).scenario!)!;
          counts.set(status, (counts.get(status) ?? 0) + 1);
        },
      },
    ];

    console.log(`Mixed traffic for ${seconds} s over ${connections} connections against ${base}…`);
    const result = await autocannon({ url: base, connections, duration: seconds, requests });

    const rows = mix.map(({ name }) => {
      const counts = [...statuses.get(name)!].sort(([a], [b]) => a - b);
      const total = counts.reduce((sum, [, count]) => sum + count, 0);
      const other = counts.filter(([status]) => status < 200 || status >= 300);
      return `| ${name} | ${total} | ${other.map(([status, count]) => `${status}: ${count}`).join(', ') || '—'} |`;
    });
    const non2xx = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${status}: ${count}`);
    console.log(
      [
        '',
        '| scenario | requests | non-2xx by status |',
        '|---|---:|---|',
        ...rows,
        '',
        `requests: ${result.requests.total} (${Math.round(result.requests.average)}/s)`,
        `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
        `non-2xx: ${result.non2xx}${non2xx.length ? ` (${non2xx.join(', ')})` : ''}`,
        `5xx: ${result['5xx']}`,
        `errors: ${result.errors} (timeouts: ${result.timeouts})`,
      ].join('\n'),
    );
    if (result['5xx'] > 0 || result.errors > 0) {
      console.error('FAILED: the server answered with 5xx or requests failed');
      process.exitCode = 1;
    }
  } finally {
    await stop(app);
  }
}

await main();
