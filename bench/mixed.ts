/**
 * The mixed traffic of students and admins together (npm run load, and its run under WEB_CONCURRENCY in workers.ts):
 * every connection picks each request at random by weight, and each answer's status is counted per scenario.
 */
import type autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { ADMIN, autocannonRun, benchStudent, json, onePaymentAfterAnother, WARM_UP_SECONDS } from './lib.js';

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

/** The runner's admin and a student of the large data set, signed in on the server at `base`. */
export async function signInBenchUsers(base: string) {
  const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
  const { token: adminToken } = await json<{ token: string }>(`${base}/api/admin/login`, {
    ...post,
    body: JSON.stringify(ADMIN),
  });
  const student = await benchStudent();
  const studentLogin = JSON.stringify({ email: student.email, password: student.dob });
  const { token: studentToken } = await json<{ token: string }>(`${base}/api/users/login`, {
    ...post,
    body: studentLogin,
  });
  return {
    student,
    studentLogin,
    admin: { authorization: `Bearer ${adminToken}` },
    asStudent: { authorization: `Bearer ${studentToken}` },
  };
}

async function scenarios(base: string): Promise<Scenario[]> {
  const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
  const { admin, asStudent, studentLogin } = await signInBenchUsers(base);
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

export interface MixedTraffic {
  result: Result;
  /** Per scenario, in the mix's order: how many answers of each status it got. */
  statuses: Map<string, Map<number, number>>;
}

/** The mix for `seconds` over `connections`, after WARM_UP_SECONDS of it when `warmUp` (not counted). */
export async function mixedTraffic(
  base: string,
  { seconds, connections, warmUp }: { seconds: number; connections: number; warmUp: boolean },
): Promise<MixedTraffic> {
  const mix = await scenarios(base);
  const pick = weightedPicker(mix);
  let statuses = new Map<string, Map<number, number>>();
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
  const run = async (duration: number) => {
    statuses = new Map(mix.map((scenario) => [scenario.name, new Map<number, number>()]));
    return autocannonRun({ url: base, connections, duration, requests });
  };
  if (warmUp) await run(WARM_UP_SECONDS);
  const result = await run(seconds);
  return { result, statuses };
}
