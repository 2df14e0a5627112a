import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type PaymentClaim, type PaymentResult } from '@campus/domain';
import { payments, users } from '../src/db/schema.js';
import { buildTestApp, json, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll } from './helpers/fixtures.js';
import { errorBody } from '../src/lib/errors.js';

let t: TestApp;
let headers: { authorization: string };
const NOW = new Date('2031-01-15T06:30:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  headers = await t.auth((await createAdmin(t.db)).auth);
  // The one clock of the services and the routes: a change and a report read it, not the machine's.
  t.app.services.now = () => NOW;
});
afterAll(() => t.close());

describe("the services' clock", () => {
  it('dates a deletion and the day book with the clock of the context', async () => {
    const student = await createStudent(t.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${student.id}`, headers })).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, student.id));
    expect(row!.deletedAt).toEqual(NOW);

    const course = await createCourse(t.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/courses/${course.id}`, headers })).statusCode).toBe(200);

    const book = await t.app.inject({ url: '/api/admin/report/collections', headers });
    expect(book.statusCode).toBe(200);
    expect(book.json()).toMatchObject({ from: '2031-01-15', to: '2031-01-15' });
  });

  it('checks a payment date, and times and dates a UPI claim, by the clock of the context', async () => {
    const course = await createCourse(t.db, { price: 10_000_00 });
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, course);
    const payment = (paymentDate: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/fees',
        headers,
        payload: {
          studentId: student.id,
          courseId: course.id,
          totalFee: 10_000_00,
          amountPaid: 1_000_00,
          paymentDate,
          paymentMode: 'Cash',
        },
      });
    // NOW, years after the machine's clock, is still 2031-01-15 everywhere (20:30 at UTC+14).
    const recorded = await payment('2031-01-15');
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(json<PaymentResult>(recorded).payment.receiptNumber).toMatch(/^2030-31\//);
    const future = await payment('2031-01-16');
    expect([future.statusCode, json(future)]).toEqual([400, errorBody(messages.errors.futurePaymentDate)]);

    const studentHeaders = await t.auth(student.auth);
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/payment-claims',
      headers: studentHeaders,
      payload: { courseId: course.id, amount: 500_00, utr: '612345678901' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const { claim } = json<{ claim: PaymentClaim }>(reported);
    expect(claim.createdAt).toBe(NOW.toISOString());
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payment-claims/${claim._id}/confirm`,
      headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { claim: decided } = json<{ claim: PaymentClaim }>(confirmed);
    expect(decided.decidedAt).toBe(NOW.toISOString());
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, decided.paymentId!));
    expect(paid!.paidOn).toBe('2031-01-15');
  });
});
