/**
 * Attendance at scale (#42): the four requests of a teaching day, each alone (one request at a time, and each a
 * different one: another class, student, instructor and day, or section and month), on PostgreSQL at seed:large's size
 * (100,000 students, 1,000 courses of three sections of about 67 students, a term of classes: about 6 million marks)
 * and on PGlite at 10,000 students (100 courses):
 *  - an instructor saves a class's attendance (PUT with If-Match): the first save of a class not marked yet
 *    (everyone present but two), and a correction of one marked in the last week (one student changed);
 *  - a student reads their attendance (GET /api/attendance/me);
 *  - an instructor reads a day's classes (GET /api/admin/class-sessions?date=);
 *  - the office reads a section's month (GET /api/admin/sections/{id}/register?month=).
 * Goals: p95 under 100 ms on PostgreSQL and under 300 ms on PGlite. The PostgreSQL database
 * (BENCH_ATTENDANCE_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/campus_bench_attendance) is seeded anew and
 * dropped afterwards, unless BENCH_ATTENDANCE_KEEP=1, which reuses one already seeded and keeps it; the PGlite one is a
 * temporary folder. ATTENDANCE_SAMPLES (default 100) requests of each kind, after 5 others of warm-up;
 * ATTENDANCE_STUDENTS (default 100,000) sizes the PostgreSQL run, the rest scaled with it; ATTENDANCE_DATABASES=postgres
 * or pglite measures one. Writes its section of bench/results.md; needs `npm run build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  dateInIndia,
  ifMatch,
  type AttendanceRoster,
  type ClassSession,
  type Page,
  type StaffMember,
  type StudentListItem,
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

const SAMPLES = Number(process.env.ATTENDANCE_SAMPLES ?? 100);
/** The classes saved have about 60 students, as the issue's. */
const ROSTER = { min: 60, max: 75 };
const POSTGRES_URL =
  process.env.BENCH_ATTENDANCE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench_attendance';
const KEEP = process.env.BENCH_ATTENDANCE_KEEP === '1';
const DATABASES = (process.env.ATTENDANCE_DATABASES ?? 'postgres,pglite').split(',');
/** seed:large's sizes scaled to `students` (1 course, 5 payments and 10 audit events per 100, 10 and 1 students). */
const scaled = (students: number) => ({
  students,
  // Three sections a course: about 67 students each, so each class marked holds 60 or more (ROSTER).
  sections: 3,
  courses: Math.max(10, (SIZE.courses * students) / SIZE.students),
  payments: (SIZE.payments * students) / SIZE.students,
  auditEvents: (SIZE.auditEvents * students) / SIZE.students,
});
const POSTGRES_SIZE = scaled(Number(process.env.ATTENDANCE_STUDENTS ?? SIZE.students));
const PGLITE_SIZE = scaled(10_000);
const GOALS = { postgres: 100, pglite: 300 };

type Headers = Record<string, string>;

/** What the PostgreSQL database holds, read from it (a kept database was seeded by an earlier run). */
const postgresCounts = () =>
  withClient(POSTGRES_URL, async (client) => {
    const { rows } = await client.query(`
      select (select count(*)::int from users where role = 'student') as students,
             (select count(*)::int from sections) as sections,
             (select count(*)::int from class_sessions) as "classSessions",
             (select count(*)::int from attendance_marks) as "attendanceMarks"`);
    return rows[0] as Record<string, number>;
  }).catch(() => ({}) as Record<string, number>);

/** `count` items spread evenly over `items` (all of them when there are fewer). */
const spreadOver = <T>(items: T[], count: number) =>
  items.length <= count
    ? items
    : Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);

async function measureAt(base: string) {
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

  // The classes of the last four weeks and the next one, as the office sees them.
  const today = dateInIndia(new Date());
  const days = Array.from({ length: 35 }, (_, i) => addDays(today, i - 27));
  const classes: ClassSession[] = [];
  for (const day of days) {
    classes.push(
      ...(await get<{ classSessions: ClassSession[] }>(`/api/admin/class-sessions?date=${day}`, admin)).classSessions,
    );
  }
  const instructors: StaffMember[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await get<Page<StaffMember>>(
      `/api/admin/staff?role=instructor&limit=100&page=${page}`,
      admin,
    );
    instructors.push(...items.filter((member) => member.email.startsWith('instructor')));
    if (page * 100 >= total) break;
  }
  const emailOf = new Map(instructors.map((member) => [member._id, member.email]));
  const tokens = new Map<string, Headers>();
  const asInstructor = async (id: string) => {
    if (!tokens.has(id)) tokens.set(id, await signIn('/api/admin/login', emailOf.get(id)!, BENCH_INSTRUCTOR_PASSWORD));
    return tokens.get(id)!;
  };

  const weekAgo = addDays(today, -6);
  const recent = classes.filter((one) => !one.cancelled && one.date >= weekAgo && one.date <= today);
  const firstSaves = recent.filter((one) => !one.marked);
  const corrections = recent.filter((one) => one.marked && one.date < today);
  /**
   * Saves at the version read of classes of 60 to 75 students (ROSTER) among the candidates: the roster's marks
   * (everyone present before the first save) with some changed.
   */
  const saves = async (candidates: ClassSession[], change: (roster: AttendanceRoster) => Set<number>) => {
    const prepared = [];
    // In the order of their random ids: any day, time and section.
    for (const one of [...candidates].sort((a, b) => a._id.localeCompare(b._id))) {
      if (prepared.length === wanted) break;
      const headers = await asInstructor(one.instructorId!);
      const roster = await get<AttendanceRoster>(`/api/admin/class-sessions/${one._id}/attendance`, headers);
      if (roster.students.length < ROSTER.min || roster.students.length > ROSTER.max) continue;
      const changed = change(roster);
      const marks = roster.students.map(({ studentId, status, note }, i) => ({
        studentId,
        status: changed.has(i) ? (status === 'absent' ? 'present' : 'absent') : (status ?? 'present'),
        note,
      }));
      prepared.push({ one, headers, roster, marks });
    }
    return prepared;
  };
  const students = (prepared: { roster: AttendanceRoster }[]) =>
    percentile(
      prepared.map(({ roster }) => roster.students.length),
      50,
    );

  const figures: RequestFigures[] = [];
  const firstPrepared = await saves(firstSaves, (roster) => new Set([3, Math.floor(roster.students.length / 2)]));
  const putAttendance = ({ one, headers, roster, marks }: (typeof firstPrepared)[number]) =>
    fetch(`${base}/api/admin/class-sessions/${one._id}/attendance`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json', 'if-match': ifMatch(roster.version) },
      body: JSON.stringify({ marks }),
    });
  figures.push(
    await timeEach(
      'an instructor saves a class not marked yet (PUT …/attendance, If-Match "0", everyone present but two)',
      firstPrepared,
      putAttendance,
      `${students(firstPrepared)} students a class (median)`,
    ),
  );
  const correctionPrepared = await saves(corrections, () => new Set([0]));
  figures.push(
    await timeEach(
      "an instructor corrects one student's mark at a class of the last week (PUT …/attendance at its version)",
      correctionPrepared,
      putAttendance,
      `${students(correctionPrepared)} students a class (median)`,
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
    await timeEach('a student reads their attendance (GET /api/attendance/me)', studentLogins, (headers) =>
      fetch(`${base}/api/attendance/me`, { headers }),
    ),
  );

  // Instructors in turn, each on another day of the last four weeks or the next one: no pair twice.
  const teaching = [...new Set(classes.map((one) => one.instructorId!))];
  const instructorDays = Array.from({ length: Math.min(wanted, teaching.length * days.length) }, (_, k) => {
    const [turn, round] = [k % teaching.length, Math.floor(k / teaching.length)];
    return { id: teaching[turn]!, day: days[(turn * 11 + round) % days.length]! };
  });
  for (const { id } of instructorDays) await asInstructor(id);
  figures.push(
    await timeEach(
      "an instructor reads a day's classes (GET /api/admin/class-sessions?date=)",
      instructorDays,
      async ({ id, day }) => fetch(`${base}/api/admin/class-sessions?date=${day}`, { headers: await asInstructor(id) }),
    ),
  );

  const sections = spreadOver([...new Set(classes.map((one) => one.sectionId))], wanted);
  const months = [today.slice(0, 7), addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)];
  figures.push(
    await timeEach(
      "the office reads a section's month (GET /api/admin/sections/{id}/register?month=)",
      sections.map((id, i) => ({ id, month: months[i % 2]! })),
      ({ id, month }) => fetch(`${base}/api/admin/sections/${id}/register?month=${month}`, { headers: admin }),
      `this month and the last in turn`,
    ),
  );
  return figures;
}

async function measureDatabase(kind: 'postgres' | 'pglite') {
  const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'campus-bench-attendance-')) : undefined;
  const env = kind === 'pglite' ? { DATA_DIR: dataDir!, DATABASE_URL: '' } : { DATABASE_URL: POSTGRES_URL };
  const size = kind === 'pglite' ? PGLITE_SIZE : POSTGRES_SIZE;
  try {
    let seeded: { counts: Record<string, number>; seconds: number } | undefined;
    const existing = kind === 'postgres' && KEEP ? await postgresCounts() : {};
    if (!existing.attendanceMarks || existing.students! < size.students) {
      if (kind === 'postgres') await recreateDatabase(POSTGRES_URL);
      console.log(`── ${kind}: seeding ${size.students.toLocaleString('en')} students…`);
      seeded = await seedLargeCounted({ ...size }, env);
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
  for (const kind of DATABASES as ('postgres' | 'pglite')[]) runs.push(await measureDatabase(kind));
  const n = (value: number | undefined) => (value ?? 0).toLocaleString('en');
  const ms = (value: number) => Math.round(value).toLocaleString('en');
  const lines = [
    '## Attendance at scale (#42)',
    '',
    `Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, by \`bench/attendance.ts\`, on a ` +
      'shared 2-core machine. Each request alone: one at a time, every one a different class, student, instructor ' +
      `and day, or section and month; ${SAMPLES} of each after ${REQUEST_WARM_UP} others of warm-up, to a server that reuses ` +
      'no answer (`DASHBOARD_CACHE_SECONDS=0`). p50 / p95 in ms.',
    '',
    ...runs.flatMap(({ kind, counts, seconds, figures, load }) => [
      `### ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${n(counts.students)} students, ${n(counts.sections)} ` +
        `sections, ${n(counts.classSessions)} classes, ${n(counts.attendanceMarks)} marks`,
      '',
      (seconds ? `seed:large took ${seconds.toFixed(0)} s. ` : 'Seeded by an earlier run. ') +
        `Load average ${load[0]!.toFixed(1)} as the requests began, ${load[1]!.toFixed(1)} as they ended. ` +
        `Goal: p95 under ${GOALS[kind]} ms.`,
      '',
      '| request | p50 ms | p95 ms | goal | |',
      '|---|---:|---:|---|---|',
      ...figures.map(
        (row) =>
          `| ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${row.p95 < GOALS[kind] ? 'met' : '**not met**'} | ` +
          `${[row.samples < SAMPLES ? `only ${row.samples} samples` : '', row.note ?? ''].filter(Boolean).join('; ')} |`,
      ),
      '',
    ]),
  ];
  writeResultsSection('attendance', lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
