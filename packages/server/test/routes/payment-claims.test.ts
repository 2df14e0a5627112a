import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  paymentClaimMessages,
  type PaymentClaim,
  type PaymentResult,
  type StaffPaymentClaim,
  type StudentFeeRecord,
} from '@campus/domain';
import { auditEvents, payments } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStaff, createStudent, enroll } from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

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
/** A claim reported, its answer's claim. */
async function reported(headers: Record<string, string>, payload: object) {
  const res = await claim(headers, payload);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ claim: PaymentClaim }>(res).claim;
}
/** A UPI payment recorded by hand in the office, `reference` its UTR. */
const recordByHand = (
  { student, course }: { student: { id: string }; course: { id: string; price: number } },
  amountPaid: number,
  reference: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/fees',
    headers: admin,
    payload: {
      studentId: student.id,
      courseId: course.id,
      totalFee: course.price,
      amountPaid,
      paymentDate: '2026-11-01',
      paymentMode: 'UPI',
      reference,
    },
  });
const reversePayment = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${id}/reversal`,
    headers: admin,
    payload: { reason: 'Not in the bank statement after all' },
  });
const staffClaims = async (query = '') =>
  json<{ items: StaffPaymentClaim[] }>(
    await t.app.inject({ url: `/api/admin/payment-claims?limit=100${query}`, headers: accountant }),
  ).items;
/** The payments, by hand or confirmed, that have `utr` as their reference and are still standing. */
async function standingPayments(utr: string) {
  const reversal = alias(payments, 'reversal');
  return t.db
    .select({ id: payments.id, receiptNumber: payments.receiptNumber })
    .from(payments)
    .leftJoin(reversal, eq(reversal.reversesId, payments.id))
    .where(and(eq(payments.reference, utr), isNull(reversal.id)));
}

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
    expect([again.statusCode, json(again)]).toEqual([409, errorBody(paymentClaimMessages.utrTaken)]);

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
      // What is typed to get past the field: one digit twelve times.
      [{ courseId: course.id, amount: 100_00, utr: '000000000000' }, 400, paymentClaimMessages.utrInvalid],
      [{ courseId: course.id, amount: 100_00, utr: '7777 7777 7777' }, 400, paymentClaimMessages.utrInvalid],
      [{ courseId: course.id, amount: 0, utr: newUtr() }, 400, paymentClaimMessages.amountNotPositive],
    ];
    for (const [payload, status, error] of cases) {
      const res = await claim(headers, payload);
      expect([res.statusCode, json(res)]).toEqual([status, errorBody(error)]);
    }
    const utr = newUtr();
    const recorded = await recordByHand({ student, course }, 100_00, utr);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const paid = await claim(headers, { courseId: course.id, amount: 100_00, utr });
    expect([paid.statusCode, json(paid)]).toEqual([409, errorBody(paymentClaimMessages.utrTaken)]);
    expect(json<{ total: number }>(await t.app.inject({ url: '/api/payment-claims', headers })).total).toBe(0);
  });

  it('refuses claims that, waiting together, are more than is owed', async () => {
    const { course, headers } = await enrolledStudent(12_000_00);
    await reported(headers, { courseId: course.id, amount: 12_000_00, utr: newUtr() });
    for (const amount of [12_000_00, 1]) {
      const res = await claim(headers, { courseId: course.id, amount, utr: newUtr() });
      expect([res.statusCode, json(res)]).toEqual([
        400,
        errorBody(paymentClaimMessages.pendingOverpayment('₹12,000.00')),
      ]);
    }
    expect(json<{ total: number }>(await t.app.inject({ url: '/api/payment-claims', headers })).total).toBe(1);
  });

  it('leaves a claim pending when its payment no longer fits: the accountant rejects it', async () => {
    const setup = await enrolledStudent(1_000_00);
    const pending = await reported(setup.headers, { courseId: setup.course.id, amount: 800_00, utr: newUtr() });
    expect((await recordByHand(setup, 800_00, newUtr())).statusCode).toBe(201);
    const refused = await decide(pending._id, 'confirm');
    expect([refused.statusCode, json(refused)]).toEqual([400, errorBody(messages.errors.overpayment)]);
    const [still] = json<{ items: PaymentClaim[] }>(
      await t.app.inject({ url: '/api/payment-claims?status=pending', headers: setup.headers }),
    ).items;
    expect(still?._id).toBe(pending._id);
  });
});

describe('one UPI payment, one standing payment', () => {
  it('refuses to record by hand a UTR a confirmed claim recorded, however it is spaced, naming its receipt', async () => {
    const setup = await enrolledStudent();
    const utr = newUtr();
    const pending = await reported(setup.headers, { courseId: setup.course.id, amount: 1_000_00, utr });
    const { claim: confirmed } = json<{ claim: PaymentClaim }>(await decide(pending._id, 'confirm'));
    const refused = paymentClaimMessages.utrRecorded(confirmed.receiptNumber!);
    for (const reference of [utr, `${utr.slice(0, 4)} ${utr.slice(4, 8)}-${utr.slice(8)}`]) {
      const res = await recordByHand(setup, 1_000_00, reference);
      expect([res.statusCode, json(res)]).toEqual([409, errorBody(refused)]);
    }
    expect(await standingPayments(utr)).toHaveLength(1);
  });

  it('refuses to confirm a claim whose UTR was recorded by hand, naming that receipt', async () => {
    const setup = await enrolledStudent();
    const utr = newUtr();
    const pending = await reported(setup.headers, { courseId: setup.course.id, amount: 1_000_00, utr });
    const byHand = json<PaymentResult>(await recordByHand(setup, 1_000_00, utr));
    const refused = await decide(pending._id, 'confirm');
    expect([refused.statusCode, json(refused)]).toEqual([
      409,
      errorBody(paymentClaimMessages.utrRecorded(byHand.payment.receiptNumber)),
    ]);
  });

  it('records a UTR once when a claim is confirmed and the same payment recorded by hand at the same moment', async () => {
    const rounds = 8;
    for (let round = 0; round < rounds; round++) {
      const setup = await enrolledStudent();
      const utr = newUtr();
      const pending = await reported(setup.headers, { courseId: setup.course.id, amount: 1_000_00, utr });
      const [confirmed, byHand] = await Promise.all([
        decide(pending._id, 'confirm'),
        recordByHand(setup, 1_000_00, utr),
      ]);
      const standing = await standingPayments(utr);
      expect(standing).toHaveLength(1);
      const refused = confirmed.statusCode === 200 ? byHand : confirmed;
      expect([
        [200, 409],
        [409, 201],
      ]).toContainEqual([confirmed.statusCode, byHand.statusCode]);
      expect([refused.statusCode, json(refused)]).toEqual([
        409,
        errorBody(paymentClaimMessages.utrRecorded(standing[0]!.receiptNumber!)),
      ]);
    }
  });

  it('records a UTR once when two students report it and both claims are confirmed at the same moment', async () => {
    const utr = newUtr();
    const [first, second] = [await enrolledStudent(), await enrolledStudent()];
    const claims = [
      await reported(first.headers, { courseId: first.course.id, amount: 500_00, utr }),
      await reported(second.headers, { courseId: second.course.id, amount: 500_00, utr }),
    ];
    const answers = await Promise.all(claims.map((pending) => decide(pending._id, 'confirm')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await standingPayments(utr)).toHaveLength(1);
  });
});

describe('a UTR reported by two students, and a confirmed payment reversed', () => {
  it('lets another student report a UTR and shows the office both claimants; the student may not report it twice', async () => {
    const utr = newUtr();
    const [first, second] = [await enrolledStudent(), await enrolledStudent()];
    const mine = await reported(first.headers, { courseId: first.course.id, amount: 500_00, utr });
    const theirs = await reported(second.headers, { courseId: second.course.id, amount: 600_00, utr });
    const twice = await claim(first.headers, { courseId: first.course.id, amount: 500_00, utr });
    expect([twice.statusCode, json(twice)]).toEqual([409, errorBody(paymentClaimMessages.utrTaken)]);

    const queue = await staffClaims('&status=pending');
    const shown = (id: string) => queue.find((item) => item._id === id)!;
    expect(shown(mine._id).otherClaims).toEqual([
      {
        _id: theirs._id,
        student: theirs.student,
        course: theirs.course,
        amount: 600_00,
        status: 'pending',
        createdAt: theirs.createdAt,
      },
    ]);
    expect(shown(theirs._id).otherClaims.map((other) => other._id)).toEqual([mine._id]);
    // A student sees their own claims only, and nothing of the other's.
    const own = json<{ items: object[] }>(await t.app.inject({ url: '/api/payment-claims', headers: first.headers }));
    expect(own.items).toEqual([expect.not.objectContaining({ otherClaims: expect.anything() })]);

    // Once one is confirmed, the other shows it, and cannot be confirmed too.
    expect((await decide(theirs._id, 'confirm')).statusCode).toBe(200);
    expect((await staffClaims('&status=pending')).find((item) => item._id === mine._id)!.otherClaims).toEqual([
      expect.objectContaining({ _id: theirs._id, status: 'confirmed' }),
    ]);
    expect((await decide(mine._id, 'confirm')).statusCode).toBe(409);
  });

  it('shows a confirmed claim reversed once its payment is, and takes its UTR again', async () => {
    const setup = await enrolledStudent();
    const utr = newUtr();
    const pending = await reported(setup.headers, { courseId: setup.course.id, amount: 2_000_00, utr });
    const { claim: confirmed } = json<{ claim: PaymentClaim }>(await decide(pending._id, 'confirm'));
    const reversal = await reversePayment(confirmed.paymentId!);
    expect(reversal.statusCode, reversal.body).toBe(201);

    const [shown] = json<{ items: PaymentClaim[] }>(
      await t.app.inject({ url: '/api/payment-claims', headers: setup.headers }),
    ).items;
    expect(shown).toMatchObject({ _id: pending._id, status: 'reversed', receiptNumber: confirmed.receiptNumber });
    expect((await staffClaims('&status=reversed')).map((item) => item._id)).toContain(pending._id);
    expect((await staffClaims('&status=confirmed')).map((item) => item._id)).not.toContain(pending._id);

    // The UTR is free again: reported and confirmed anew, or recorded by hand.
    const again = await reported(setup.headers, { courseId: setup.course.id, amount: 2_000_00, utr });
    const reconfirmed = await decide(again._id, 'confirm');
    expect(reconfirmed.statusCode, reconfirmed.body).toBe(200);
    expect(await standingPayments(utr)).toHaveLength(1);
  });
});
