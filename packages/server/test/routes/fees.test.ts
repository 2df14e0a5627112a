import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLIEST_PAYMENT_DATE, messages, type PaymentInput } from '@campus/domain';
import { feeAccounts, payments, users } from '../../src/db/schema.js';
import * as feeRules from '../../src/repositories/fee-rules-sql.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import {
  chargeLateFee,
  concede,
  createAdmin,
  createCourse,
  createStaff,
  createStudent,
  enroll,
  pay,
  putOnPlan,
  reverse,
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
/** What an account without a fee plan shows of its schedule: one instalment of its total, not yet due. */
const singleInstalment = (dueDate: string, amount: number, paid: number) => ({
  lateFee: 0,
  schedule: [
    {
      number: 1,
      dueDate,
      amount,
      lateFee: 0,
      concession: 0,
      paid,
      outstanding: amount - paid,
      status: paid >= amount ? 'paid' : 'due',
    },
  ],
  nextDue: paid >= amount ? null : { dueDate, amount: amount - paid },
});
const isoDate = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** A student enrolled in one course whose fee account holds `totalFee`. */
async function enrolledStudent(totalFee = 10_000_00, name = 'Test Student') {
  const student = await createStudent(t.db, { name });
  const course = await createCourse(t.db, { price: totalFee });
  const { account } = await enroll(t.db, student.id, course, { totalFee });
  const payment = (overrides: Partial<PaymentInput> = {}): PaymentInput => ({
    studentId: student.id,
    courseId: course.id,
    totalFee,
    amountPaid: 1_000_00,
    paymentDate: isoDate(),
    paymentMode: 'UPI',
    ...overrides,
  });
  return { student, course, account, payment };
}

async function recordPayment(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/fees',
    headers: { ...(await t.auth(admin.auth)), ...headers },
    payload: body as Record<string, unknown>,
  });
}

async function adminFees(query: Record<string, string>) {
  return t.app.inject({ url: '/api/admin/fees', query, headers: await t.auth(admin.auth) });
}

const ledger = (feeAccountId: string) => t.db.select().from(payments).where(eq(payments.feeAccountId, feeAccountId));

async function accountTotal(feeAccountId: string) {
  const [account] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, feeAccountId));
  return account!.totalFee;
}

async function expectForbiddenAndAnonymous(
  request: { method: 'GET' | 'POST'; url: string },
  wrongRole: 'admin' | 'student',
) {
  const anonymous = await t.app.inject(request);
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual(errorBody(messages.auth.required));
  const other = wrongRole === 'admin' ? admin : await createStudent(t.db);
  const forbidden = await t.app.inject({ ...request, headers: await t.auth(other.auth) });
  expect(forbidden.statusCode).toBe(403);
  expect(forbidden.json()).toEqual(errorBody(messages.auth.forbidden));
}

describe('GET /api/fees/me', () => {
  it("shows only the caller's records, with the status, amounts and last payment date from the ledger", async () => {
    const student = await createStudent(t.db);
    const unpaid = await createCourse(t.db, { name: 'Unpaid course', price: 5_000_00 });
    const partial = await createCourse(t.db, { name: 'Partial course', price: 10_000_00 });
    const paid = await createCourse(t.db, { name: 'Paid course', price: 2_000_00 });
    const a = await enroll(t.db, student.id, unpaid, { dueDate: '2030-01-10' });
    const b = await enroll(t.db, student.id, partial, { dueDate: '2030-02-10' });
    const c = await enroll(t.db, student.id, paid, { dueDate: '2030-03-10' });
    await pay(t.db, b.account.id, 3_000_00, '2026-01-05');
    await pay(t.db, b.account.id, 1_500_00, '2026-02-20');
    await pay(t.db, c.account.id, 2_000_00, '2026-01-15');
    const someoneElse = await createStudent(t.db);
    const theirs = await enroll(t.db, someoneElse.id, paid);
    await pay(t.db, theirs.account.id, 500_00);

    const res = await t.app.inject({ url: '/api/fees/me', headers: await t.auth(student.auth) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          _id: a.account.id,
          courseId: unpaid.id,
          course: 'Unpaid course',
          courseDeleted: false,
          status: 'Unpaid',
          totalFee: 5_000_00,
          concession: 0,
          dueAmount: 5_000_00,
          dueDate: '2030-01-10',
          paidAmount: 0,
          ...singleInstalment('2030-01-10', 5_000_00, 0),
          paidDate: null,
        },
        {
          _id: b.account.id,
          courseId: partial.id,
          course: 'Partial course',
          courseDeleted: false,
          status: 'Partial',
          totalFee: 10_000_00,
          concession: 0,
          dueAmount: 5_500_00,
          dueDate: '2030-02-10',
          paidAmount: 4_500_00,
          ...singleInstalment('2030-02-10', 10_000_00, 4_500_00),
          paidDate: '2026-02-20',
        },
        {
          _id: c.account.id,
          courseId: paid.id,
          course: 'Paid course',
          courseDeleted: false,
          status: 'Paid',
          totalFee: 2_000_00,
          concession: 0,
          dueAmount: 0,
          dueDate: '2030-03-10',
          paidAmount: 2_000_00,
          ...singleInstalment('2030-03-10', 2_000_00, 2_000_00),
          paidDate: '2026-01-15',
        },
      ],
      total: 3,
      page: 1,
      limit: 20,
    });

    const second = await t.app.inject({ url: '/api/fees/me?page=2&limit=2', headers: await t.auth(student.auth) });
    expect(second.json()).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.json().items.map((item: { _id: string }) => item._id)).toEqual([c.account.id]);
  });

  it('dates the paid date by the latest payment that still stands, not by a late fee, concession or reversal', async () => {
    const student = await createStudent(t.db);
    const paidLate = await enroll(t.db, student.id, await createCourse(t.db, { name: 'A late fee since' }));
    await putOnPlan(t.db, paidLate.account, [{ dueDate: '2025-12-31', amount: paidLate.account.totalFee }]);
    await pay(t.db, paidLate.account.id, 1_000_00, '2025-11-29');
    await chargeLateFee(t.db, paidLate.account.id, 1, 0, 100_00, '2026-01-10');
    const reversed = await enroll(t.db, student.id, await createCourse(t.db, { name: 'Latest payment reversed' }));
    await pay(t.db, reversed.account.id, 1_000_00, '2025-12-01');
    await reverse(t.db, await pay(t.db, reversed.account.id, 500_00, '2025-12-20'), '2026-01-02');
    const conceded = await enroll(t.db, student.id, await createCourse(t.db, { name: 'Only a concession' }));
    await concede(t.db, conceded.account.id, 1_000_00, '2026-01-05');

    const res = await t.app.inject({ url: '/api/fees/me', headers: await t.auth(student.auth) });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().items.map((item: { course: string; paidDate: string | null }) => [item.course, item.paidDate]),
    ).toEqual([
      ['A late fee since', '2025-11-29'],
      ['Latest payment reversed', '2025-12-01'],
      ['Only a concession', null],
    ]);
  });

  it('validates the paging', async () => {
    const student = await createStudent(t.db);
    const res = await t.app.inject({ url: '/api/fees/me?limit=101', headers: await t.auth(student.auth) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('Limit must be at most 100'));
    const words = await t.app.inject({ url: '/api/fees/me?page=abc', headers: await t.auth(student.auth) });
    expect(words.statusCode).toBe(400);
    expect(words.json()).toEqual(errorBody(messages.input.wholeNumber('Page')));
  });

  it('refuses a deleted student', async () => {
    const student = await createStudent(t.db, { deletedAt: new Date() });
    const res = await t.app.inject({ url: '/api/fees/me', headers: await t.auth(student.auth) });
    expect(res.statusCode).toBe(401);
    // The session check finds no active user behind the token's session (#18 item 7).
    expect(res.json()).toEqual(errorBody(messages.auth.sessionEnded));
  });

  it('needs a student token', async () => {
    await expectForbiddenAndAnonymous({ method: 'GET', url: '/api/fees/me' }, 'admin');
  });
});

describe('GET /api/admin/fees', () => {
  let rows: Record<string, { id: string; studentId: string; courseId: string }>;
  beforeAll(async () => {
    const web = await createCourse(t.db, { name: 'Quokka Web', price: 10_000_00 });
    const data = await createCourse(t.db, { name: 'Data', price: 5_000_00 });
    const art = await createCourse(t.db, { name: 'Art', price: 8_000_00 });
    const music = await createCourse(t.db, { name: 'Music', price: 2_000_00 });
    const aarav = await createStudent(t.db, { name: 'Aarav Quokka' });
    const bela = await createStudent(t.db, { name: 'Bela Quokka', email: 'bela@campus.test' });
    const chitra = await createStudent(t.db, { name: 'Chitra', email: 'chitra.quokka@campus.test' });
    const dev = await createStudent(t.db, { name: 'Dev' });
    const esha = await createStudent(t.db, { name: 'Esha Quokka', deletedAt: new Date() });
    const accounts = {
      aaravWeb: await enroll(t.db, aarav.id, web),
      aaravData: await enroll(t.db, aarav.id, data),
      belaArt: await enroll(t.db, bela.id, art, { dueDate: '2030-05-01' }),
      chitraMusic: await enroll(t.db, chitra.id, music),
      devWeb: await enroll(t.db, dev.id, web),
      eshaArt: await enroll(t.db, esha.id, art),
    };
    await pay(t.db, accounts.aaravWeb.account.id, 10_000_00);
    await pay(t.db, accounts.belaArt.account.id, 3_000_00);
    await pay(t.db, accounts.devWeb.account.id, 1_000_00);
    rows = Object.fromEntries(
      Object.entries(accounts).map(([key, { account }]) => [
        key,
        { id: account.id, studentId: account.studentId, courseId: account.courseId },
      ]),
    );
  });

  const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((item) => item.id);

  it('finds accounts of active students by student name, email or course name, ordered by name then course', async () => {
    const res = await adminFees({ search: 'QUOKKA' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 5, page: 1, limit: 20 });
    expect(ids(res)).toEqual([
      rows.aaravData!.id,
      rows.aaravWeb!.id,
      rows.belaArt!.id,
      rows.chitraMusic!.id,
      rows.devWeb!.id,
    ]);
    expect(res.json().items[2]).toEqual({
      id: rows.belaArt!.id,
      studentId: rows.belaArt!.studentId,
      name: 'Bela Quokka',
      email: 'bela@campus.test',
      courseId: rows.belaArt!.courseId,
      course: 'Art',
      courseDeleted: false,
      status: 'Partial',
      totalFee: 8_000_00,
      concession: 0,
      paidAmount: 3_000_00,
      amountDue: 5_000_00,
      dueDate: '2030-05-01',
      ...singleInstalment('2030-05-01', 8_000_00, 3_000_00),
    });
  });

  it('filters by status in the database', async () => {
    const byStatus = async (status: string) => {
      const res = await adminFees({ search: 'quokka', status });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(res.json().items.length);
      return res;
    };
    expect(ids(await byStatus('Paid'))).toEqual([rows.aaravWeb!.id]);
    expect(ids(await byStatus('Partial'))).toEqual([rows.belaArt!.id, rows.devWeb!.id]);
    expect(ids(await byStatus('Unpaid'))).toEqual([rows.aaravData!.id, rows.chitraMusic!.id]);
    const statuses = (await byStatus('Unpaid')).json().items.map((item: { status: string }) => item.status);
    expect(statuses).toEqual(['Unpaid', 'Unpaid']);
  });

  it('pages through the matches', async () => {
    const second = await adminFees({ search: 'quokka', limit: '2', page: '2' });
    expect(second.json()).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(ids(second)).toEqual([rows.belaArt!.id, rows.chitraMusic!.id]);
    const last = await adminFees({ search: 'quokka', limit: '2', page: '3' });
    expect(ids(last)).toEqual([rows.devWeb!.id]);
    const beyond = await adminFees({ search: 'quokka', limit: '2', page: '4' });
    expect(beyond.json()).toEqual({ items: [], total: 5, page: 4, limit: 2 });
  });

  it('takes LIKE wildcards in the search literally', async () => {
    const res = await adminFees({ search: '%' });
    expect(res.json()).toMatchObject({ items: [], total: 0 });
  });

  it('validates the query', async () => {
    const res = await adminFees({ status: 'Overdue' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('Status must be Paid, Partial or Unpaid'));
    const page = await adminFees({ page: '0' });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual(errorBody('Page starts at 1'));
    const nul = await adminFees({ search: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual(errorBody(messages.input.hiddenCharacters('Search text')));
    const words = await adminFees({ page: 'abc' });
    expect(words.statusCode).toBe(400);
    expect(words.json()).toEqual(errorBody(messages.input.wholeNumber('Page')));
  });

  it("lists one student's accounts by their id, not their name, with the search and status as well", async () => {
    const namesake = await createStudent(t.db, { name: 'Aarav Quokka' });
    await enroll(t.db, namesake.id, await createCourse(t.db, { name: 'Quokka Web II' }));
    const aarav = rows.aaravWeb!.studentId;
    const res = await adminFees({ studentId: aarav });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(ids(res)).toEqual([rows.aaravData!.id, rows.aaravWeb!.id]);
    expect(ids(await adminFees({ studentId: aarav, status: 'Unpaid' }))).toEqual([rows.aaravData!.id]);
    expect(ids(await adminFees({ studentId: aarav, search: 'web' }))).toEqual([rows.aaravWeb!.id]);
    // A deleted student's accounts are not listed, nor anyone's for an id that is no student.
    expect((await adminFees({ studentId: rows.eshaArt!.studentId })).json()).toMatchObject({ items: [], total: 0 });
    expect((await adminFees({ studentId: randomUUID() })).json()).toMatchObject({ items: [], total: 0 });
    const invalid = await adminFees({ studentId: 'aarav' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual(errorBody('Invalid id'));
  });

  it('needs an admin token', async () => {
    await expectForbiddenAndAnonymous({ method: 'GET', url: '/api/admin/fees' }, 'student');
  });
});

describe('POST /api/admin/fees', () => {
  it('moves the status from Unpaid to Partial to Paid, seen by the admin and by the student', async () => {
    const { student, account, payment } = await enrolledStudent(10_000_00, `Payer ${randomUUID()}`);
    const statuses = async () => {
      const adminView = await adminFees({ search: student.name });
      const studentView = await t.app.inject({ url: '/api/fees/me', headers: await t.auth(student.auth) });
      return [adminView.json().items[0], studentView.json().items[0]];
    };
    expect((await statuses()).map((record) => record.status)).toEqual(['Unpaid', 'Unpaid']);

    const first = await recordPayment(
      payment({ amountPaid: 4_000_00, paymentDate: '2026-01-10', paymentMode: 'Cash' }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: messages.success.paymentRecorded,
      payment: {
        _id: expect.any(String),
        receiptNumber: expect.stringMatching(/^\d{4}-\d{2}\/\d{6}$/),
        amountPaid: 4_000_00,
        paymentDate: '2026-01-10',
        paymentMode: 'Cash',
        reference: null,
        instrument: null,
      },
      fee: { status: 'Partial', totalFee: 10_000_00, concession: 0, paidAmount: 4_000_00, amountDue: 6_000_00 },
    });
    const [afterFirstAdmin, afterFirstStudent] = await statuses();
    expect(afterFirstAdmin).toMatchObject({ status: 'Partial', paidAmount: 4_000_00, amountDue: 6_000_00 });
    expect(afterFirstStudent).toMatchObject({ status: 'Partial', paidAmount: 4_000_00, dueAmount: 6_000_00 });

    const second = await recordPayment(payment({ amountPaid: 6_000_00, paymentMode: 'Bank Transfer' }));
    expect(second.statusCode).toBe(201);
    expect(second.json().fee).toEqual({
      status: 'Paid',
      totalFee: 10_000_00,
      concession: 0,
      paidAmount: 10_000_00,
      amountDue: 0,
    });
    const [afterSecondAdmin, afterSecondStudent] = await statuses();
    expect(afterSecondAdmin).toMatchObject({ status: 'Paid', paidAmount: 10_000_00, amountDue: 0 });
    expect(afterSecondStudent).toMatchObject({ status: 'Paid', paidAmount: 10_000_00, paidDate: isoDate() });

    const rowsInLedger = await ledger(account.id);
    expect(rowsInLedger).toHaveLength(2);
    expect(rowsInLedger.every((row) => row.recordedBy === admin.id && row.idempotencyKey === null)).toBe(true);
  });

  it('accepts a payment dated on the earliest date, or on the day the student was born', async () => {
    const oldRecord = await enrolledStudent();
    await t.db.update(users).set({ dob: '1990-03-03' }).where(eq(users.id, oldRecord.student.id));
    const first = await recordPayment(oldRecord.payment({ paymentDate: EARLIEST_PAYMENT_DATE }));
    expect(first.statusCode).toBe(201);
    expect(first.json().payment.paymentDate).toBe('2000-01-01');

    const young = await enrolledStudent();
    await t.db.update(users).set({ dob: '2005-06-15' }).where(eq(users.id, young.student.id));
    const onBirthday = await recordPayment(young.payment({ paymentDate: '2005-06-15' }));
    expect(onBirthday.statusCode).toBe(201);
  });

  it('corrects the total fee with the payment', async () => {
    const { account, payment } = await enrolledStudent(10_000_00);
    await pay(t.db, account.id, 2_000_00);
    const res = await recordPayment(payment({ totalFee: 12_000_00, amountPaid: 10_000_00 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().fee).toEqual({
      status: 'Paid',
      totalFee: 12_000_00,
      concession: 0,
      paidAmount: 12_000_00,
      amountDue: 0,
    });
    expect(await accountTotal(account.id)).toBe(12_000_00);
  });

  describe('refuses, writing nothing,', () => {
    async function expectRefused(
      setup: Awaited<ReturnType<typeof enrolledStudent>>,
      body: unknown,
      status: number,
      error: string,
      headers: Record<string, string> = {},
    ) {
      const before = await ledger(setup.account.id);
      const res = await recordPayment(body, headers);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(errorBody(error));
      expect(await ledger(setup.account.id)).toHaveLength(before.length);
      expect(await accountTotal(setup.account.id)).toBe(setup.account.totalFee);
    }

    it('an unknown or deleted student', async () => {
      const setup = await enrolledStudent();
      await expectRefused(setup, setup.payment({ studentId: randomUUID() }), 404, messages.errors.studentNotFound);
      const deleted = await enrolledStudent();
      await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.student.id));
      await expectRefused(deleted, deleted.payment({ totalFee: 9_000_00 }), 404, messages.errors.studentNotFound);
    });

    it('a course the student has no fee account for', async () => {
      const setup = await enrolledStudent();
      const other = await createCourse(t.db);
      await expectRefused(setup, setup.payment({ courseId: other.id }), 400, messages.errors.notEnrolled);
    });

    it('a lowered total, however small the payment: what a student owes is lowered by a concession', async () => {
      const setup = await enrolledStudent(42_000_00);
      const lowered = messages.errors.totalLowered('₹42,000.00');
      // ₹100 on a ₹42,000 account with "Total fee" typed as 100 would have marked it Paid.
      await expectRefused(setup, setup.payment({ totalFee: 100_00, amountPaid: 100_00 }), 400, lowered);
      await pay(t.db, setup.account.id, 6_000_00);
      await expectRefused(setup, setup.payment({ totalFee: 41_999_99, amountPaid: 1 }), 400, lowered);
      await expectRefused(setup, setup.payment({ totalFee: 5_999_99, amountPaid: 1 }), 400, lowered);
    });

    it('an overpayment, also against a raised total', async () => {
      const setup = await enrolledStudent(10_000_00);
      await pay(t.db, setup.account.id, 6_000_00);
      await expectRefused(setup, setup.payment({ amountPaid: 4_000_01 }), 400, messages.errors.overpayment);
      await expectRefused(
        setup,
        setup.payment({ totalFee: 12_000_00, amountPaid: 6_000_01 }),
        400,
        messages.errors.overpayment,
      );
      const paidUp = await enrolledStudent(1_000_00);
      await pay(t.db, paidUp.account.id, 1_000_00);
      await expectRefused(paidUp, paidUp.payment({ amountPaid: 1 }), 400, messages.errors.overpayment);
    });

    it('a payment date that does not exist, or before the earliest date, saying which', async () => {
      const setup = await enrolledStudent();
      for (const date of ['0000-01-01', '0000-02-29', '2025-02-30']) {
        await expectRefused(setup, setup.payment({ paymentDate: date }), 400, messages.input.dateDoesNotExist(date));
      }
      expect(EARLIEST_PAYMENT_DATE).toBe('2000-01-01');
      for (const date of ['0001-01-01', '1999-12-31']) {
        await expectRefused(
          setup,
          setup.payment({ paymentDate: date }),
          400,
          messages.input.paymentDateTooEarly(EARLIEST_PAYMENT_DATE),
        );
      }
    });

    it('a payment dated before the student was born', async () => {
      const setup = await enrolledStudent();
      await t.db.update(users).set({ dob: '2005-06-15' }).where(eq(users.id, setup.student.id));
      await expectRefused(
        setup,
        setup.payment({ paymentDate: '2005-06-14' }),
        400,
        messages.input.paymentBeforeBirth('2005-06-15'),
      );
    });

    it('an amount too large, saying so', async () => {
      const setup = await enrolledStudent();
      const tooLarge = messages.input.amountTooLarge('₹10,00,00,000');
      await expectRefused(setup, setup.payment({ amountPaid: 1e30 }), 400, tooLarge);
      await expectRefused(setup, setup.payment({ totalFee: 1e30 }), 400, tooLarge);
      await expectRefused(setup, setup.payment({ amountPaid: 10_000_000_001 }), 400, tooLarge);
    });

    it('a payment date in the future', async () => {
      const setup = await enrolledStudent();
      await expectRefused(setup, setup.payment({ paymentDate: isoDate(2) }), 400, messages.errors.futurePaymentDate);
    });

    it('an invalid body', async () => {
      const setup = await enrolledStudent();
      await expectRefused(setup, setup.payment({ amountPaid: 0 }), 400, 'Amount paid must be greater than zero');
      await expectRefused(setup, setup.payment({ amountPaid: 10.5 }), 400, 'Amounts are whole paise');
      await expectRefused(setup, setup.payment({ totalFee: -1 }), 400, 'Amounts cannot be negative');
      await expectRefused(setup, { ...setup.payment(), paymentMode: 'Barter' }, 400, messages.input.paymentMode);
      await expectRefused(
        setup,
        setup.payment({ paymentDate: '10/01/2026' }),
        400,
        'Use a date in the format YYYY-MM-DD',
      );
      await expectRefused(setup, setup.payment({ studentId: 'nope' }), 400, 'Invalid id');
      await expectRefused(setup, setup.payment(), 400, 'Idempotency-Key must be at most 200 characters', {
        'idempotency-key': 'k'.repeat(201),
      });
    });
  });

  it('records a payment once per Idempotency-Key and answers a repeat with the original result', async () => {
    const { account, payment } = await enrolledStudent(10_000_00);
    const key = randomUUID();
    const first = await recordPayment(payment({ amountPaid: 3_000_00 }), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    await pay(t.db, account.id, 1_000_00);

    const again = await recordPayment(payment({ amountPaid: 3_000_00 }), { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const keyed = (await ledger(account.id)).filter((row) => row.idempotencyKey === `${admin.id}:${key}`);
    expect(keyed).toHaveLength(1);
    expect(keyed[0]).toMatchObject({ amount: 3_000_00, recordedBy: admin.id });

    const different = await recordPayment(payment({ amountPaid: 2_000_00 }), { 'idempotency-key': key });
    expect(different.statusCode).toBe(409);
    expect(different.json()).toEqual(errorBody(messages.errors.idempotencyKeyReused));
    const anotherTotal = await recordPayment(payment({ amountPaid: 3_000_00, totalFee: 11_000_00 }), {
      'idempotency-key': key,
    });
    expect(anotherTotal.statusCode).toBe(409);
    expect(anotherTotal.json()).toEqual(errorBody(messages.errors.idempotencyKeyReused));
    expect(await ledger(account.id)).toHaveLength(2);
  });

  it("keeps each staff member's Idempotency-Keys apart", async () => {
    const { account, payment } = await enrolledStudent(10_000_00);
    const key = randomUUID();
    const accountant = await t.auth((await createStaff(t.db, { role: 'accountant' })).auth);
    expect((await recordPayment(payment({ amountPaid: 1_000_00 }), { 'idempotency-key': key })).statusCode).toBe(201);
    const theirs = await recordPayment(payment({ amountPaid: 1_000_00 }), { ...accountant, 'idempotency-key': key });
    expect(theirs.statusCode).toBe(201);
    const other = await recordPayment(payment({ amountPaid: 2_000_00 }), {
      ...accountant,
      'idempotency-key': randomUUID(),
    });
    expect(other.statusCode).toBe(201);
    const ledgerRows = await ledger(account.id);
    expect(ledgerRows).toHaveLength(3);
    expect(new Set(ledgerRows.map((row) => row.recordedBy)).size).toBe(2);
  });

  it('answers a repeat with the figures of the first answer after the total was corrected in between', async () => {
    const { payment } = await enrolledStudent(10_000_00);
    const key = randomUUID();
    const first = await recordPayment(payment({ amountPaid: 3_000_00 }), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(first.json().fee).toEqual({
      status: 'Partial',
      totalFee: 10_000_00,
      concession: 0,
      paidAmount: 3_000_00,
      amountDue: 7_000_00,
    });
    const corrected = await recordPayment(payment({ totalFee: 12_000_00, amountPaid: 1_000_00 }));
    expect(corrected.json().fee).toEqual({
      status: 'Partial',
      totalFee: 12_000_00,
      concession: 0,
      paidAmount: 4_000_00,
      amountDue: 8_000_00,
    });

    const again = await recordPayment(payment({ amountPaid: 3_000_00 }), { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  // The second of the two fails on the key's unique index, or (6000 of 10000 twice) as an overpayment.
  it.each([3_000_00, 6_000_00])(
    'records one payment of %i when the same key arrives twice at once',
    async (amountPaid) => {
      const { account, payment } = await enrolledStudent(10_000_00);
      const key = randomUUID();
      const responses = await Promise.all([
        recordPayment(payment({ amountPaid }), { 'idempotency-key': key }),
        recordPayment(payment({ amountPaid }), { 'idempotency-key': key }),
      ]);
      expect(responses.map((res) => res.statusCode).sort()).toEqual([200, 201]);
      expect(responses[0]!.json()).toEqual(responses[1]!.json());
      expect(await ledger(account.id)).toHaveLength(1);
    },
  );

  it('never overpays when two payments arrive at once', async () => {
    const { account, payment } = await enrolledStudent(10_000_00);
    const responses = await Promise.all([
      recordPayment(payment({ amountPaid: 6_000_00 })),
      recordPayment(payment({ amountPaid: 6_000_00 })),
    ]);
    expect(responses.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    expect(responses.find((res) => res.statusCode === 400)!.json()).toEqual(errorBody(messages.errors.overpayment));
    expect(await ledger(account.id)).toHaveLength(1);
  });

  it('takes exactly what is due from many payments at once, each checked against those before it', async () => {
    const { account, payment } = await enrolledStudent(10_000_00);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => recordPayment(payment({ amountPaid: 2_000_00 }))),
    );
    expect(responses.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 400, 400, 400]);
    expect(await ledger(account.id)).toHaveLength(5);
    const [row] = await t.db.select({ paid: feeAccounts.paid }).from(feeAccounts).where(eq(feeAccounts.id, account.id));
    expect(row!.paid).toBe(10_000_00);
  });

  it('leaves no partial rows when a payment fails halfway', async () => {
    const { account, payment } = await enrolledStudent(10_000_00);
    await t.db.execute(sql`create function payments_refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'the ledger is unavailable'; end; $$`);
    await t.db.execute(sql`create trigger payments_refuse_insert before insert on payments
      for each row execute function payments_refuse_insert()`);
    try {
      const res = await recordPayment(payment({ totalFee: 15_000_00, amountPaid: 2_000_00 }));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(errorBody(messages.errors.internal));
    } finally {
      await t.db.execute(sql`drop trigger payments_refuse_insert on payments`);
      await t.db.execute(sql`drop function payments_refuse_insert()`);
    }
    expect(await accountTotal(account.id)).toBe(10_000_00);
    expect(await ledger(account.id)).toHaveLength(0);
  });

  it("keeps every account's paid column equal to the sum of its ledger, also for a payment inserted in SQL", async () => {
    const first = await enrolledStudent(10_000_00);
    const second = await enrolledStudent(5_000_00);
    for (const res of await Promise.all([
      recordPayment(first.payment({ amountPaid: 2_500_00 })),
      recordPayment(second.payment({ amountPaid: 1_000_00 })),
    ])) {
      expect(res.statusCode).toBe(201);
    }
    expect((await recordPayment(first.payment({ totalFee: 12_000_00, amountPaid: 4_000_00 }))).statusCode).toBe(201);
    expect((await recordPayment(second.payment({ amountPaid: 6_000_00 }))).statusCode).toBe(400);
    await t.db.execute(sql`insert into payments (fee_account_id, amount, paid_on, mode, receipt_number)
      values (${second.account.id}, ${1_500_00}, ${isoDate()}, 'Cash', 'SQL/1')`);

    const paid = async (feeAccountId: string) =>
      (await t.db.select({ paid: feeAccounts.paid }).from(feeAccounts).where(eq(feeAccounts.id, feeAccountId)))[0]!
        .paid;
    expect(await paid(first.account.id)).toBe(6_500_00);
    expect(await paid(second.account.id)).toBe(2_500_00);
    // Other tests here add late fees, concessions and reversals: what each entry changes in paid is its paidChange.
    const cancelled = alias(payments, 'cancelled');
    const ledgerSums = t.db
      .select({
        feeAccountId: payments.feeAccountId,
        amount: sql`sum(${feeRules.paidChange(payments.kind, payments.amount, cancelled.kind)})`.as('amount'),
      })
      .from(payments)
      .leftJoin(cancelled, eq(cancelled.id, payments.reversesId))
      .groupBy(payments.feeAccountId)
      .as('ledger_sums');
    const outOfStep = await t.db
      .select({ id: feeAccounts.id })
      .from(feeAccounts)
      .leftJoin(ledgerSums, eq(ledgerSums.feeAccountId, feeAccounts.id))
      .where(sql`${feeAccounts.paid} <> coalesce(${ledgerSums.amount}, 0)`);
    expect(outOfStep).toEqual([]);
  });

  it('needs an admin token', async () => {
    await expectForbiddenAndAnonymous({ method: 'POST', url: '/api/admin/fees' }, 'student');
  });
});
