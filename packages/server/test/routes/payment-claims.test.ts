import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, paymentClaimMessages, type PaymentClaim, type StudentFeeRecord } from '@campus/domain';
import { auditEvents, payments } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStaff, createStudent, enroll } from '../helpers/fixtures.js';

let t: TestApp;
let admin: Record<string, string>;
let accountant: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ upi: { vpa: 'sunrise@okaxis', payeeName: 'Sunrise Institute' } });
  admin = await t.auth((await createAdmin(t.db)).auth);
  accountant = await t.auth((await createStaff(t.db, { role: 'accountant' })).auth);
});
afterAll(() => t.close());

const newUtr = () => String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));

async function enrolledStudent(price = 20_000_00) {
  const course = await createCourse(t.db, { price });
  const student = await createStudent(t.db);
  const { account } = await enroll(t.db, student.id, course);
  return { course, student, account, headers: await t.auth(student.auth) };
}

const claim = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/payment-claims', headers, payload });
const decide = (id: string, decision: 'confirm' | 'reject', payload?: object, headers = accountant) =>
  t.app.inject({ method: 'POST', url: `/api/admin/payment-claims/${id}/${decision}`, headers, payload });

describe('paying by UPI', () => {
  it('gives each account with something due a UPI link for what is due next', async () => {
    const { headers, account } = await enrolledStudent(12_345_67);
    const [record] = json<{ items: StudentFeeRecord[] }>(await t.app.inject({ url: '/api/fees/me', headers })).items;
    const link = new URL(record!.upiLink!.replace('upi://pay', 'https://upi.invalid/pay'));
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      pa: 'sunrise@okaxis',
      pn: 'Sunrise Institute',
      am: '12345.67',
      cu: 'INR',
      tr: `FEE${account.id.replaceAll('-', '').slice(0, 20).toUpperCase()}`,
    });
  });

  it('is reported by the student, confirmed by an accountant: the payment, its receipt and the claim agree', async () => {
    const { course, student, headers } = await enrolledStudent();
    const utr = newUtr();
    const submitted = await claim(headers, {
      courseId: course.id,
      amount: 5_000_00,
      utr: `${utr.slice(0, 6)} ${utr.slice(6)}`,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { message, claim: pending } = json<{ message: string; claim: PaymentClaim }>(submitted);
    expect(message).toBe(paymentClaimMessages.submitted);
    expect(pending).toMatchObject({
      studentId: student.id,
      courseId: course.id,
      amount: 5_000_00,
      utr,
      status: 'pending',
    });

    const queue = json<{ items: PaymentClaim[] }>(
      await t.app.inject({ url: '/api/admin/payment-claims?status=pending&limit=100', headers: accountant }),
    ).items;
    expect(queue.map((item) => item._id)).toContain(pending._id);

    const confirmed = await decide(pending._id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { claim: done } = json<{ claim: PaymentClaim }>(confirmed);
    expect(done).toMatchObject({ status: 'confirmed', reason: null });
    expect(done.receiptNumber).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, done.paymentId!));
    expect(payment).toMatchObject({ kind: 'payment', amount: 5_000_00, mode: 'UPI', reference: utr });

    const [record] = json<{ items: StudentFeeRecord[] }>(await t.app.inject({ url: '/api/fees/me', headers })).items;
    expect(record).toMatchObject({ paidAmount: 5_000_00, dueAmount: 15_000_00, status: 'Partial' });

    // Once only: the claim again, or the same UTR reported again.
    expect([
      (await decide(pending._id, 'confirm')).statusCode,
      (await decide(pending._id, 'reject', { reason: 'Twice' })).statusCode,
    ]).toEqual([409, 409]);
    const again = await claim(headers, { courseId: course.id, amount: 1_000_00, utr });
    expect([again.statusCode, json(again)]).toEqual([409, { error: paymentClaimMessages.utrTaken }]);

    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.studentId, student.id));
    expect(events.map((event) => event.action).sort()).toEqual([
      'payment.recorded',
      'payment_claim.confirmed',
      'payment_claim.submitted',
    ]);
  });

  it('is rejected with a reason the student sees; the UTR may then be reported again', async () => {
    const { course, headers } = await enrolledStudent();
    const utr = newUtr();
    const { claim: pending } = json<{ claim: PaymentClaim }>(
      await claim(headers, { courseId: course.id, amount: 700_00, utr }),
    );
    const rejected = await decide(pending._id, 'reject', { reason: 'No such credit in the bank statement' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mine = json<{ items: PaymentClaim[] }>(await t.app.inject({ url: '/api/payment-claims', headers })).items;
    expect(mine).toEqual([
      expect.objectContaining({ _id: pending._id, status: 'rejected', reason: 'No such credit in the bank statement' }),
    ]);
    expect((await claim(headers, { courseId: course.id, amount: 700_00, utr })).statusCode).toBe(201);
  });

  it('refuses more than is owed, a course not taken, a bad UTR and a UTR already paid by hand, saving nothing', async () => {
    const { course, student, headers } = await enrolledStudent(1_000_00);
    const other = await createCourse(t.db);
    const cases: [object, number, string][] = [
      [{ courseId: course.id, amount: 1_000_01, utr: newUtr() }, 400, paymentClaimMessages.overpayment],
      [{ courseId: other.id, amount: 100_00, utr: newUtr() }, 400, messages.errors.notEnrolled],
      [{ courseId: course.id, amount: 100_00, utr: '12345' }, 400, paymentClaimMessages.utrInvalid],
      [{ courseId: course.id, amount: 0, utr: newUtr() }, 400, paymentClaimMessages.amountNotPositive],
    ];
    for (const [payload, status, error] of cases) {
      const res = await claim(headers, payload);
      expect([res.statusCode, json(res)]).toEqual([status, { error }]);
    }
    const utr = newUtr();
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fees',
      headers: admin,
      payload: {
        studentId: student.id,
        courseId: course.id,
        totalFee: 1_000_00,
        amountPaid: 100_00,
        paymentDate: '2026-11-01',
        paymentMode: 'UPI',
        reference: utr,
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const paid = await claim(headers, { courseId: course.id, amount: 100_00, utr });
    expect([paid.statusCode, json(paid)]).toEqual([409, { error: paymentClaimMessages.utrTaken }]);
    expect(json<{ total: number }>(await t.app.inject({ url: '/api/payment-claims', headers })).total).toBe(0);
  });

  it('leaves a claim pending when its payment no longer fits: the accountant rejects it', async () => {
    const { course, headers } = await enrolledStudent(1_000_00);
    const first = json<{ claim: PaymentClaim }>(
      await claim(headers, { courseId: course.id, amount: 800_00, utr: newUtr() }),
    );
    const second = json<{ claim: PaymentClaim }>(
      await claim(headers, { courseId: course.id, amount: 800_00, utr: newUtr() }),
    );
    expect((await decide(first.claim._id, 'confirm')).statusCode).toBe(200);
    const refused = await decide(second.claim._id, 'confirm');
    expect([refused.statusCode, json(refused)]).toEqual([400, { error: messages.errors.overpayment }]);
    const [still] = json<{ items: PaymentClaim[] }>(
      await t.app.inject({ url: '/api/payment-claims?status=pending', headers }),
    ).items;
    expect(still?._id).toBe(second.claim._id);
  });
});
