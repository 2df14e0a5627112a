import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import { feeAccounts, payments } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll } from './helpers/fixtures.js';
import { errorBody } from '../src/lib/errors.js';

/**
 * Many payments into one fee account at once, as admins double-clicking and retrying would send them: on
 * PostgreSQL they run on several pooled connections at the same time; on PGlite one after another.
 */
const REQUESTS = 200;
/** Distinct payments; the other requests repeat one of them with the same Idempotency-Key. */
const DISTINCT = 140;
const TOTAL_FEE = 1_000_000;
/** ₹50, ₹75, ₹100, ₹125 in turn: together far more than the total, so many must be refused. */
const amountOf = (payment: number) => 5_000 + (payment % 4) * 2_500;

let t: TestApp;
let adminHeaders: { authorization: string };
let student: Awaited<ReturnType<typeof createStudent>>;
let course: Awaited<ReturnType<typeof createCourse>>;
let accountId: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminHeaders = await t.auth((await createAdmin(t.db)).auth);
  student = await createStudent(t.db);
  course = await createCourse(t.db, { price: TOTAL_FEE });
  accountId = (await enroll(t.db, student.id, course)).account.id;
});
afterAll(() => t.close());

async function ledger() {
  const [row] = await t.db
    .select({
      rows: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(payments)
    .where(eq(payments.feeAccountId, accountId));
  const [account] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, accountId));
  return { rows: row!.rows, sum: row!.sum, paid: account!.paid, totalFee: account!.totalFee };
}

/** What every endpoint that shows money says about this student's account and the institute's totals. */
async function moneyAsShown() {
  const studentHeaders = await t.auth(student.auth);
  const [fees, me, adminFees, report, dashboard] = await Promise.all([
    t.app.inject({ url: '/api/fees/me', headers: studentHeaders }),
    t.app.inject({ url: '/api/users/full-me', headers: studentHeaders }),
    t.app.inject({ url: `/api/admin/fees?search=${encodeURIComponent(student.email)}`, headers: adminHeaders }),
    t.app.inject({ url: '/api/admin/report', headers: adminHeaders }),
    t.app.inject({ url: '/api/admin/dashboard', headers: adminHeaders }),
  ]);
  return {
    studentFee: fees.json().items[0]?.paidAmount,
    studentDue: fees.json().items[0]?.dueAmount,
    studentFeePaid: me.json().feePaid,
    adminFee: adminFees.json().items[0]?.paidAmount,
    adminDue: adminFees.json().items[0]?.amountDue,
    reportCollected: report.json().totals.collected,
    dashboardRevenue: dashboard.json().stats.revenue,
  };
}

describe('concurrent payments into one fee account', () => {
  const keys = Array.from({ length: DISTINCT }, () => randomUUID());
  /** Request i pays payment i; the last REQUESTS - DISTINCT repeat payments 0, 1, 2, … */
  const paymentOf = (request: number) => (request < DISTINCT ? request : request - DISTINCT);
  let responses: { payment: number; status: number; body: Record<string, unknown> }[];

  beforeAll(async () => {
    const today = new Date().toISOString().slice(0, 10);
    // Repeats interleaved with first sends, so a repeat often arrives while its original is still running.
    const order = Array.from({ length: REQUESTS }, (_, i) => i).sort((x, y) => (x % 3) - (y % 3) || x - y);
    responses = await Promise.all(
      order.map(async (request) => {
        const payment = paymentOf(request);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/fees',
          headers: { ...adminHeaders, 'idempotency-key': keys[payment]! },
          payload: {
            studentId: student.id,
            courseId: course.id,
            totalFee: TOTAL_FEE,
            amountPaid: amountOf(payment),
            paymentDate: today,
            paymentMode: 'Cash',
          },
        });
        return { payment, status: res.statusCode, body: res.json() };
      }),
    );
  }, 120_000);

  it('answers every request with a recorded payment, a replay of one, or the overpayment refusal', () => {
    for (const { status, body } of responses) {
      if (status === 400) expect(body).toEqual(errorBody(messages.errors.overpayment));
      else expect([200, 201], JSON.stringify(body)).toContain(status);
    }
  });

  it('records each payment at most once, and answers its repeats with that same payment', () => {
    for (let payment = 0; payment < DISTINCT; payment++) {
      const answers = responses.filter((response) => response.payment === payment);
      const created = answers.filter((answer) => answer.status === 201);
      if (created.length === 0) {
        expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 400));
        continue;
      }
      expect(created).toHaveLength(1);
      const id = (created[0]!.body.payment as { _id: string })._id;
      for (const answer of answers) {
        expect(answer.status).not.toBe(400);
        expect((answer.body.payment as { _id: string })._id).toBe(id);
      }
    }
  });

  it('never overpays, and refuses a payment only when it would have', async () => {
    const { rows, sum, paid, totalFee } = await ledger();
    const recorded = responses.filter((response) => response.status === 201);
    expect(rows).toBe(recorded.length);
    expect(sum).toBe(recorded.reduce((total, response) => total + amountOf(response.payment), 0));
    expect(totalFee).toBe(TOTAL_FEE);
    expect(paid).toBe(sum);
    expect(paid).toBeLessThanOrEqual(TOTAL_FEE);
    // Far more was asked than owed, so the account was filled until no refused amount fitted any more.
    const refused = responses.filter((response) => response.status === 400).map((r) => amountOf(r.payment));
    expect(refused.length).toBeGreaterThan(0);
    expect(TOTAL_FEE - paid).toBeLessThan(Math.min(...refused));
  });

  it('shows the same figures to the student and the admin as the ledger holds', async () => {
    const { sum } = await ledger();
    expect(await moneyAsShown()).toEqual({
      studentFee: sum,
      studentDue: TOTAL_FEE - sum,
      studentFeePaid: sum,
      adminFee: sum,
      adminDue: TOTAL_FEE - sum,
      reportCollected: sum,
      dashboardRevenue: sum,
    });
  });
});

describe('deleting the student or the course', () => {
  it('keeps every payment in the ledger and in the money totals', async () => {
    const before = await ledger();
    expect(before.rows).toBeGreaterThan(0);
    const shown = await moneyAsShown();

    const deleteCourse = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/${course.id}`,
      headers: adminHeaders,
    });
    expect(deleteCourse.statusCode).toBe(200);
    // The student still owes for a deleted course, and sees what was paid into it.
    const studentFees = await t.app.inject({ url: '/api/fees/me', headers: await t.auth(student.auth) });
    expect(studentFees.json().items[0]).toMatchObject({ paidAmount: before.sum });

    const deleteStudent = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${student.id}`,
      headers: adminHeaders,
    });
    expect(deleteStudent.statusCode).toBe(200);

    expect(await ledger()).toEqual(before);
    const report = await t.app.inject({ url: '/api/admin/report', headers: adminHeaders });
    expect(report.json().totals.collected).toBe(shown.reportCollected);
    const dashboard = await t.app.inject({ url: '/api/admin/dashboard', headers: adminHeaders });
    expect(dashboard.json().stats.revenue).toBe(shown.dashboardRevenue);
  });
});
