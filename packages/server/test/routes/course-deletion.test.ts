import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  type AdminFeeRecord,
  type OutstandingFee,
  type Page,
  type StudentFeeRecord,
  type StudentMe,
} from '@campus/domain';
import { courses, feeAccounts } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll, pay } from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

/**
 * Deleting a course closes its fee accounts that have nothing paid into them, and only those: every figure that
 * reads fee accounts (fee lists, outstanding report and CSV, report totals, dashboard, the student's pages) follows.
 * One fresh database, so the totals are exactly what this file inserts.
 */
let t: TestApp;
let adminHeaders: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  adminHeaders = await t.auth((await createAdmin(t.db)).auth);
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

async function adminGet<T>(url: string, query: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ url, query, headers: adminHeaders });
  expect(res.statusCode, url).toBe(200);
  return url.endsWith('.csv') ? (res.body as T) : res.json<T>();
}

async function studentGet<T>(student: Awaited<ReturnType<typeof createStudent>>, url: string): Promise<T> {
  const res = await t.app.inject({ url, headers: await t.auth(student.auth) });
  expect(res.statusCode, url).toBe(200);
  return res.json<T>();
}

function deleteCourse(id: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/courses/${id}`, headers: adminHeaders });
}

function recordPayment(studentId: string, courseId: string, totalFee: number, amountPaid: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/fees',
    headers: adminHeaders,
    payload: { studentId, courseId, totalFee, amountPaid, paymentDate: today(), paymentMode: 'Cash' },
  });
}

describe('DELETE /api/courses/:id and the fee accounts of the course', () => {
  it('closes the unpaid accounts everywhere; an account with payments stays, says so, and can still be paid', async () => {
    const retired = await createCourse(t.db, { name: 'Retired Robotics', price: 10_000_00 });
    const kept = await createCourse(t.db, { name: 'Kept Kotlin', price: 5_000_00 });
    const asha = await createStudent(t.db, { name: 'Asha Unpaid' });
    const bala = await createStudent(t.db, { name: 'Bala Partial' });
    const unpaid = await enroll(t.db, asha.id, retired);
    const other = await enroll(t.db, asha.id, kept);
    await pay(t.db, other.account.id, 1_000_00);
    const partial = await enroll(t.db, bala.id, retired);
    await pay(t.db, partial.account.id, 2_000_00);

    // Before: Asha owes 10 000 + 4 000, Bala 8 000.
    expect((await adminGet<{ stats: { dueFees: number } }>('/api/admin/dashboard')).stats.dueFees).toBe(22_000_00);

    const res = await deleteCourse(retired.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Course deleted' });

    // The unpaid account is closed, not deleted, at the moment the course was deleted.
    const [course] = await t.db.select().from(courses).where(eq(courses.id, retired.id));
    const [closed] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, unpaid.account.id));
    expect(closed!.closedAt).toEqual(course!.deletedAt);
    const [stillOpen] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, partial.account.id));
    expect(stillOpen!.closedAt).toBeNull();

    // Admin fee list: Asha's closed account is gone, under any filter; Bala's says the course was deleted.
    const fees = await adminGet<Page<AdminFeeRecord>>('/api/admin/fees', { search: 'Retired Robotics' });
    expect(fees.total).toBe(1);
    expect(fees.items).toEqual([
      expect.objectContaining({ id: partial.account.id, courseDeleted: true, status: 'Partial', amountDue: 8_000_00 }),
    ]);
    expect((await adminGet<Page<AdminFeeRecord>>('/api/admin/fees', { status: 'Unpaid' })).total).toBe(0);
    const ashaFees = await adminGet<Page<AdminFeeRecord>>('/api/admin/fees', { search: asha.email });
    expect(ashaFees.items.map((item) => [item.course, item.courseDeleted])).toEqual([['Kept Kotlin', false]]);

    // Outstanding report, its CSV and the report totals.
    const outstanding = await adminGet<Page<OutstandingFee>>('/api/admin/report/outstanding');
    expect(outstanding.items.map((row) => [row.name, row.course, row.due])).toEqual([
      ['Bala Partial', 'Retired Robotics', 8_000_00],
      ['Asha Unpaid', 'Kept Kotlin', 4_000_00],
    ]);
    const csv = await adminGet<string>('/api/admin/report/outstanding.csv');
    const csvRows = csv.trim().split('\n').slice(1);
    expect(csvRows.map((line) => line.split(',')).map(([name, , , course]) => [name, course])).toEqual([
      ['Bala Partial', 'Retired Robotics'],
      ['Asha Unpaid', 'Kept Kotlin'],
    ]);
    const { totals } = await adminGet<{ totals: Record<string, number> }>('/api/admin/report');
    expect(totals).toMatchObject({ outstanding: 12_000_00, outstandingAccounts: 2, collected: 3_000_00 });

    // Dashboard: only what is still owed.
    const { stats } = await adminGet<{ stats: { dueFees: number; revenue: number } }>('/api/admin/dashboard');
    expect(stats).toMatchObject({ dueFees: 12_000_00, revenue: 3_000_00 });

    // The students' own pages.
    const ashaRecords = await studentGet<Page<StudentFeeRecord>>(asha, '/api/fees/me');
    expect(ashaRecords).toMatchObject({ total: 1, items: [{ course: 'Kept Kotlin', courseDeleted: false }] });
    expect(await studentGet<StudentMe>(asha, '/api/users/full-me')).toMatchObject({
      feeTotal: 5_000_00,
      feePaid: 1_000_00,
    });
    const balaRecords = await studentGet<Page<StudentFeeRecord>>(bala, '/api/fees/me');
    expect(balaRecords).toMatchObject({
      total: 1,
      items: [{ course: 'Retired Robotics', courseDeleted: true, dueAmount: 8_000_00 }],
    });
    expect(await studentGet<StudentMe>(bala, '/api/users/full-me')).toMatchObject({
      feeTotal: 10_000_00,
      feePaid: 2_000_00,
    });

    // What is still owed for the deleted course can be paid; the closed account takes nothing.
    const paid = await recordPayment(bala.id, retired.id, 10_000_00, 8_000_00);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().fee).toEqual({
      status: 'Paid',
      totalFee: 10_000_00,
      concession: 0,
      paidAmount: 10_000_00,
      amountDue: 0,
    });
    const refused = await recordPayment(asha.id, retired.id, 10_000_00, 1_000_00);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(errorBody(messages.errors.notEnrolled));
  });

  it('closes nothing when the course is not found, and nothing twice', async () => {
    const course = await createCourse(t.db);
    const student = await createStudent(t.db);
    const { account } = await enroll(t.db, student.id, course);
    expect((await deleteCourse(randomUUID())).statusCode).toBe(404);
    const [untouched] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, account.id));
    expect(untouched!.closedAt).toBeNull();

    expect((await deleteCourse(course.id)).statusCode).toBe(200);
    const [closed] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, account.id));
    expect((await deleteCourse(course.id)).statusCode).toBe(404);
    const [again] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, account.id));
    expect(again!.closedAt).toEqual(closed!.closedAt);
  });

  it('either records a payment made while the course is deleted, keeping its account, or refuses it; never both', async () => {
    for (let round = 0; round < 10; round++) {
      const course = await createCourse(t.db, { price: 3_000_00 });
      const student = await createStudent(t.db);
      const { account } = await enroll(t.db, student.id, course);
      const [payment, deletion] = await Promise.all([
        recordPayment(student.id, course.id, 3_000_00, 1_000_00),
        deleteCourse(course.id),
      ]);
      expect(deletion.statusCode).toBe(200);
      const [row] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, account.id));
      if (payment.statusCode === 201) {
        expect(row).toMatchObject({ paid: 1_000_00, closedAt: null });
      } else {
        expect(payment.statusCode).toBe(400);
        expect(payment.json()).toEqual(errorBody(messages.errors.notEnrolled));
        expect(row).toMatchObject({ paid: 0, closedAt: expect.any(Date) });
      }
    }
  });

  it('refuses, in the database, a payment into a closed account', async () => {
    const course = await createCourse(t.db);
    const student = await createStudent(t.db);
    const { account } = await enroll(t.db, student.id, course);
    expect((await deleteCourse(course.id)).statusCode).toBe(200);
    await expect(pay(t.db, account.id, 100)).rejects.toThrow();
  });
});
