import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReceiptNumber, messages, type PaymentInput, type PaymentResult } from '@campus/domain';
import { payments, receiptCounters } from '../src/db/schema.js';
import { buildSecondInstance, buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll } from './helpers/fixtures.js';
import { errorBody } from '../src/lib/errors.js';

let t: TestApp;
let second: Awaited<ReturnType<typeof buildSecondInstance>>;
let headers: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  second = await buildSecondInstance(t);
  headers = await t.auth(await createAdmin(t.db));
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** Both instances record payments as if it were `at`: each test numbers within a financial year of its own. */
function setClock(at: string) {
  for (const app of [t.app, second.app]) app.services.now = () => new Date(at);
}

function recordPayment(app: FastifyInstance, payload: PaymentInput) {
  return app.inject({ method: 'POST', url: '/api/admin/fees', headers, payload });
}

const payment = (studentId: string, course: { id: string; price: number }, amountPaid: number): PaymentInput => ({
  studentId,
  courseId: course.id,
  totalFee: course.price,
  amountPaid,
  paymentDate: '2026-01-15',
  paymentMode: 'UPI',
});

/** The receipt numbers of a financial year in the ledger, in order. */
async function numbersOf(year: string) {
  const rows = await t.db
    .select({ receiptNumber: payments.receiptNumber })
    .from(payments)
    .where(like(payments.receiptNumber, `${year}/%`))
    .orderBy(payments.receiptNumber);
  return rows.map((row) => row.receiptNumber);
}

const oneToN = (year: string, n: number) => Array.from({ length: n }, (_, i) => formatReceiptNumber(year, i + 1));

const CONCURRENT = 200;
/** Payments into one account wait for each other (the account's row is locked), so fewer keep the test short. */
const INTO_ONE_ACCOUNT = 80;

describe('receipt numbers', () => {
  it('are exactly 1…N of the year for payments into different accounts at once, on two instances', async () => {
    setClock('2040-06-01T06:00:00Z');
    const student = await createStudent(t.db);
    const courses = [];
    for (let i = 0; i < CONCURRENT; i++) {
      const course = await createCourse(t.db, { price: 1_000_00 });
      await enroll(t.db, student.id, course);
      courses.push(course);
    }
    const responses = await Promise.all(
      courses.map((course, i) => recordPayment(i % 2 ? second.app : t.app, payment(student.id, course, 500_00))),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(courses.map(() => 201));
    const answered = responses.map((res) => res.json<PaymentResult>().payment.receiptNumber).sort();
    expect(answered).toEqual(oneToN('2040-41', CONCURRENT));
    expect(await numbersOf('2040-41')).toEqual(answered);
  });

  it('are exactly 1…N of the year for payments into one account at once, on two instances', async () => {
    setClock('2041-06-01T06:00:00Z');
    const student = await createStudent(t.db);
    const course = await createCourse(t.db, { price: INTO_ONE_ACCOUNT * 100 });
    await enroll(t.db, student.id, course);
    const responses = await Promise.all(
      Array.from({ length: INTO_ONE_ACCOUNT }, (_, i) =>
        recordPayment(i % 2 ? second.app : t.app, payment(student.id, course, 100)),
      ),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(responses.map(() => 201));
    expect(await numbersOf('2041-42')).toEqual(oneToN('2041-42', INTO_ONE_ACCOUNT));
    const paidAfter = responses.map((res) => res.json<PaymentResult>().fee.paidAmount).sort((a, b) => a - b);
    expect(paidAfter).toEqual(Array.from({ length: INTO_ONE_ACCOUNT }, (_, i) => (i + 1) * 100));
  });

  it('leave no gap when a payment is refused or its transaction fails after taking a number', async () => {
    setClock('2042-06-01T06:00:00Z');
    const student = await createStudent(t.db);
    const course = await createCourse(t.db, { price: 10_000_00 });
    await enroll(t.db, student.id, course);
    expect((await recordPayment(t.app, payment(student.id, course, 1_000_00))).statusCode).toBe(201);

    const overpaid = await recordPayment(t.app, payment(student.id, course, 10_000_00));
    expect(overpaid.json()).toEqual(errorBody(messages.errors.overpayment));

    // A payment of 13 paise fails inside the database, after its number was taken in the same transaction.
    await t.db.execute(
      sql.raw(`
      create function refuse_thirteen() returns trigger language plpgsql as $$
      begin
        if new.amount = 13 then raise exception 'refused for the test'; end if;
        return new;
      end $$`),
    );
    await t.db.execute(
      sql.raw(
        `create trigger zz_refuse_thirteen after insert on payments for each row execute function refuse_thirteen()`,
      ),
    );
    try {
      const failed = await recordPayment(t.app, payment(student.id, course, 13));
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw(`drop trigger zz_refuse_thirteen on payments`));
    }

    const next = await recordPayment(second.app, payment(student.id, course, 1_000_00));
    expect(next.json<PaymentResult>().payment.receiptNumber).toBe('2042-43/000002');
    expect(await numbersOf('2042-43')).toEqual(oneToN('2042-43', 2));
  });

  it('start again at 000001 on 1 April in India: 31 March 23:59 and 1 April 00:00 fall in different years', async () => {
    const student = await createStudent(t.db);
    const course = await createCourse(t.db, { price: 10_000_00 });
    await enroll(t.db, student.id, course);
    const numberAt = async (at: string) => {
      setClock(at);
      const res = await recordPayment(t.app, payment(student.id, course, 1_000_00));
      expect(res.statusCode, res.body).toBe(201);
      return res.json<PaymentResult>().payment.receiptNumber;
    };
    expect(await numberAt('2045-03-31T18:29:00Z')).toBe('2044-45/000001'); // 23:59 on 31 March in India
    expect(await numberAt('2045-03-31T18:29:59.999Z')).toBe('2044-45/000002');
    expect(await numberAt('2045-03-31T18:30:00Z')).toBe('2045-46/000001'); // midnight, 1 April in India
    expect(await numberAt('2045-04-01T10:00:00Z')).toBe('2045-46/000002');

    const counters = await t.db
      .select()
      .from(receiptCounters)
      .where(sql`${receiptCounters.financialYear} in ('2044-45', '2045-46')`)
      .orderBy(receiptCounters.financialYear);
    expect(counters).toEqual([
      { financialYear: '2044-45', lastNumber: 2 },
      { financialYear: '2045-46', lastNumber: 2 },
    ]);
  });

  it('answer a repeated request with the number of the first', async () => {
    setClock('2046-06-01T06:00:00Z');
    const student = await createStudent(t.db);
    const course = await createCourse(t.db, { price: 10_000_00 });
    await enroll(t.db, student.id, course);
    const body = { ...payment(student.id, course, 1_000_00), reference: 'UPI-4711' };
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/fees',
        headers: { ...headers, 'idempotency-key': 'r-1' },
        payload: body,
      });
    const first = await send(t.app);
    const again = await send(second.app);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(first.json<PaymentResult>().payment).toMatchObject({
      receiptNumber: '2046-47/000001',
      reference: 'UPI-4711',
    });
    expect(again.json()).toEqual(first.json());
    expect(await numbersOf('2046-47')).toEqual(['2046-47/000001']);
  });
});
