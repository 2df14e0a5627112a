import { randomUUID } from 'node:crypto';
import { sql, type Logger } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { dateInIndia, ifMatch } from '@campus/domain';
import {
  createAdmin,
  createClassSession,
  createCourse,
  createStaff,
  createStudent,
  enroll,
  mainSection,
  pay,
} from '../helpers/fixtures.js';

/** Counts the statements the app runs. */
class StatementCount implements Logger {
  count = 0;
  logQuery() {
    this.count += 1;
  }
}

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appWithCache(dashboardCacheMs: number) {
  const statements = new StatementCount();
  const t = await buildTestApp({ dashboardCacheMs }, statements);
  apps.push(t);
  const headers = await t.auth((await createAdmin(t.db)).auth);
  const totalStudents = async () => {
    const res = await t.app.inject({ url: '/api/admin/dashboard', headers });
    expect(res.statusCode).toBe(200);
    return res.json().stats.totalStudents as number;
  };
  return { t, headers, statements, totalStudents };
}

/** An admin change through the API that changes none of the figures. */
async function publishNotice(t: TestApp, headers: { authorization: string }) {
  const notice = await t.app.inject({
    method: 'POST',
    url: '/api/admin/notifications',
    headers,
    payload: { title: 'Exams', description: 'Timetable published' },
  });
  expect(notice.statusCode).toBe(201);
}

/** ₹500 paid today into the student's account for the course, through the API as staff record it. */
async function payThroughApi(
  t: TestApp,
  staff: { authorization: string },
  studentId: string,
  course: { id: string; price: number },
) {
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/admin/fees',
    headers: { ...staff, 'idempotency-key': randomUUID() },
    payload: {
      studentId,
      courseId: course.id,
      totalFee: course.price,
      amountPaid: 500_00,
      paymentDate: new Date().toISOString().slice(0, 10),
      paymentMode: 'UPI',
    },
  });
  expect(paid.statusCode).toBe(201);
}

describe('dashboard figures reused between requests', () => {
  it('answers from memory within the time, and at once after an admin change through the API', async () => {
    const { t, headers, statements, totalStudents } = await appWithCache(60_000);
    const first = await createStudent(t.db);
    expect(await totalStudents()).toBe(1);

    // Written by another server instance: not seen until the figures expire, and no statement runs.
    await createStudent(t.db);
    await createStudent(t.db);
    statements.count = 0;
    expect(await totalStudents()).toBe(1);
    expect(statements.count).toBe(0);

    // Past the second within which changes do not make the next request wait for new figures.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${first.id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect(await totalStudents()).toBe(2);
  });

  it('shows changes made in quick succession within about a second, long before the figures expire', async () => {
    const { t, headers, totalStudents } = await appWithCache(60_000);
    const students = [await createStudent(t.db), await createStudent(t.db), await createStudent(t.db)];
    expect(await totalStudents()).toBe(3);
    for (const student of students) {
      const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${student.id}`, headers });
      expect(removed.statusCode).toBe(200);
      await totalStudents();
    }
    await vi.waitFor(async () => expect(await totalStudents()).toBe(0), { timeout: 5_000, interval: 100 });
  });

  // Only a server can hold the computation back (a lock taken in another connection) while the change lands;
  // PGlite has one connection, so the case cannot arise there.
  if (process.env.DATABASE_URL) {
    it('answers a request whose figures were being computed when an admin change came in', async () => {
      const { t, headers } = await appWithCache(60_000);
      const pending = await t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table courses in access exclusive mode`);
        const dashboard = t.app.inject({ url: '/api/admin/dashboard', headers });
        await vi.waitFor(async () => {
          // Statistics views keep one snapshot per transaction unless told to take a new one.
          await tx.execute(sql`select pg_stat_clear_snapshot()`);
          const { rows } = (await tx.execute(
            sql`select count(*)::int as waiting from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { waiting: number }[] };
          // The figures' queries run side by side; one or more of them wait on the lock.
          expect(rows[0]!.waiting).toBeGreaterThan(0);
        }, 10_000);
        await publishNotice(t, headers);
        return { dashboard };
      });
      expect((await pending.dashboard).statusCode).toBe(200);
    });

    it('waits about half a second at most for figures that take long after a change, then gives the previous ones', async () => {
      const { t, headers, totalStudents } = await appWithCache(60_000);
      await createStudent(t.db);
      expect(await totalStudents()).toBe(1);
      await createStudent(t.db);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await publishNotice(t, headers);

      // The new figures cannot be computed while another connection holds the courses table.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table courses in access exclusive mode`);
        const started = performance.now();
        expect(await totalStudents()).toBe(1);
        expect(performance.now() - started).toBeGreaterThanOrEqual(450);
        expect(performance.now() - started).toBeLessThan(2_000);
      });
      await vi.waitFor(async () => expect(await totalStudents()).toBe(2), { timeout: 5_000, interval: 50 });
    });
  }

  it('shows at once a payment that an accountant recorded', async () => {
    const { t, headers } = await appWithCache(60_000);
    const student = await createStudent(t.db);
    const course = await createCourse(t.db);
    await enroll(t.db, student.id, course);
    const accountant = await t.auth((await createStaff(t.db, { role: 'accountant' })).auth);
    const revenue = async () => (await t.app.inject({ url: '/api/admin/dashboard', headers })).json().stats.revenue;
    expect(await revenue()).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await payThroughApi(t, accountant, student.id, course);
    expect(await revenue()).toBe(500_00);
  });

  it('shows at once the attendance an instructor saved', async () => {
    const { t, headers } = await appWithCache(60_000);
    const instructor = await createStaff(t.db, { role: 'instructor' });
    const course = await createCourse(t.db);
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, course);
    const today = dateInIndia(new Date());
    const session = await createClassSession(t.db, await mainSection(t.db, course.id), {
      date: today,
      startTime: '00:00',
      instructorId: instructor.id,
    });
    const attendance = async () => {
      const { stats } = (await t.app.inject({ url: '/api/admin/dashboard', headers })).json();
      return [stats.attendanceRate, stats.unmarkedClasses];
    };
    expect(await attendance()).toEqual([null, 1]);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/class-sessions/${session.id}/attendance`,
      headers: { ...(await t.auth(instructor.auth)), 'if-match': ifMatch(0) },
      payload: { marks: [{ studentId: student.id, status: 'present' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await attendance()).toEqual([100, 0]);
  });

  it('catches up by itself once the figures are older than the time', async () => {
    const { t, totalStudents } = await appWithCache(100);
    expect(await totalStudents()).toBe(0);
    await createStudent(t.db);
    await vi.waitFor(async () => expect(await totalStudents()).toBe(1), { timeout: 5_000, interval: 50 });
  });
});

describe('report totals reused between requests', () => {
  it('answers from memory within the time, and at once after a payment through the API', async () => {
    const { t, headers, statements } = await appWithCache(60_000);
    const student = await createStudent(t.db);
    const course = await createCourse(t.db);
    await enroll(t.db, student.id, course);
    const totals = async () => {
      const res = await t.app.inject({ url: '/api/admin/report', headers });
      expect(res.statusCode).toBe(200);
      return res.json().totals as { students: number; collected: number };
    };
    expect(await totals()).toMatchObject({ students: 1, collected: 0 });

    // Written by another server instance: not seen until the totals expire, and no statement runs.
    await createStudent(t.db);
    statements.count = 0;
    expect(await totals()).toMatchObject({ students: 1 });
    expect(statements.count).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await payThroughApi(t, headers, student.id, course);
    expect(await totals()).toMatchObject({ students: 2, collected: 500_00 });
  });
});

describe('list counts reused between requests', () => {
  async function studentsList(t: TestApp, headers: { authorization: string }, query = '&page=1') {
    const res = await t.app.inject({ url: `/api/admin/users?limit=1${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: { _id: string }[]; total: number };
  }

  it('answers a page again from memory, counts a list once for all its pages, and anew after a change', async () => {
    const { t, headers, statements } = await appWithCache(60_000);
    const [first] = [await createStudent(t.db), await createStudent(t.db)];
    const firstPage = await studentsList(t, headers);
    expect(firstPage.total).toBe(2);

    // Written outside the API: the page asked for again is the same answer, and no statement runs.
    await createStudent(t.db);
    statements.count = 0;
    expect(await studentsList(t, headers)).toEqual(firstPage);
    expect(statements.count).toBe(0);
    // Another page is read, with the count already taken (two statements: the page and its students' courses).
    expect((await studentsList(t, headers, '&page=2')).total).toBe(2);
    expect(statements.count).toBe(2);
    // A search is a count of its own.
    expect((await studentsList(t, headers, '&page=1&search=Student')).total).toBe(3);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${first!.id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect((await studentsList(t, headers)).total).toBe(2);
  });

  it('counts anew after any request that may change something, a failed sign-in too (the Activity counts it)', async () => {
    const { t, headers } = await appWithCache(60_000);
    const activityTotal = async () => {
      const res = await t.app.inject({ url: '/api/admin/audit?page=1&limit=1', headers });
      expect(res.statusCode).toBe(200);
      return res.json().total as number;
    };
    const before = await activityTotal();
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'nobody@campus.test', password: 'Wrong-password-1' },
    });
    expect(failed.statusCode).toBe(401);
    expect(await activityTotal()).toBe(before + 1);
  });

  it('reuses the day book until a change through the API', async () => {
    const { t, headers } = await appWithCache(60_000);
    const student = await createStudent(t.db);
    const course = await createCourse(t.db);
    const { account } = await enroll(t.db, student.id, course);
    const today = new Date().toISOString().slice(0, 10);
    const received = async () => {
      const res = await t.app.inject({ url: `/api/admin/report/collections?from=${today}&to=${today}`, headers });
      expect(res.statusCode).toBe(200);
      return res.json().totals.received as number;
    };
    expect(await received()).toBe(0);

    await pay(t.db, account.id, 100_00, today);
    expect(await received()).toBe(0);
    await payThroughApi(t, headers, student.id, course);
    expect(await received()).toBe(600_00);
  });

  it("reuses a student's profile until a change through the API", async () => {
    const { t, headers, statements } = await appWithCache(60_000);
    const student = await createStudent(t.db);
    const course = await createCourse(t.db);
    const { account } = await enroll(t.db, student.id, course);
    const studentHeaders = await t.auth(student.auth);
    const feePaid = async () => {
      const res = await t.app.inject({ url: '/api/users/full-me', headers: studentHeaders });
      expect(res.statusCode).toBe(200);
      return res.json().feePaid as number;
    };
    expect(await feePaid()).toBe(0);

    await pay(t.db, account.id, 100_00);
    statements.count = 0;
    expect(await feePaid()).toBe(0);
    expect(statements.count).toBe(0);
    await payThroughApi(t, headers, student.id, course);
    expect(await feePaid()).toBe(600_00);
  });

  it('reuses the catalogue for every student, and a progress view for every teacher of the course, until a change', async () => {
    const { t, headers, statements } = await appWithCache(60_000);
    const course = await createCourse(t.db, { name: `Catalogue ${randomUUID()}` });
    const [ira, asha] = [await createStudent(t.db), await createStudent(t.db)];
    await enroll(t.db, ira.id, course);
    const enrolled = async (studentHeaders: { authorization: string }) => {
      const res = await t.app.inject({
        url: `/api/courses?search=${encodeURIComponent(course.name)}`,
        headers: studentHeaders,
      });
      expect(res.statusCode).toBe(200);
      return res.json().items[0].enrolledStudents as number;
    };
    expect(await enrolled(await t.auth(ira.auth))).toBe(1);
    await enroll(t.db, asha.id, course);
    const ashaHeaders = await t.auth(asha.auth);
    // Her session is checked once, then known.
    expect((await t.app.inject({ url: '/api/users/full-me', headers: ashaHeaders })).statusCode).toBe(200);
    statements.count = 0;
    expect(await enrolled(ashaHeaders)).toBe(1);
    expect(statements.count).toBe(0);

    const teachers = [await createStaff(t.db, { role: 'instructor' }), await createStaff(t.db, { role: 'instructor' })];
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/courses/${course.id}/instructors`,
      headers,
      payload: { staffIds: teachers.map((teacher) => teacher.id) },
    });
    expect(assigned.statusCode).toBe(200);
    const studentsSeenBy = async (teacher: (typeof teachers)[number]) => {
      const res = await t.app.inject({
        url: `/api/admin/courses/${course.id}/progress`,
        headers: await t.auth(teacher.auth),
      });
      expect(res.statusCode).toBe(200);
      return res.json().items.length as number;
    };
    expect(await studentsSeenBy(teachers[0]!)).toBe(2);
    await enroll(t.db, (await createStudent(t.db)).id, course);
    expect(await studentsSeenBy(teachers[1]!)).toBe(2);
    await publishNotice(t, headers);
    expect(await enrolled(ashaHeaders)).toBe(3);
    expect(await studentsSeenBy(teachers[1]!)).toBe(3);
  });

  it('sends a reused answer as the computed one was sent: the same JSON and content type', async () => {
    const { t, headers } = await appWithCache(60_000);
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, await createCourse(t.db));
    const studentHeaders = await t.auth(student.auth);
    const today = new Date().toISOString().slice(0, 10);
    for (const [url, asked] of [
      ['/api/admin/dashboard', headers],
      ['/api/admin/report', headers],
      [`/api/admin/report/collections?from=${today}&to=${today}`, headers],
      ['/api/admin/users?page=1&limit=5', headers],
      ['/api/users/full-me', studentHeaders],
    ] as const) {
      const [computed, reused] = [
        await t.app.inject({ url, headers: asked }),
        await t.app.inject({ url, headers: asked }),
      ];
      expect(computed.statusCode, url).toBe(200);
      expect(reused.statusCode, url).toBe(200);
      expect(reused.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(computed.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(reused.body, url).toBe(computed.body);
      expect(JSON.parse(reused.body), url).toBeTypeOf('object');
    }
  });

  it('catches up by itself once the counts are older than the time', async () => {
    const { t, headers } = await appWithCache(100);
    expect((await studentsList(t, headers)).total).toBe(0);
    await createStudent(t.db);
    await vi.waitFor(async () => expect((await studentsList(t, headers)).total).toBe(1), {
      timeout: 5_000,
      interval: 50,
    });
  });
});
