/**
 * Results at scale (#43): three requests, each alone (one at a time, every one another course, student or section), on
 * PostgreSQL at seed:large's size (100,000 students, 1,000 courses of four sections, ten assessments a course with
 * marks: about 2.5 million marks):
 *  - the office reads a page of a course's result sheet (GET /api/admin/courses/{id}/results?limit=50): the page's
 *    marks, and every student's result for the statistics;
 *  - a student reads their results (GET /api/results/me);
 *  - an instructor saves a section's grid of about 60 students (PUT /api/admin/assessments/{id}/marks with If-Match):
 *    a new assessment of the section (weighing 0), every student marked.
 * Goal: p95 under 100 ms. The database (BENCH_RESULTS_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/campus_bench_results) is seeded anew and dropped afterwards, unless
 * BENCH_RESULTS_KEEP=1, which reuses one already seeded and keeps it. RESULTS_SAMPLES (default 100) requests of each
 * kind, after 5 others of warm-up; RESULTS_STUDENTS (default 100,000) sizes the run, the rest scaled with it; with
 * RESULTS_DATABASES=pglite it runs on PGlite in a temporary folder instead. Writes its section of bench/results.md;
 * needs `npm run build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ifMatch,
  type Assessment,
  type MarksGrid,
  type Page,
  type Section,
  type StaffMember,
  type StudentListItem,
  type TeachingCourse,
} from '@campus/domain';
import { BENCH_ADMIN } from '../packages/server/src/scripts/seed-large.js';
import { BENCH_INSTRUCTOR_PASSWORD } from '../packages/server/src/scripts/seed-large-term.js';
import {
  dropDatabase,
  json,
  percentile,
  recreateDatabase,
  REQUEST_WARM_UP,
  seedLargeCounted,
  SIZE,
  startCampus,
  stop,
  timeEach,
  type RequestFigures,
  withClient,
  writeResultsSection,
} from './lib.js';

const SAMPLES = Number(process.env.RESULTS_SAMPLES ?? 100);
const POSTGRES_URL =
  process.env.BENCH_RESULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench_results';
const KEEP = process.env.BENCH_RESULTS_KEEP === '1';
const DATABASES = (process.env.RESULTS_DATABASES ?? 'postgres').split(',') as ('postgres' | 'pglite')[];
const STUDENTS = Number(process.env.RESULTS_STUDENTS ?? SIZE.students);
/** seed:large's sizes scaled to `students` (1 course, 5 payments and 10 audit events per 100, 10 and 1 students). */
const SEED_SIZE = {
  students: STUDENTS,
  courses: Math.max(10, (SIZE.courses * STUDENTS) / SIZE.students),
  payments: (SIZE.payments * STUDENTS) / SIZE.students,
  auditEvents: (SIZE.auditEvents * STUDENTS) / SIZE.students,
};
const GOAL_MS = 100;

type Headers = Record<string, string>;

/** What the PostgreSQL database holds, read from it (a kept database was seeded by an earlier run). */
const postgresCounts = () =>
  withClient(POSTGRES_URL, async (client) => {
    const { rows } = await client.query(`
      select (select count(*)::int from users where role = 'student') as students,
             (select count(*)::int from assessments) as assessments,
             (select count(*)::int from assessment_marks) as "assessmentMarks"`);
    return rows[0] as Record<string, number>;
  }).catch(() => ({}) as Record<string, number>);

async function measureAt(base: string): Promise<RequestFigures[]> {
  const get = <T>(path: string, headers: Headers) => json<T>(`${base}${path}`, { headers });
  const signIn = async (path: string, email: string, password: string): Promise<Headers> => {
    const { token } = await json<{ token: string }>(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return { authorization: `Bearer ${token}` };
  };
  const admin = await signIn('/api/admin/login', BENCH_ADMIN.email, BENCH_ADMIN.password);
  const wanted = SAMPLES + REQUEST_WARM_UP;
  const figures: RequestFigures[] = [];

  // Courses spread over the whole list, each asked once.
  const courses: string[] = [];
  const { total: courseTotal } = await get<Page<TeachingCourse>>('/api/admin/teaching?limit=1', admin);
  for (let i = 0; i < Math.min(wanted, courseTotal); i++) {
    const page = 1 + Math.floor((i * courseTotal) / Math.min(wanted, courseTotal));
    const [course] = (await get<Page<TeachingCourse>>(`/api/admin/teaching?limit=1&page=${page}`, admin)).items;
    courses.push(course!._id);
  }
  figures.push(
    await timeEach(
      "the office reads a page of a course's result sheet (GET …/courses/{id}/results?limit=50)",
      courses,
      (id) => fetch(`${base}/api/admin/courses/${id}/results?limit=50`, { headers: admin }),
      'ten assessments a course',
    ),
  );

  const { total } = await get<Page<StudentListItem>>('/api/admin/users?limit=1', admin);
  const studentLogins: Headers[] = [];
  for (let i = 0; i < wanted; i++) {
    const page = 1 + Math.floor((i * total) / wanted);
    const [listed] = (await get<Page<StudentListItem>>(`/api/admin/users?limit=1&page=${page}`, admin)).items;
    const { user } = await get<{ user: { email: string; dob: string } }>(`/api/admin/users/${listed!._id}`, admin);
    studentLogins.push(await signIn('/api/users/login', user.email, user.dob));
  }
  figures.push(
    await timeEach('a student reads their results (GET /api/results/me)', studentLogins, (headers) =>
      fetch(`${base}/api/results/me`, { headers }),
    ),
  );

  // A section of each course, marked by an instructor of the course: a new assessment of the section, its grid read.
  const instructors: StaffMember[] = [];
  for (let page = 1; ; page++) {
    const { items, total: staff } = await get<Page<StaffMember>>(
      `/api/admin/staff?role=instructor&limit=100&page=${page}`,
      admin,
    );
    instructors.push(...items.filter((member) => member.email.startsWith('instructor')));
    if (page * 100 >= staff) break;
  }
  const tokens = new Map<string, Headers>();
  const asInstructor = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, await signIn('/api/admin/login', email, BENCH_INSTRUCTOR_PASSWORD));
    return tokens.get(email)!;
  };
  const grids: { headers: Headers; grid: MarksGrid }[] = [];
  for (const courseId of courses) {
    const { sections } = await get<{ sections: Section[] }>(`/api/admin/courses/${courseId}/sections`, admin);
    const section = sections.find((one) => !one.main) ?? sections[0]!;
    const { instructors: teaching } = await get<{ instructors: { email: string }[] }>(
      `/api/admin/courses/${courseId}/instructors`,
      admin,
    );
    const email = teaching[0]?.email ?? instructors[0]!.email;
    const headers = await asInstructor(email);
    const { assessment } = await json<{ assessment: Assessment }>(`${base}/api/admin/courses/${courseId}/assessments`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Surprise quiz',
        kind: 'test',
        date: new Date().toISOString().slice(0, 10),
        maxMarks: 25,
        weight: 0,
        sectionId: section._id,
      }),
    });
    grids.push({ headers, grid: await get<MarksGrid>(`/api/admin/assessments/${assessment._id}/marks`, headers) });
  }
  figures.push(
    await timeEach(
      "an instructor saves a section's marks grid (PUT …/assessments/{id}/marks, If-Match, every student marked)",
      grids,
      ({ headers, grid }) =>
        fetch(`${base}/api/admin/assessments/${grid.assessment._id}/marks`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json', 'if-match': ifMatch(grid.version) },
          body: JSON.stringify({
            marks: grid.rows.map((row, i) =>
              i % 40 === 7
                ? { studentId: row.studentId, absent: true }
                : { studentId: row.studentId, marks: (i * 7) % 26 },
            ),
          }),
        }),
      `${percentile(
        grids.map(({ grid }) => grid.rows.length),
        50,
      )} students a grid (median)`,
    ),
  );
  return figures;
}

async function measureDatabase(kind: 'postgres' | 'pglite') {
  const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'campus-bench-results-')) : undefined;
  const env = kind === 'pglite' ? { DATA_DIR: dataDir!, DATABASE_URL: '' } : { DATABASE_URL: POSTGRES_URL };
  try {
    let seeded: { counts: Record<string, number>; seconds: number } | undefined;
    const existing = kind === 'postgres' && KEEP ? await postgresCounts() : {};
    if (!existing.assessmentMarks || existing.students! < STUDENTS) {
      if (kind === 'postgres') await recreateDatabase(POSTGRES_URL);
      console.log(`── ${kind}: seeding ${STUDENTS.toLocaleString('en')} students…`);
      seeded = await seedLargeCounted(SEED_SIZE, env);
    }
    const counts = seeded?.counts ?? existing;
    const { app, base } = await startCampus({ ...env, DASHBOARD_CACHE_SECONDS: '0' });
    const loadBefore = loadavg()[0]!;
    try {
      const figures = await measureAt(base);
      return { kind, counts, seconds: seeded?.seconds, figures, load: [loadBefore, loadavg()[0]!] };
    } finally {
      await stop(app);
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres' && !KEEP) await dropDatabase(POSTGRES_URL);
  }
}

async function main() {
  const runs = [];
  for (const kind of DATABASES) runs.push(await measureDatabase(kind));
  const n = (value: number | undefined) => (value ?? 0).toLocaleString('en');
  const ms = (value: number) => Math.round(value).toLocaleString('en');
  const lines = [
    '## Results at scale (#43)',
    '',
    `Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, by \`bench/assessments.ts\`, on a ` +
      'shared 2-core machine. Each request alone: one at a time, every one a different course, student or section; ' +
      `${SAMPLES} of each after ${REQUEST_WARM_UP} others of warm-up, to a server that reuses no answer ` +
      '(`DASHBOARD_CACHE_SECONDS=0`). p50 / p95 in ms.',
    '',
    ...runs.flatMap(({ kind, counts, seconds, figures, load }) => [
      `### ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${n(counts.students)} students, ` +
        `${n(counts.assessments)} assessments, ${n(counts.assessmentMarks)} marks`,
      '',
      (seconds ? `seed:large took ${seconds.toFixed(0)} s. ` : 'Seeded by an earlier run. ') +
        `Load average ${load[0]!.toFixed(1)} as the requests began, ${load[1]!.toFixed(1)} as they ended. ` +
        `Goal: p95 under ${GOAL_MS} ms.`,
      '',
      '| request | p50 ms | p95 ms | goal | |',
      '|---|---:|---:|---|---|',
      ...figures.map(
        (row) =>
          `| ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${row.p95 < GOAL_MS ? 'met' : '**not met**'} | ` +
          `${[row.samples < SAMPLES ? `only ${row.samples} samples` : '', row.note ?? ''].filter(Boolean).join('; ')} |`,
      ),
      '',
    ]),
  ];
  writeResultsSection('results', lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
