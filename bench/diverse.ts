/**
 * npm run bench:diverse (#45): traffic where every request is a different one, on PostgreSQL at seed:large's size
 * (100,000 students), against the server as it runs (answers reused as it reuses them), with a bare Fastify route
 * measured by the same client in the same run. Each kind of traffic alone, then all of them mixed:
 *  - students' and guardians' reads: a pool of STUDENTS signed-in students, each request one of them reading their
 *    profile, fees, a course's outline, a lesson, notices, attendance, results or timetable, or one of GUARDIANS
 *    guardians of theirs (added through the staff's route, signed in with the code emailed to them) reading who they
 *    are or a child's fees, attendance, results or timetable;
 *  - lesson completion: the pool's students marking lessons done and undone (lessons they opened at the start);
 *  - the office: searches by name, surname, 3-letter fragments, email and 4-digit phone fragments in the students list,
 *    the outstanding list and the ledger; pages 1 to PAGES of the ledger and of the outstanding list; a student's page;
 *  - the dashboard and the report's totals while a payment is recorded every second;
 *  - payments (₹1 each, into different accounts), whose receipt numbers are then checked gap-free.
 * Then the dashboard and the report's totals computed afresh, one request at a time, on a server that reuses no answer.
 *
 * BENCH_DATABASE_URL as for `npm run bench`. DIVERSE_SECONDS (default 20) and DIVERSE_CONNECTIONS (default 64) tune
 * each run; writes its section of bench/results.md. DIVERSE_KINDS (the starts of kinds' names, comma-separated, e.g.
 * `payments,students`) runs only those kinds, and writes nothing: a way to look at one kind (with a profiler, say).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { financialYear } from '@campus/domain';
import { startMailServer, type KeptMail } from '../packages/web/e2e/mail-server.js';
import {
  databaseUrl,
  json,
  measure,
  onePaymentAfterAnother,
  prepareDatabase,
  startBare,
  signInAdmin,
  REQUEST_WARM_UP,
  type RequestFigures,
  SIZE,
  startCampus,
  stop,
  timeEach,
  timeSequential,
  WARM_UP_SECONDS,
  withClient,
  writeResultsSection,
} from './lib.js';

const seconds = Number(process.env.DIVERSE_SECONDS ?? 20);
const connections = Number(process.env.DIVERSE_CONNECTIONS ?? 64);
const only = process.env.DIVERSE_KINDS?.split(',').map((start) => start.trim());
const STUDENTS = 300;
/** Guardians of the pool's students, each of two of them (the second child shares the guardian's email). */
const GUARDIANS = 100;
/** Lessons each student of the pool opens at the start, then marks done and undone. */
const LESSONS_EACH = 8;
/** The deepest page of the ledger and the outstanding list the office opens. */
const PAGES = 100;
/** Requests of each of the office's kinds timed alone. */
const OFFICE_SAMPLES = 40;
/**
 * A lesson may be marked done a quarter of its estimated time after it was opened: the pool opens lessons of at most
 * 12 minutes (seed:large's take 10 to 29), so the completions can be measured 3 minutes after.
 */
const LESSON_MINUTES = 12;
const STUDY_MS = (LESSON_MINUTES / 4) * 60_000 + 15_000;

type Headers = Record<string, string>;
type Request = Pick<autocannon.Request, 'method' | 'path' | 'headers' | 'body'>;
const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)]!;

interface PoolStudent {
  id: string;
  headers: Headers;
  courses: string[];
  lessons: string[];
}

/** The pool: STUDENTS students of the data set (each enrolled), signed in, with their courses and some lessons. */
async function signInPool(base: string): Promise<PoolStudent[]> {
  const rows = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select u.id::text, u.email, u.dob::text as dob, array_agg(e.course_id::text) as courses
       from (select id, email, dob from users where role = 'student' and deleted_at is null
             order by random() limit ${STUDENTS}) u
       join enrollments e on e.student_id = u.id group by u.id, u.email, u.dob`,
    );
    return rows as { id: string; email: string; dob: string; courses: string[] }[];
  });
  const lessonsOf = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select course_id::text as course, array_agg(id::text) as lessons from lessons
       where minutes <= ${LESSON_MINUTES} group by course_id`,
    );
    return new Map((rows as { course: string; lessons: string[] }[]).map((row) => [row.course, row.lessons]));
  });
  const pool: PoolStudent[] = [];
  for (const { id, email, dob, courses } of rows) {
    const { token } = await json<{ token: string }>(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: dob }),
    });
    const lessons = Array.from({ length: LESSONS_EACH }, () => pick(lessonsOf.get(pick(courses))!));
    pool.push({ id, headers: { authorization: `Bearer ${token}` }, courses, lessons: [...new Set(lessons)] });
  }
  return pool;
}

interface PoolGuardian {
  headers: Headers;
  children: string[];
}

/**
 * GUARDIANS guardians, each of two students of the pool (added through the staff's route, the second link by the same
 * email), signed in with the code the app emails them (kept by the bench's mail server in `mailbox`).
 */
async function signInGuardians(base: string, admin: Headers, pool: PoolStudent[], mailbox: string) {
  const run = Date.now().toString(36);
  const guardians: PoolGuardian[] = [];
  for (let i = 0; i < GUARDIANS; i++) {
    const email = `guardian-${run}-${i}@bench.campus.test`;
    const children = [pool[(2 * i) % pool.length]!, pool[(2 * i + 1) % pool.length]!];
    for (const child of children) {
      await json(`${base}/api/admin/users/${child.id}/guardians`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench Guardian ${i}`, relation: 'Mother', email }),
      });
    }
    await json(`${base}/api/guardians/login/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contact: email }),
    });
    const code = await codeMailedTo(mailbox, email);
    const { token } = await json<{ token: string }>(`${base}/api/guardians/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contact: email, code }),
    });
    guardians.push({ headers: { authorization: `Bearer ${token}` }, children: children.map((child) => child.id) });
  }
  return guardians;
}

/** The 6-digit code in the mail the app sent to `address`, waited for. */
async function codeMailedTo(mailbox: string, address: string): Promise<string> {
  for (let tries = 0; tries < 200; tries++) {
    for (const name of (await readdir(mailbox)).filter((file) => file.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(join(mailbox, name), 'utf8')) as KeptMail;
      const code = mail.to.includes(address) ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No sign-in code reached ${address}`);
}

/** Search terms as the office types them: whole names and surnames, 3-letter fragments, emails, phone fragments. */
async function searchTerms(): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select name, email, phone from users where role = 'student' and deleted_at is null order by random() limit 200`,
    );
    const terms = new Set<string>();
    for (const { name, email, phone } of rows as { name: string; email: string; phone: string | null }[]) {
      const words = name.toLowerCase().split(' ');
      terms.add(pick(words));
      terms.add(pick(words).slice(0, 3));
      terms.add(name.toLowerCase());
      terms.add(email.split('@')[0]!);
      const digits = (phone ?? '').replace(/\D/g, '');
      if (digits.length >= 8) terms.add(digits.slice(-6, -2));
    }
    return [...terms];
  });
}

/** Ids of students of the whole data set, whose page the office opens. */
const someStudents = () =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select id::text from users where role = 'student' and deleted_at is null order by random() limit 5000`,
    );
    return (rows as { id: string }[]).map((row) => row.id);
  });

/** ₹1 payments (onePaymentAfterAnother) round the accounts of the outstanding list's first 20 pages. */
async function paymentsRound(base: string, admin: Headers): Promise<() => Request> {
  const next = await onePaymentAfterAnother(base, admin, 20);
  return () => ({ method: 'POST', path: '/api/admin/fees', ...next() });
}

interface Kind {
  name: string;
  request: () => Request;
  /** Its goal as a share of the bare route and a p99 (and worst) in ms; none where the issue sets none. */
  goal?: { share: number; p99: number; max?: number };
}

async function kinds(base: string, admin: Headers, mailbox: string) {
  const pool = await signInPool(base);
  const guardians = await signInGuardians(base, admin, pool, mailbox);
  // Each lesson opened now, through the lesson's own route: marking it done waits for its study time, counted from the
  // last one opened.
  for (const student of pool) {
    for (const lesson of student.lessons) await json(`${base}/api/lessons/${lesson}`, { headers: student.headers });
  }
  const opened = Date.now();
  const terms = await searchTerms();
  const students = await someStudents();
  const nextPayment = await paymentsRound(base, admin);
  const get = (path: string, headers: Headers): Request => ({ method: 'GET', path, headers });

  const guardianRead = (): Request => {
    const guardian = pick(guardians);
    const child = `/api/guardians/me/children/${pick(guardian.children)}`;
    return get(
      pick([
        () => '/api/guardians/me',
        () => `${child}/fees`,
        () => `${child}/attendance`,
        () => `${child}/results`,
        () => `${child}/timetable`,
      ])(),
      guardian.headers,
    );
  };
  // A family's reads: the students' own, and a guardian's one time in five.
  const familyReads = (): Request => (Math.random() < 0.2 ? guardianRead() : studentRead());
  const studentRead = (): Request => {
    const student = pick(pool);
    return get(
      pick([
        () => '/api/users/full-me',
        () => '/api/fees/me',
        () => `/api/courses/${pick(student.courses)}/outline`,
        () => `/api/lessons/${pick(student.lessons)}`,
        () => '/api/notifications',
        () => '/api/attendance/me',
        () => '/api/results/me',
        () => '/api/timetable/me',
      ])(),
      student.headers,
    );
  };

  // Each (student, lesson) in turn, done then undone: one comes round again only after every other pair.
  const pairs = pool.flatMap((student) => student.lessons.map((lesson) => ({ student, lesson, done: false })));
  let nextPair = 0;
  const completion = (): Request => {
    const pair = pairs[nextPair++ % pairs.length]!;
    pair.done = !pair.done;
    return {
      method: pair.done ? 'PUT' : 'DELETE',
      path: `/api/lessons/${pair.lesson}/completion`,
      headers: pair.student.headers,
    };
  };

  const term = () => encodeURIComponent(pick(terms));
  const page = () => 1 + Math.floor(Math.random() * PAGES);
  const officeRequests: { name: string; path: () => string }[] = [
    { name: 'students search', path: () => `/api/admin/users?search=${term()}&page=1&limit=20` },
    { name: 'outstanding search', path: () => `/api/admin/report/outstanding?search=${term()}&page=1&limit=20` },
    { name: 'ledger search', path: () => `/api/admin/payments?search=${term()}&page=1&limit=20` },
    { name: 'fee accounts search', path: () => `/api/admin/fees?search=${term()}&page=1&limit=20` },
    { name: `a ledger page (1–${PAGES})`, path: () => `/api/admin/payments?page=${page()}&limit=20` },
    {
      name: `an outstanding list page (1–${PAGES})`,
      path: () => `/api/admin/report/outstanding?page=${page()}&limit=20`,
    },
    { name: "a student's page", path: () => `/api/admin/users/${pick(students)}` },
  ];
  const office = (): Request => get(pick(officeRequests).path(), admin);

  const figures = (): Request => get(pick(['/api/admin/dashboard', '/api/admin/report']), admin);

  const list: Kind[] = [
    { name: "students' and guardians' reads", request: familyReads, goal: { share: 20, p99: 150 } },
    { name: 'office: searches and list pages', request: office, goal: { share: 8, p99: 400, max: 1000 } },
    // Its goal is the figures' cost computed afresh, below.
    { name: 'the dashboard and report totals, a payment a second', request: figures },
    { name: 'payments', request: nextPayment, goal: { share: 4, p99: 300 } },
    { name: 'lesson completion (done / undone)', request: completion, goal: { share: 10, p99: 200 } },
  ];
  // The mix: mostly students, the office, the figures now and then, a payment about every 100 requests.
  const weights = [60, 20, 4, 1, 15];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const mix = (): Request => {
    let ticket = Math.random() * total;
    return list[weights.findIndex((weight) => (ticket -= weight) < 0)]!.request();
  };
  list.push({ name: 'the whole mix', request: mix, goal: { share: 10, p99: 500 } });
  return { list, opened, nextPayment, officeRequests };
}

/** Requests of the kind over `connections` for `seconds`, after WARM_UP_SECONDS of the same. */
const run = (base: string, request: () => Request) =>
  measure({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (defaults) => ({ ...defaults, body: undefined, ...request() }) }],
  });

/** A payment a second through `base`, while `during` runs. */
async function paymentEverySecond<T>(base: string, nextPayment: () => Request, during: () => Promise<T>) {
  const timer = setInterval(() => {
    const { method, path, headers, body } = nextPayment();
    void fetch(`${base}${path}`, { method, headers: headers as Headers, body: body as string });
  }, 1000);
  try {
    return await during();
  } finally {
    clearInterval(timer);
  }
}

/** Whether the receipt numbers of this financial year run from 1 to the counter's last, with none missing. */
const receiptsGapFree = () =>
  withClient(databaseUrl, async (client) => {
    const year = financialYear(new Date());
    const { rows } = await client.query(
      `select count(*)::int as receipts, max(split_part(receipt_number, '/', 2)::int) as highest,
              (select last_number from receipt_counters where financial_year = $1) as last
       from payments where receipt_number like $1 || '/%'`,
      [year],
    );
    const { receipts, highest, last } = rows[0] as { receipts: number; highest: number; last: number };
    return { receipts, gapFree: receipts === highest && highest === last };
  });

interface Row {
  kind: Kind;
  result: Result;
}

async function main() {
  await prepareDatabase();
  const { bare, bareUrl } = await startBare();
  const mailbox = await mkdtemp(join(tmpdir(), 'campus-diverse-mail-'));
  const mail = await startMailServer(mailbox);
  // The guardians' sign-in codes go by email at once; the outbox's emails (receipts) go out beside the traffic.
  const mailSettings = { SMTP_URL: mail.url, MAIL_FROM: 'Campus Bench <bench@campus.test>' };
  let { app, base } = await startCampus(mailSettings);
  try {
    const admin = await signInAdmin(base);
    console.log(`── signing in ${STUDENTS} students and ${GUARDIANS} guardians, opening the students' lessons…`);
    const { list, opened, nextPayment, officeRequests } = await kinds(base, admin, mailbox);

    console.log('── a bare Fastify route');
    const bareResult = await measure({ url: bareUrl, connections, duration: seconds });
    const rows: Row[] = [];
    for (const kind of list) {
      if (only && !only.some((start) => kind.name.startsWith(start))) continue;
      if (kind.name.startsWith('lesson completion')) {
        const wait = opened + STUDY_MS - Date.now();
        if (wait > 0) console.log(`── waiting ${Math.ceil(wait / 1000)} s for the lessons opened to be studied…`);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
      }
      console.log(`── ${kind.name}`);
      const measured = () => run(base, kind.request);
      const result = kind.name.startsWith('the dashboard')
        ? await paymentEverySecond(base, nextPayment, measured)
        : await measured();
      rows.push({ kind, result });
    }
    const receipts = await receiptsGapFree();
    if (only) {
      for (const { kind, result } of rows) {
        const { average } = result.requests;
        console.log(
          `${kind.name}: ${Math.round(average)} req/s (${((average / bareResult.requests.average) * 100).toFixed(1)}% of bare), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, worst ${result.latency.max} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
        );
      }
      console.log(`receipts ${receipts.gapFree ? 'gap-free' : 'WITH GAPS'}`);
      return;
    }
    // Where the office's time goes: each of its requests alone, one at a time, each a different one.
    const officeAlone = [];
    for (const { name, path } of officeRequests) {
      const paths = Array.from({ length: OFFICE_SAMPLES + REQUEST_WARM_UP }, path);
      officeAlone.push(await timeEach(name, paths, (one) => fetch(`${base}${one}`, { headers: admin })));
    }

    await stop(app);
    ({ app, base } = await startCampus({ ...mailSettings, DASHBOARD_CACHE_SECONDS: '0' }));
    const afresh = [];
    for (const path of ['/api/admin/dashboard', '/api/admin/report']) {
      console.log(`── ${path} computed afresh, one at a time`);
      afresh.push({ name: `GET ${path}`, ...(await timeSequential(`${base}${path}`, admin, 50)) });
    }
    writeResults(bareResult, rows, receipts, officeAlone, afresh);
  } finally {
    await stop(app);
    await stop(bare);
    await mail.stop();
    await rm(mailbox, { recursive: true, force: true });
  }
}

function writeResults(
  bare: Result,
  rows: Row[],
  receipts: Awaited<ReturnType<typeof receiptsGapFree>>,
  officeAlone: RequestFigures[],
  afresh: { name: string; p50: number; p95: number }[],
) {
  const ceiling = bare.requests.average;
  const share = (result: Result) => (result.requests.average / ceiling) * 100;
  const verdict = (met: boolean) => (met ? 'met' : '**not met**');
  const lines = [
    '## Every request different (#45)',
    '',
    `Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, by \`bench/diverse.ts\`, on a ` +
      `shared 2-core machine: PostgreSQL with seed:large's ${SIZE.students.toLocaleString('en')} students; ` +
      `${connections} connections, ${seconds} s of each kind after ${WARM_UP_SECONDS} s of warm-up, every request ` +
      `a different one (${STUDENTS} signed-in students and ${GUARDIANS} guardians of two of them each, search terms from 200 students' names, emails and phones, ` +
      `pages 1–${PAGES}); answers reused as the server reuses them. The bare route: ` +
      `${Math.round(ceiling).toLocaleString('en')} req/s.`,
    '',
    '| kind of traffic | req/s | share of bare | p50 ms | p99 ms | worst ms | non-2xx | errors | goal | |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...rows.map(({ kind, result }) => {
      const { goal } = kind;
      const failures = result.non2xx + result.errors;
      const met =
        goal &&
        share(result) >= goal.share &&
        result.latency.p99 < goal.p99 &&
        (goal.max === undefined || result.latency.max < goal.max) &&
        failures === 0;
      const goalText = goal
        ? [`≥ ${goal.share}%`, `p99 < ${goal.p99} ms`, ...(goal.max ? [`worst < ${goal.max} ms`] : []), 'no failure']
        : ['computed afresh ≤ 20 ms (below)'];
      return (
        `| ${kind.name} | ${Math.round(result.requests.average)} | ${share(result).toFixed(1)}% | ` +
        `${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${result.non2xx} | ` +
        `${result.errors} | ${goalText.join(', ')} | ${goal ? verdict(Boolean(met)) : ''} |`
      );
    }),
    '',
    `Receipt numbers this financial year: ${receipts.receipts.toLocaleString('en')}, ` +
      `${receipts.gapFree ? 'gap-free' : '**with gaps**'}.`,
    '',
    `The office's requests each alone, one at a time, ${OFFICE_SAMPLES} different ones after ${REQUEST_WARM_UP} of ` +
      'warm-up (answers reused as the server reuses them):',
    '',
    '| request | p50 ms | p95 ms |',
    '|---|---:|---:|',
    ...officeAlone.map(({ name, p50, p95 }) => `| ${name} | ${p50.toFixed(0)} | ${p95.toFixed(0)} |`),
    '',
    'Computed afresh (a server that reuses no answer, `DASHBOARD_CACHE_SECONDS=0`), one request at a time, 50 after 5 ' +
      'of warm-up; goal p95 ≤ 20 ms:',
    '',
    '| request | p50 ms | p95 ms | |',
    '|---|---:|---:|---|',
    ...afresh.map(
      ({ name, p50, p95 }) => `| ${name} | ${p50.toFixed(0)} | ${p95.toFixed(0)} | ${verdict(p95 <= 20)} |`,
    ),
  ];
  writeResultsSection('diverse', lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
