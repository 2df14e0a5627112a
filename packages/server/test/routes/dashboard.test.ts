import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeDueDate, ifMatch, messages, type AttendanceStatus } from '@campus/domain';
import { enrollments, feeAccounts } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import {
  chargeLateFee,
  concede,
  createAdmin,
  createClassSession,
  createCourse,
  createStaff,
  createStudent,
  enroll,
  mainSection,
  makeProgress,
  pay,
  putOnPlan,
} from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.db);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dateDaysAgo = (days: number) => daysAgo(days).toISOString().slice(0, 10);

async function dashboard() {
  return t.app.inject({ url: '/api/admin/dashboard', headers: await t.auth(admin.auth) });
}

async function feeAccount(
  studentId: string,
  courseId: string,
  totalFee: number,
  createdDaysAgo: number,
  closedDaysAgo?: number,
) {
  const [account] = await t.db
    .insert(feeAccounts)
    .values({
      studentId,
      courseId,
      totalFee,
      dueDate: feeDueDate(daysAgo(createdDaysAgo)),
      createdAt: daysAgo(createdDaysAgo),
      closedAt: closedDaysAgo === undefined ? null : daysAgo(closedDaysAgo),
    })
    .returning();
  return account!;
}

async function enrollment(
  studentId: string,
  courseId: string,
  values: { enrolledDaysAgo: number; progress?: number; completedDaysAgo?: number },
) {
  await t.db.insert(enrollments).values({ studentId, courseId, enrolledAt: daysAgo(values.enrolledDaysAgo) });
  const completedAt = values.completedDaysAgo === undefined ? undefined : daysAgo(values.completedDaysAgo);
  if (values.progress) await makeProgress(t.db, studentId, courseId, values.progress, completedAt);
}

describe('GET /api/admin/dashboard', () => {
  // The current window is the last 30 days, the previous one the 30 days before that.
  it('is all zeros on an empty database', async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stats: {
        totalStudents: 0,
        studentGrowth: 0,
        activeCourses: 0,
        courseGrowth: 0,
        revenue: 0,
        revenueGrowth: 0,
        dueFees: 0,
        overdueFees: 0,
        feeChange: 0,
        newEnrollments: 0,
        enrollmentGrowth: 0,
        completionRate: 0,
        completionGrowth: 0,
        attendanceRate: null,
        unmarkedClasses: 0,
        resultsPublishedThisWeek: 0,
        averageResultPerCourse: [],
        growthFromNothing: [],
      },
    });
  });

  it('computes every figure from data inside and outside both windows', async () => {
    // Students: s3, s4, s5 are new in the current window, s2 and s6 in the previous one; the deleted one never counts.
    const s1 = await createStudent(t.db, { createdAt: daysAgo(100) });
    const s2 = await createStudent(t.db, { createdAt: daysAgo(40) });
    const s3 = await createStudent(t.db, { createdAt: daysAgo(10) });
    const s4 = await createStudent(t.db, { createdAt: daysAgo(5) });
    const s5 = await createStudent(t.db, { createdAt: daysAgo(15) });
    const s6 = await createStudent(t.db, { createdAt: daysAgo(55) });
    const gone = await createStudent(t.db, { createdAt: daysAgo(3), deletedAt: daysAgo(1) });

    // Courses: c4 is new in the current window, c2 and c3 in the previous one; the deleted one never counts.
    const c1 = await createCourse(t.db, { createdAt: daysAgo(100) });
    const c2 = await createCourse(t.db, { createdAt: daysAgo(45) });
    const c3 = await createCourse(t.db, { createdAt: daysAgo(50) });
    const c4 = await createCourse(t.db, { createdAt: daysAgo(20) });
    const deletedCourse = await createCourse(t.db, { createdAt: daysAgo(10), deletedAt: daysAgo(2) });

    // Fee accounts and payments (revenue counts every payment; what is owed only active students' accounts).
    const a = await feeAccount(s1.id, c1.id, 10_000_00, 90);
    await pay(t.db, a.id, 4_000_00, dateDaysAgo(50));
    await pay(t.db, a.id, 2_000_00, dateDaysAgo(10));
    const b = await feeAccount(s2.id, c2.id, 5_000_00, 40);
    await pay(t.db, b.id, 5_000_00, dateDaysAgo(35));
    const c = await feeAccount(s3.id, c3.id, 8_000_00, 10);
    await pay(t.db, c.id, 1_000_00, dateDaysAgo(2));
    const d = await feeAccount(gone.id, c1.id, 3_000_00, 3);
    await pay(t.db, d.id, 500_00, dateDaysAgo(1));
    await feeAccount(s4.id, c4.id, 2_000_00, 5);
    const f = await feeAccount(s1.id, c2.id, 1_000_00, 100);
    await pay(t.db, f.id, 1_000_00, dateDaysAgo(100));
    // Closed with nothing paid (course deleted or dropped): g was still owed thirty days ago, h no longer was.
    await feeAccount(s2.id, c3.id, 3_000_00, 60, 5);
    await feeAccount(s6.id, c4.id, 4_000_00, 90, 40);
    // On a plan, overdue: a late fee and a concession before the window, another of each in it.
    const k = await feeAccount(s1.id, c3.id, 6_000_00, 90);
    await putOnPlan(t.db, k, [{ dueDate: dateDaysAgo(60), amount: 6_000_00 }]);
    await chargeLateFee(t.db, k.id, 1, 0, 100_00, dateDaysAgo(40));
    await concede(t.db, k.id, 200_00, dateDaysAgo(50));
    await chargeLateFee(t.db, k.id, 1, 1, 500_00, dateDaysAgo(10));
    await concede(t.db, k.id, 1_000_00, dateDaysAgo(5));

    // Enrollments: 3 new now (s3, s4, s5), 1 before (s2); completions 2 now (s3, s6), 1 before (s1 in c1).
    await enrollment(s1.id, c1.id, { enrolledDaysAgo: 90, progress: 100, completedDaysAgo: 40 });
    await enrollment(s1.id, c2.id, { enrolledDaysAgo: 100, progress: 100, completedDaysAgo: 95 });
    await enrollment(s2.id, c2.id, { enrolledDaysAgo: 40, progress: 60 });
    await enrollment(s3.id, c3.id, { enrolledDaysAgo: 10, progress: 100, completedDaysAgo: 3 });
    await enrollment(s4.id, c4.id, { enrolledDaysAgo: 5 });
    await enrollment(s6.id, c1.id, { enrolledDaysAgo: 70, progress: 100, completedDaysAgo: 20 });
    await enrollment(s5.id, c4.id, { enrolledDaysAgo: 15, progress: 30 });
    await enrollment(gone.id, c1.id, { enrolledDaysAgo: 3, progress: 100, completedDaysAgo: 1 });
    // An enrollment in a deleted course never counts either, though the row is kept.
    await enrollment(s5.id, deletedCourse.id, { enrolledDaysAgo: 4, progress: 100, completedDaysAgo: 2 });

    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stats: {
        totalStudents: 6,
        studentGrowth: 50, // 3 vs 2
        activeCourses: 4,
        courseGrowth: -50, // 1 vs 2
        revenue: 13_500_00,
        revenueGrowth: -61.1, // 3 500 vs 9 000
        // Owed now: a 4 000 + c 7 000 + e 2 000 + k 6 000 + 600 late fees − 1 200 conceded. Thirty days ago only a,
        // b, f, g and k existed and were open: a 10 000 − 4 000, b 5 000 − 5 000, f 1 000 − 1 000, g 3 000, and k
        // 6 000 with the late fee and concession it had then (+ 100 − 200) = 14 900.
        dueFees: 18_400_00,
        // a, due 30 days after it opened 90 days ago, and k; c and e are not due yet
        overdueFees: 9_400_00,
        feeChange: 23.5, // 18 400 vs 14 900
        newEnrollments: 3,
        enrollmentGrowth: 200, // 3 vs 1
        completionRate: 57.1, // 4 of 7
        completionGrowth: 100, // 2 vs 1
        attendanceRate: null,
        unmarkedClasses: 0,
        resultsPublishedThisWeek: 0,
        averageResultPerCourse: [],
        growthFromNothing: [],
      },
    });
  });

  it('needs an admin token', async () => {
    const anonymous = await t.app.inject({ url: '/api/admin/dashboard' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBody(messages.auth.required));
    const student = await createStudent(t.db);
    const forbidden = await t.app.inject({ url: '/api/admin/dashboard', headers: await t.auth(student.auth) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(errorBody(messages.auth.forbidden));
  });
});

describe("today's attendance on the dashboard", () => {
  /** Wednesday 9 December 2026, 10:00 in India. */
  const CLOCK = new Date('2026-12-09T04:30:00Z');
  const TODAY = '2026-12-09';
  let office: TestApp;

  beforeAll(async () => {
    office = await buildTestApp({ clockStart: CLOCK });
  });
  afterAll(() => office.close());

  it('rates the marks of the classes marked today by the standing rule, and counts those begun and not marked', async () => {
    const headers = await office.auth((await createAdmin(office.db)).auth);
    const instructor = await createStaff(office.db, { role: 'instructor' });
    const course = await createCourse(office.db);
    const sectionId = await mainSection(office.db, course.id);
    const students: Awaited<ReturnType<typeof createStudent>>[] = [];
    for (const name of ['Aarav', 'Bhavna', 'चित्रा', 'Dev']) {
      const student = await createStudent(office.db, { name });
      await enroll(office.db, student.id, course);
      students.push(student);
    }
    const at = (date: string, startTime: string, values = {}) =>
      createClassSession(office.db, sectionId, { date, startTime, instructorId: instructor.id, ...values });
    const figures = async () => {
      const res = await office.app.inject({ url: '/api/admin/dashboard', headers });
      expect(res.statusCode, res.body).toBe(200);
      const { attendanceRate, unmarkedClasses } = res.json().stats;
      return { attendanceRate, unmarkedClasses };
    };
    const mark = async (classId: string, statuses: AttendanceStatus[]) => {
      const res = await office.app.inject({
        method: 'PUT',
        url: `/api/admin/class-sessions/${classId}/attendance`,
        headers: { ...headers, 'if-match': ifMatch(0) },
        payload: { marks: students.map((student, i) => ({ studentId: student.id, status: statuses[i] })) },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    const early = await at(TODAY, '08:00');
    await at(TODAY, '09:00');
    // Begins this minute: it has begun.
    await at(TODAY, '10:00');
    // Not begun, cancelled, or not today: none of them is counted.
    await at(TODAY, '11:00');
    await at(TODAY, '07:00', { cancelled: true });
    const yesterday = await at('2026-12-08', '09:00');
    await at('2026-12-08', '11:00');
    expect(await figures()).toEqual({ attendanceRate: null, unmarkedClasses: 3 });

    // Yesterday's marks are not today's rate.
    await mark(yesterday.id, ['absent', 'absent', 'absent', 'absent']);
    expect(await figures()).toEqual({ attendanceRate: null, unmarkedClasses: 3 });

    // Present and late attend, absent does not, excused is left out: 2 of 3.
    await mark(early.id, ['present', 'late', 'absent', 'excused']);
    expect(await figures()).toEqual({ attendanceRate: 66.6, unmarkedClasses: 2 });
  });
});
