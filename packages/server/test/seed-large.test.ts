import { countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditSummaries,
  auditEventSchema,
  feeDueDate,
  feeStatus,
  formatRupeesWithPaise,
  isCourseComplete,
} from '@campus/domain';
import type { Database } from '../src/db/client.js';
import {
  auditEvents,
  courses,
  enrollments,
  feeAccounts,
  lessonCompletions,
  payments,
  receiptCounters,
  users,
} from '../src/db/schema.js';
import { BENCH_ADMIN, DatabaseHasStudentsError, LESSONS_PER_COURSE, seedLarge } from '../src/scripts/seed-large.js';
import { createTestDatabase } from './helpers/database.js';

let database: Database;
let counts: Awaited<ReturnType<typeof seedLarge>>;
const options = { students: 200, courses: 10, payments: 500, auditEvents: 2_000 };

beforeAll(async () => {
  database = await createTestDatabase();
  counts = await seedLarge(database.db, options);
});
afterAll(() => database.close());

describe('seedLarge', () => {
  it('writes the requested students, courses and payments, 2–3 enrollments each with a fee account', async () => {
    expect(counts.students).toBe(200);
    expect(counts.courses).toBe(10);
    expect(counts.payments).toBe(500);
    expect(counts.enrollments).toBeGreaterThanOrEqual(400);
    expect(counts.enrollments).toBeLessThanOrEqual(600);
    expect(counts.feeAccounts).toBe(counts.enrollments);

    const [admin] = await database.db.select().from(users).where(eq(users.email, BENCH_ADMIN.email));
    expect(admin?.role).toBe('admin');
  });

  it('numbers every payment: 1…N within each financial year, and the counters stand at N', async () => {
    const years = await database.db
      .select({
        year: sql<string>`split_part(${payments.receiptNumber}, '/', 1)`,
        numbers: sql<number>`count(distinct ${payments.receiptNumber})`.mapWith(Number),
        last: sql<number>`max(split_part(${payments.receiptNumber}, '/', 2)::int)`.mapWith(Number),
        counter: sql<number>`max(${receiptCounters.lastNumber})`.mapWith(Number),
      })
      .from(payments)
      .leftJoin(receiptCounters, sql`${receiptCounters.financialYear} = split_part(${payments.receiptNumber}, '/', 1)`)
      .groupBy(sql`1`);
    expect(years.reduce((sum, year) => sum + year.numbers, 0)).toBe(500);
    for (const year of years) expect([year.last, year.counter]).toEqual([year.numbers, year.numbers]);
  });

  it('gives every student a distinct email and every account the price of its course', async () => {
    const [emails] = await database.db
      .select({ n: countDistinct(users.email) })
      .from(users)
      .where(eq(users.role, 'student'));
    expect(emails?.n).toBe(200);

    const [mismatched] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(feeAccounts)
      .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
      .leftJoin(
        enrollments,
        sql`${enrollments.studentId} = ${feeAccounts.studentId} and ${enrollments.courseId} = ${feeAccounts.courseId}`,
      )
      .where(sql`${feeAccounts.totalFee} <> ${courses.price} or ${enrollments.id} is null`);
    expect(mismatched?.n).toBe(0);
  });

  it('never overpays an account and leaves accounts Paid, Partial and Unpaid', async () => {
    const accounts = await database.db
      .select({
        total: feeAccounts.totalFee,
        paid: feeAccounts.paid,
      })
      .from(feeAccounts);
    expect(accounts.filter(({ paid, total }) => paid > total)).toEqual([]);
    expect(new Set(accounts.map(({ paid, total }) => feeStatus(paid, total)))).toEqual(
      new Set(['Paid', 'Partial', 'Unpaid']),
    );
  });

  it('makes every account fall due as feeDueDate says, from its enrolment', async () => {
    const accounts = await database.db
      .select({ dueDate: feeAccounts.dueDate, enrolledAt: enrollments.enrolledAt })
      .from(feeAccounts)
      .innerJoin(
        enrollments,
        sql`${enrollments.studentId} = ${feeAccounts.studentId} and ${enrollments.courseId} = ${feeAccounts.courseId}`,
      );
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.filter(({ dueDate, enrolledAt }) => dueDate !== feeDueDate(enrolledAt))).toEqual([]);
  });

  it('gives each course an outline, and marks completed enrollments, and only those, with a completion time', async () => {
    const rows = await database.db
      .select({
        done: enrollments.completedLessons,
        lessons: courses.lessonCount,
        completedAt: enrollments.completedAt,
        counted: sql<number>`(select count(*)::int from ${lessonCompletions} lc
          where lc.student_id = ${enrollments.studentId} and lc.course_id = ${enrollments.courseId})`,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId));
    expect(rows.every((row) => row.lessons === LESSONS_PER_COURSE)).toBe(true);
    expect(rows.every((row) => row.done === row.counted)).toBe(true);
    expect(rows.some((row) => isCourseComplete(row.done, row.lessons))).toBe(true);
    expect(rows.some((row) => row.done === 0)).toBe(true);
    expect(rows.every((row) => isCourseComplete(row.done, row.lessons) === (row.completedAt !== null))).toBe(true);
  });

  it("writes the audit events over this run's records, reading as the app's own", async () => {
    expect(counts.auditEvents).toBe(2_000);
    const events = await database.db.select().from(auditEvents);
    expect(new Set(events.map((event) => event.action))).toEqual(
      new Set([
        'payment.recorded',
        'student.updated',
        'student.picture_changed',
        'student.created',
        'fee.total_corrected',
        'course.updated',
      ]),
    );
    const aboutStudents = events.filter((event) => event.entityType !== 'course');
    expect(aboutStudents.filter((event) => event.studentId === null)).toEqual([]);

    const recorded = events.filter((event) => event.action === 'payment.recorded').slice(0, 50);
    for (const event of recorded) {
      const [payment] = await database.db
        .select({ amount: payments.amount, mode: payments.mode, student: users.name, course: courses.name })
        .from(payments)
        .innerJoin(feeAccounts, eq(feeAccounts.id, payments.feeAccountId))
        .innerJoin(users, eq(users.id, feeAccounts.studentId))
        .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
        .where(eq(payments.id, event.entityId));
      const amount = formatRupeesWithPaise(payment!.amount);
      expect(event.summary).toBe(
        auditSummaries.paymentRecorded(amount, payment!.mode!, payment!.student, payment!.course),
      );
      expect(event.changes.amount).toEqual({ from: null, to: amount });
    }
    for (const event of events.slice(0, 200)) {
      expect(() =>
        auditEventSchema.parse({
          _id: event.id,
          at: event.at.toISOString(),
          actor: { _id: event.actorId, name: event.actorName, email: event.actorEmail, role: event.actorRole },
          action: event.action,
          entityType: event.entityType,
          entityId: event.entityId,
          studentId: event.studentId,
          summary: event.summary,
          changes: event.changes,
        }),
      ).not.toThrow();
    }
  });

  it('refuses a database that already has students, unless forced', async () => {
    await expect(seedLarge(database.db, options)).rejects.toBeInstanceOf(DatabaseHasStudentsError);

    const again = await seedLarge(database.db, { ...options, force: true });
    expect(again.students).toBe(400);
    expect(again.payments).toBe(1000);
  });
});
