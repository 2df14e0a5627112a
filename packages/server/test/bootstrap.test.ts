import { and, count, eq, isNotNull, isNull, lt, gte, ne, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  attendanceStanding,
  dateInIndia,
  feeStatus,
  newPasswordSchema,
  type AttendanceRegister,
  type ClassSession,
  type CourseAttendance,
  type StudentResults,
} from '@campus/domain';
import { loadConfig } from '../src/config.js';
import { bootstrapDatabase, startDatabase } from '../src/db/bootstrap.js';
import { openDatabase, type Database } from '../src/db/client.js';
import {
  assessments,
  attendanceMarks,
  auditEvents,
  classSessions,
  courses,
  enrollments,
  holidays,
  notices,
  sections,
  timetables,
  users,
} from '../src/db/schema.js';
import { studentFeeAccounts } from '../src/repositories/fee-accounts.js';
import { DEMO_ACCOUNTANT, DEMO_ADMIN, DEMO_INSTRUCTOR, type DemoLogins } from '../src/scripts/seed-demo.js';
import { buildTestApp, json, testConfig, type TestApp } from './helpers/app.js';
import { createScratchDatabase, createTestDatabase } from './helpers/database.js';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function countOf(table: typeof users | typeof courses | typeof notices) {
  const [row] = await database!.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('first start', () => {
  it('seeds an empty database with demo data in every fee status, once', async () => {
    database = await createTestDatabase();
    const logins = await bootstrapDatabase(database.db, testConfig({ seedDemo: true }));
    expect(logins?.admin).toEqual(DEMO_ADMIN);
    expect(logins?.accountant).toEqual(DEMO_ACCOUNTANT);
    expect(logins?.instructor).toEqual(DEMO_INSTRUCTOR);
    // The demo staff passwords meet the rule every staff password meets.
    for (const { password } of [DEMO_ADMIN, DEMO_ACCOUNTANT, DEMO_INSTRUCTOR])
      expect(newPasswordSchema.safeParse(password).success).toBe(true);
    expect(logins?.students.length).toBeGreaterThan(0);
    expect(await countOf(users)).toBe(24);
    expect(await countOf(courses)).toBe(8);
    expect(await countOf(notices)).toBeGreaterThan(0);

    const students = await database.db.select({ id: users.id }).from(users).where(eq(users.role, 'student'));
    const statuses = new Set<string>();
    for (const { id } of students) {
      for (const account of await studentFeeAccounts(database.db, id))
        statuses.add(feeStatus(account.paid, account.totalFee));
    }
    expect([...statuses].sort()).toEqual(['Paid', 'Partial', 'Unpaid']);

    expect(await bootstrapDatabase(database.db, testConfig({ seedDemo: true }))).toBeUndefined();
    expect(await countOf(users)).toBe(24);
  }, 60_000);

  it('makes whoever signs in first as the demo admin choose a new password; the demo accountant and instructor sign in straight away', async () => {
    const t: TestApp = await buildTestApp();
    try {
      await bootstrapDatabase(t.db, testConfig({ seedDemo: true }));
      const signIn = (login: { email: string; password: string }) =>
        t.app.inject({ method: 'POST', url: '/api/admin/login', payload: login });

      const admin = await signIn(DEMO_ADMIN);
      expect(admin.statusCode).toBe(200);
      expect(json(admin)).toMatchObject({ role: 'admin', mustChangePassword: true });
      const authorization = `Bearer ${json<{ token: string }>(admin).token}`;
      const dashboard = await t.app.inject({ url: '/api/admin/dashboard', headers: { authorization } });
      expect(dashboard.statusCode).toBe(403);

      const accountant = await signIn(DEMO_ACCOUNTANT);
      expect(json(accountant)).toMatchObject({ role: 'accountant', mustChangePassword: false });
      const instructor = await signIn(DEMO_INSTRUCTOR);
      expect(json(instructor)).toMatchObject({ role: 'instructor', mustChangePassword: false });
    } finally {
      await t.close();
    }
  }, 60_000);

  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD instead of the demo admin', async () => {
    database = await createTestDatabase();
    await bootstrapDatabase(
      database.db,
      testConfig({ seedDemo: true, adminEmail: 'Principal@School.test', adminPassword: 'a-long-password' }),
    );
    // The demo's instructors teach, but without a password: no staff sign-in is made beside the configured admin's.
    const staff = await database.db
      .select({ email: users.email, role: users.role, password: users.passwordHash })
      .from(users)
      .where(ne(users.role, 'student'))
      .orderBy(users.email);
    expect(staff).toEqual([
      { email: DEMO_INSTRUCTOR.email, role: 'instructor', password: null },
      { email: 'principal@school.test', role: 'admin', password: expect.any(String) },
      { email: 'vikram.joshi@campus.test', role: 'instructor', password: null },
    ]);
    const [marked] = await database.db
      .select({ n: count() })
      .from(classSessions)
      .where(isNotNull(classSessions.markedAt));
    expect(marked!.n).toBeGreaterThan(0);
  });

  it("builds the demo's term around the day of TEST_CLOCK", async () => {
    database = await createTestDatabase();
    const clockStart = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    await bootstrapDatabase(database.db, testConfig({ seedDemo: true, clockStart }));
    const day = dateInIndia(clockStart);
    const [row] = await database.db
      .select({
        unmarkedBefore: sql<number>`count(*) filter (where ${classSessions.date} < ${day} and ${classSessions.markedAt} is null)::int`,
        markedFrom: sql<number>`count(*) filter (where ${classSessions.date} >= ${day} and ${classSessions.markedAt} is not null)::int`,
        markedBefore: sql<number>`count(*) filter (where ${classSessions.date} < ${day} and ${classSessions.markedAt} is not null)::int`,
      })
      .from(classSessions);
    expect(row).toMatchObject({ unmarkedBefore: 0, markedFrom: 0 });
    expect(row!.markedBefore).toBeGreaterThanOrEqual(90);
  });

  it('starts empty with SEED_DEMO=0', async () => {
    database = await createTestDatabase();
    expect(await bootstrapDatabase(database.db, testConfig({ seedDemo: false }))).toBeUndefined();
    expect(await countOf(users)).toBe(0);
  });

  it('never creates demo data when NODE_ENV=production, and refuses SEED_DEMO=1 there', async () => {
    database = await createTestDatabase();
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-characters' };
    // An empty database in production (a first start, or a --force restore that failed) with default settings.
    expect(await bootstrapDatabase(database.db, loadConfig(production))).toBeUndefined();
    expect(await countOf(users)).toBe(0);
    expect(() => loadConfig({ ...production, SEED_DEMO: '1' })).toThrow(
      'SEED_DEMO must be 0 or unset when NODE_ENV=production (anyone can sign in to the demo data)',
    );
    expect(loadConfig({ ...production, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ JWT_SECRET: production.JWT_SECRET }).seedDemo).toBe(true);
  });
});

describe("the demo's term", () => {
  let t: TestApp;
  let logins: DemoLogins;
  const today = dateInIndia(new Date());
  const signIn = async (url: string, login: { email: string; password: string }) => {
    const res = await t.app.inject({ method: 'POST', url, payload: login });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${json<{ token: string }>(res).token}` };
  };
  const get = async <T>(url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return json<T>(res);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    logins = (await bootstrapDatabase(t.db, testConfig({ seedDemo: true })))!;
  }, 60_000);
  afterAll(() => t.close());

  it('gives two courses a second section with students moved into it, and every section a weekly timetable', async () => {
    const rows = await t.db
      .select({
        course: courses.name,
        section: sections.name,
        students: sql<number>`(select count(*)::int from ${enrollments} e where e.section_id = sections.id)`,
        from: timetables.startsOn,
        to: timetables.endsOn,
      })
      .from(sections)
      .innerJoin(courses, eq(courses.id, sections.courseId))
      .leftJoin(timetables, eq(timetables.sectionId, sections.id))
      .where(isNull(sections.deletedAt));
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.from === null || row.from > today || row.to! <= today)).toEqual([]);
    const second = rows.filter((row) => row.section !== 'Main');
    expect(second.map((row) => row.course).sort()).toEqual(['Data Science with Python', 'Full-Stack Web Development']);
    for (const row of second) {
      const main = rows.find((other) => other.course === row.course && other.section === 'Main')!;
      expect(row.students).toBeGreaterThan(0);
      expect(main.students).toBeGreaterThanOrEqual(row.students);
    }
  });

  it('has a holiday past and one to come, with no class on either', async () => {
    const days = await t.db.select({ date: holidays.date }).from(holidays).orderBy(holidays.date);
    expect(days).toHaveLength(2);
    expect(days[0]!.date < today && days[1]!.date > today).toBe(true);
    const [onHolidays] = await t.db
      .select({ n: count() })
      .from(classSessions)
      .where(sql`${classSessions.date} in (select date from ${holidays})`);
    expect(onHolidays!.n).toBe(0);
  });

  it("marks every class before today, each student of its section once, by its instructor where it has one; today's are left to mark", async () => {
    const past = await t.db
      .select({
        id: classSessions.id,
        markedAt: classSessions.markedAt,
        version: classSessions.attendanceVersion,
        instructorId: classSessions.instructorId,
        marks: sql<number>`(select count(*)::int from ${attendanceMarks} m where m.class_session_id = class_sessions.id)`,
        members: sql<number>`(select count(*)::int from ${enrollments} e where e.section_id = class_sessions.section_id)`,
        byAnother: sql<number>`(select count(*)::int from ${attendanceMarks} m
          where m.class_session_id = class_sessions.id and m.first_marked_by <> class_sessions.instructor_id)`,
      })
      .from(classSessions)
      .where(lt(classSessions.date, today));
    // Four weeks of 25 classes, but the 5 of a holiday, and this week's so far.
    expect(past.length).toBeGreaterThanOrEqual(90);
    expect(past.filter((one) => one.markedAt === null || one.version < 1 || one.marks !== one.members)).toEqual([]);
    expect(past.filter((one) => one.byAnother > 0)).toEqual([]);

    const coming = await t.db
      .select({ n: count() })
      .from(classSessions)
      .where(and(gte(classSessions.date, today), isNotNull(classSessions.markedAt)));
    expect(coming[0]!.n).toBe(0);
  });

  it("keeps one class's first marking beside the office's correction, with its reason", async () => {
    const corrected = await t.db
      .select({
        first: attendanceMarks.firstStatus,
        now: attendanceMarks.status,
        version: classSessions.attendanceVersion,
      })
      .from(attendanceMarks)
      .innerJoin(classSessions, eq(classSessions.id, attendanceMarks.classSessionId))
      .where(ne(attendanceMarks.firstStatus, attendanceMarks.status));
    expect(corrected).toEqual([{ first: 'absent', now: 'excused', version: 2 }]);
    const events = await t.db
      .select({ action: auditEvents.action, summary: auditEvents.summary })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'attendance.corrected'));
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toContain('Medical certificate brought to the office');
  });

  it("shows the instructor their day: their classes only, today's to mark, an earlier day's marked", async () => {
    const headers = await signIn('/api/admin/login', logins.instructor!);
    const [priya] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_INSTRUCTOR.email));
    const day = async (date: string) =>
      (await get<{ classSessions: ClassSession[] }>(`/api/admin/class-sessions?date=${date}`, headers)).classSessions;
    const todays = await day(today);
    expect(todays.every((one) => one.instructorId === priya!.id && !one.marked)).toBe(true);
    // She teaches from Monday to Saturday, so a class on each of the last six days but Sunday and a holiday.
    let earlier: ClassSession[] = [];
    for (let back = 1; earlier.length === 0 && back <= 7; back++) earlier = await day(addDays(today, -back));
    expect(earlier.length).toBeGreaterThan(0);
    expect(earlier.every((one) => one.instructorId === priya!.id && one.marked)).toBe(true);
  });

  it('shows the printed students a percentage in each course, the first below the minimum and the second at risk', async () => {
    const standings = [];
    for (const student of logins.students.slice(0, 2)) {
      const headers = await signIn('/api/users/login', student);
      const { courses: mine } = await get<{ courses: CourseAttendance[] }>('/api/attendance/me', headers);
      expect(mine.length).toBeGreaterThan(0);
      for (const course of mine) {
        expect(course.held).toBeGreaterThan(0);
        expect(course).toMatchObject(attendanceStanding(course, course.minPercent));
      }
      standings.push(mine);
    }
    expect(standings[0]!.filter((course) => course.below).map((course) => course.courseName)).toEqual([
      'UI/UX Design Essentials',
    ]);
    expect(standings[1]!.filter((course) => course.atRisk).map((course) => course.courseName)).toEqual([
      'Data Science with Python',
    ]);
    expect(standings[1]!.some((course) => course.below)).toBe(false);
  });

  it('gives the printed student published results in their taught courses, and the instructors a draft ahead', async () => {
    const headers = await signIn('/api/users/login', logins.students[0]!);
    const { courses: mine } = await get<StudentResults>('/api/results/me', headers);
    expect(mine.length).toBeGreaterThan(0);
    for (const course of mine) {
      expect(course.assessments.map((one) => one.title)).toEqual(['Unit test 1', 'Assignment 1']);
      expect(course.resultPercent).not.toBeNull();
      expect(course.grade).not.toBeNull();
    }
    const drafts = await t.db
      .select({ n: count() })
      .from(assessments)
      .where(and(isNull(assessments.publishedAt), gte(assessments.date, today)));
    expect(drafts[0]!.n).toBe(6);
  });

  it("gives the office a month's register with every student's percentage", async () => {
    const headers = await signIn('/api/admin/login', logins.accountant!);
    const [section] = await t.db
      .select({ id: sections.id })
      .from(sections)
      .innerJoin(courses, eq(courses.id, sections.courseId))
      .where(and(eq(courses.name, 'Full-Stack Web Development'), eq(sections.main, true)));
    const month = addDays(today, -7).slice(0, 7);
    const register = await get<AttendanceRegister>(
      `/api/admin/sections/${section!.id}/register?month=${month}`,
      headers,
    );
    expect(register.classes.length).toBeGreaterThan(0);
    expect(register.students.length).toBeGreaterThan(0);
    expect(register.students.some((student) => student.percent !== null)).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'several instances starting together on an empty PostgreSQL database',
  () => {
    it('migrate and create the first data once, and every one of them starts', async () => {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url, poolSize: 2 })));
      try {
        const config = testConfig({ seedDemo: true });
        const started = await Promise.allSettled(instances.map((instance) => startDatabase(instance, config)));
        expect(started.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
        const seeded = started.filter((outcome) => outcome.status === 'fulfilled' && outcome.value !== undefined);
        expect(seeded).toHaveLength(1);
        const [row] = await instances[0]!.db.select({ n: count() }).from(users);
        expect(row!.n).toBe(24);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await scratch.drop();
      }
    }, 120_000);
  },
);
