import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dateInIndia,
  messages,
  type AuditEvent,
  type DashboardStats,
  type LedgerEntryResult,
  type PaymentInput,
  type PaymentResult,
  type ReportTotals,
} from '@campus/domain';
import { auditEvents, feeAccounts, payments } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStaff, createStudent, enroll } from './helpers/fixtures.js';
import { errorBody } from '../src/lib/errors.js';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

let t: TestApp;
let admin: { authorization: string };
let accountant: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.auth(await createAdmin(t.db));
  accountant = await t.auth((await createStaff(t.db, { role: 'accountant' })).auth);
});
afterAll(() => t.close());

async function post<T>(url: string, payload: object, headers = admin) {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  return { status: res.statusCode, body: res.json<T>() };
}
const get = async <T = Record<string, unknown>>(url: string, headers = admin) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return url.endsWith('.csv') ? (res.body as T) : res.json<T>();
};

const reverse = (id: string, reason = 'Typed the wrong amount', headers = admin) =>
  post<LedgerEntryResult>(`/api/admin/payments/${id}/reversal`, { reason }, headers);

/** A student enrolled in one course of `price`, due on `dueDate`, with a token of their own. */
async function enrolled(name: string, course: string, price: number, dueDate: string) {
  const student = await createStudent(t.db, { name });
  const created = await createCourse(t.db, { name: course, price });
  await enroll(t.db, student.id, created, { dueDate });
  const payment = async (
    amountPaid: number,
    paymentDate = daysAgo(0),
    paymentMode: PaymentInput['paymentMode'] = 'UPI',
  ) => {
    const res = await post<PaymentResult>('/api/admin/fees', {
      studentId: student.id,
      courseId: created.id,
      totalFee: price,
      amountPaid,
      paymentDate,
      paymentMode,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.payment;
  };
  const concession = (amount: number, reason = 'Merit scholarship', headers = admin) =>
    post<LedgerEntryResult>(
      '/api/admin/concessions',
      { studentId: student.id, courseId: created.id, amount, reason },
      headers,
    );
  return { student, course: created, headers: await t.auth(student.auth), payment, concession };
}

/** Every figure the issue lists, for one student's account and overall. */
async function figures(who: Awaited<ReturnType<typeof enrolled>>) {
  const [me, fees, adminFees, dashboard, report, outstanding, csv] = await Promise.all([
    get<Record<string, unknown>>('/api/users/full-me', who.headers),
    get<{ items: Record<string, unknown>[] }>('/api/fees/me', who.headers),
    get<{ items: Record<string, unknown>[] }>(`/api/admin/fees?studentId=${who.student.id}`),
    get<{ stats: DashboardStats }>('/api/admin/dashboard'),
    get<{ totals: ReportTotals }>('/api/admin/report'),
    get<{ items: { studentId: string; due: number; feeConcession: number }[] }>('/api/admin/report/outstanding'),
    get<string>('/api/admin/report/outstanding.csv'),
  ]);
  const { feePaid, feeTotal, feeConcession, nextFeeDue } = me;
  const fee = fees.items[0]!;
  const row = adminFees.items[0]!;
  return {
    me: { feePaid, feeTotal, feeConcession, nextFeeDue },
    fee: { status: fee.status, paid: fee.paidAmount, concession: fee.concession, due: fee.dueAmount },
    admin: { status: row.status, paid: row.paidAmount, concession: row.concession, due: row.amountDue },
    dashboard: { revenue: dashboard.stats.revenue, dueFees: dashboard.stats.dueFees },
    report: { collected: report.totals.collected, outstanding: report.totals.outstanding },
    outstanding: outstanding.items.find((item) => item.studentId === who.student.id) ?? null,
    csv: csv.split('\n').find((line) => line.includes(who.student.email)) ?? null,
  };
}

/** Every account's paid and concession are the sums of its ledger, each reversal cancelling the entry it names. */
async function expectLedgerEqualsAccounts() {
  const outOfStep = await t.db.execute(sql`
    select a.id from ${feeAccounts} a
    left join (
      select p.fee_account_id,
             sum(case when p.kind = 'payment' then p.amount when c.kind = 'payment' then -p.amount else 0 end) as paid,
             sum(case when p.kind = 'concession' then p.amount when c.kind = 'concession' then -p.amount else 0 end)
               as concession
      from ${payments} p left join ${payments} c on c.id = p.reverses_id
      group by p.fee_account_id
    ) l on l.fee_account_id = a.id
    where a.paid <> coalesce(l.paid, 0) or a.concession <> coalesce(l.concession, 0)`);
  expect((outOfStep as unknown as { rows: unknown[] }).rows).toEqual([]);
}

async function eventsOf(entityId: string) {
  return t.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId));
}

describe('a reversal', () => {
  it('cancels a payment in every figure at once, counted on the day it was recorded, keeping the payment', async () => {
    const kabir = await enrolled('Kabir Shah', 'Data Structures', 10_000_00, '2030-01-10');
    await kabir.payment(4_000_00, daysAgo(40), 'Cash'); // in the dashboard's previous 30 days
    const typo = await kabir.payment(1_200_00);
    const dashboardBefore = await get<{ stats: Record<string, number> }>('/api/admin/dashboard');
    expect(dashboardBefore.stats.revenueGrowth).toBe(-70); // 1,200 now against 4,000 before
    const before = await figures(kabir);
    expect(before.fee).toEqual({ status: 'Partial', paid: 5_200_00, concession: 0, due: 4_800_00 });

    const res = await reverse(typo._id);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: messages.success.entryReversed,
      entry: {
        _id: expect.any(String),
        kind: 'reversal',
        amount: 1_200_00,
        date: dateInIndia(new Date()),
        mode: 'UPI',
        reason: 'Typed the wrong amount',
        reversesId: typo._id,
      },
      fee: { status: 'Partial', totalFee: 10_000_00, concession: 0, paidAmount: 4_000_00, amountDue: 6_000_00 },
    });

    const after = await figures(kabir);
    expect(after.fee).toEqual({ status: 'Partial', paid: 4_000_00, concession: 0, due: 6_000_00 });
    expect(after.admin).toEqual(after.fee);
    expect(after.me).toMatchObject({ feePaid: 4_000_00, feeTotal: 10_000_00, nextFeeDue: '2030-01-10' });
    expect(after.dashboard.revenue).toBe(before.dashboard.revenue - 1_200_00);
    expect(after.dashboard.dueFees).toBe(before.dashboard.dueFees + 1_200_00);
    expect(after.report.collected).toBe(before.report.collected - 1_200_00);
    expect(after.report.outstanding).toBe(before.report.outstanding + 1_200_00);
    expect(after.outstanding).toMatchObject({ due: 6_000_00 });
    expect(after.csv).toContain('4000.00,10000.00,6000.00,0.00');
    // The reversal counts today: nothing came in in the last 30 days.
    expect((await get<{ stats: Record<string, number> }>('/api/admin/dashboard')).stats.revenueGrowth).toBe(-100);

    const [kept] = await t.db.select().from(payments).where(eq(payments.id, typo._id));
    expect(kept).toMatchObject({ kind: 'payment', amount: 1_200_00, receiptNumber: typo.receiptNumber });
    const [event] = await eventsOf(res.body.entry._id);
    expect(event).toMatchObject({
      action: 'payment.reversed',
      entityType: 'payment',
      studentId: kabir.student.id,
      summary: `Reversed receipt ${typo.receiptNumber} (₹1,200.00 by UPI) for Kabir Shah, Data Structures: Typed the wrong amount`,
    });
    await expectLedgerEqualsAccounts();
  });

  it('turns a paid account back to Partial and brings back its next fee due', async () => {
    const asha = await enrolled('Asha Rao', 'Statistics', 3_000_00, '2030-02-01');
    const paid = await asha.payment(3_000_00);
    expect((await figures(asha)).me).toMatchObject({ nextFeeDue: null });
    expect((await reverse(paid._id)).status).toBe(201);
    const after = await figures(asha);
    expect(after.fee).toEqual({ status: 'Unpaid', paid: 0, concession: 0, due: 3_000_00 });
    expect(after.me).toMatchObject({ feePaid: 0, nextFeeDue: '2030-02-01' });
    // A new payment into the account is allowed again, with the next receipt number.
    const again = await asha.payment(3_000_00);
    expect(again.receiptNumber > paid.receiptNumber).toBe(true);
  });

  it('happens at most once: a second try, or two at once, get 409', async () => {
    const dev = await enrolled('Dev Patel', 'Networks', 5_000_00, '2030-03-01');
    const first = await dev.payment(1_000_00);
    expect((await reverse(first._id)).status).toBe(201);
    expect(await reverse(first._id, 'Once more, by mistake')).toEqual({
      status: 409,
      body: errorBody(messages.errors.alreadyReversed),
    });

    const second = await dev.payment(2_000_00);
    const both = await Promise.all([reverse(second._id), reverse(second._id, 'Typed it twice', accountant)]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(both.find((res) => res.status === 409)!.body).toEqual(errorBody(messages.errors.alreadyReversed));
    expect((await figures(dev)).fee).toMatchObject({ paid: 0, due: 5_000_00 });
    await expectLedgerEqualsAccounts();
  });

  it('of a reversal is refused, and an unknown entry is 404', async () => {
    const ira = await enrolled('Ira Sen', 'Poetry', 5_000_00, '2030-03-01');
    const paid = await ira.payment(1_000_00);
    const reversal = await reverse(paid._id);
    expect(await reverse(reversal.body.entry._id)).toEqual({
      status: 400,
      body: errorBody(messages.errors.reversalOfReversal),
    });
    expect(await reverse('00000000-0000-4000-8000-000000000000')).toEqual({
      status: 404,
      body: errorBody(messages.errors.entryNotFound),
    });
  });

  it('needs a reason of 5 to 500 characters', async () => {
    const om = await enrolled('Om Nair', 'Chemistry', 5_000_00, '2030-03-01');
    const paid = await om.payment(1_000_00);
    expect(await reverse(paid._id, '  oops  ')).toEqual({
      status: 400,
      body: errorBody(messages.input.reasonTooShort(5)),
    });
    expect((await reverse(paid._id, 'x'.repeat(501))).status).toBe(400);
    expect((await reverse(paid._id, 'x'.repeat(500))).status).toBe(201);
  });
});

describe('a concession', () => {
  it('lowers what is due without counting as revenue, and settles an account it covers', async () => {
    const meera = await enrolled('Meera Iyer', 'Algorithms', 10_000_00, '2030-04-01');
    await meera.payment(6_000_00);
    const before = await figures(meera);

    const res = await meera.concession(4_000_00, 'Merit scholarship', accountant);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: messages.success.concessionGranted,
      entry: {
        _id: expect.any(String),
        kind: 'concession',
        amount: 4_000_00,
        date: dateInIndia(new Date()),
        mode: null,
        reason: 'Merit scholarship',
        reversesId: null,
      },
      fee: { status: 'Paid', totalFee: 10_000_00, concession: 4_000_00, paidAmount: 6_000_00, amountDue: 0 },
    });

    const after = await figures(meera);
    expect(after.fee).toEqual({ status: 'Paid', paid: 6_000_00, concession: 4_000_00, due: 0 });
    expect(after.admin).toEqual(after.fee);
    expect(after.me).toEqual({ feePaid: 6_000_00, feeTotal: 6_000_00, feeConcession: 4_000_00, nextFeeDue: null });
    expect(after.dashboard).toEqual({
      revenue: before.dashboard.revenue,
      dueFees: before.dashboard.dueFees - 4_000_00,
    });
    expect(after.report).toEqual({
      collected: before.report.collected,
      outstanding: before.report.outstanding - 4_000_00,
    });
    expect(before.outstanding).toMatchObject({ due: 4_000_00 });
    expect(after.outstanding).toBeNull();
    expect(after.csv).toBeNull();

    const [event] = await eventsOf(res.body.entry._id);
    expect(event).toMatchObject({
      action: 'concession.granted',
      studentId: meera.student.id,
      summary: 'Granted a concession of ₹4,000.00 to Meera Iyer, Algorithms: Merit scholarship',
    });
    await expectLedgerEqualsAccounts();
  });

  it('may not exceed what is due, and a payment after it may not exceed the net fee', async () => {
    const ravi = await enrolled('Ravi Kumar', 'Physics', 10_000_00, '2030-05-01');
    await ravi.payment(7_000_00);
    expect(await ravi.concession(3_000_01)).toEqual({
      status: 400,
      body: errorBody(messages.errors.concessionExceedsDue),
    });
    expect((await ravi.concession(1_000_00)).status).toBe(201);
    const over = await post('/api/admin/fees', {
      studentId: ravi.student.id,
      courseId: ravi.course.id,
      totalFee: 10_000_00,
      amountPaid: 2_000_01,
      paymentDate: daysAgo(0),
      paymentMode: 'Cash',
    });
    expect(over).toEqual({ status: 400, body: errorBody(messages.errors.overpayment) });
    const belowTotal = await post('/api/admin/fees', {
      studentId: ravi.student.id,
      courseId: ravi.course.id,
      totalFee: 7_999_99,
      amountPaid: 1,
      paymentDate: daysAgo(0),
      paymentMode: 'Cash',
    });
    expect(belowTotal).toEqual({ status: 400, body: errorBody(messages.errors.totalLowered('₹10,000.00')) });
  });

  it('can be reversed through the same route, bringing back what was due', async () => {
    const neha = await enrolled('Neha Gupta', 'Economics', 8_000_00, '2030-06-01');
    await neha.payment(2_000_00);
    const granted = await neha.concession(6_000_00, 'Full waiver of the rest');
    expect((await figures(neha)).fee).toEqual({ status: 'Paid', paid: 2_000_00, concession: 6_000_00, due: 0 });
    const before = await figures(neha);

    const res = await reverse(granted.body.entry._id, 'Waiver withdrawn', accountant);
    expect(res.status).toBe(201);
    expect(res.body.entry).toMatchObject({ kind: 'reversal', amount: 6_000_00, mode: null });
    const after = await figures(neha);
    expect(after.fee).toEqual({ status: 'Partial', paid: 2_000_00, concession: 0, due: 6_000_00 });
    expect(after.me).toMatchObject({ feeTotal: 8_000_00, feeConcession: 0, nextFeeDue: '2030-06-01' });
    expect(after.dashboard).toEqual({
      revenue: before.dashboard.revenue,
      dueFees: before.dashboard.dueFees + 6_000_00,
    });
    expect(after.report.collected).toBe(before.report.collected);
    expect(after.outstanding).toMatchObject({ due: 6_000_00, feeConcession: 0 });

    const [event] = await eventsOf(res.body.entry._id);
    expect(event).toMatchObject({
      action: 'concession.reversed',
      summary: 'Reversed the concession of ₹6,000.00 to Neha Gupta, Economics: Waiver withdrawn',
    });
    await expectLedgerEqualsAccounts();
  });

  it('is for an enrolled, existing student only, and needs a reason', async () => {
    const sara = await enrolled('Sara Ali', 'History', 5_000_00, '2030-07-01');
    const other = await createCourse(t.db);
    expect(
      await post('/api/admin/concessions', {
        studentId: sara.student.id,
        courseId: other.id,
        amount: 100,
        reason: 'Sibling discount',
      }),
    ).toEqual({ status: 400, body: errorBody(messages.errors.notEnrolled) });
    expect(
      await post('/api/admin/concessions', {
        studentId: '00000000-0000-4000-8000-000000000000',
        courseId: sara.course.id,
        amount: 100,
        reason: 'Sibling discount',
      }),
    ).toEqual({ status: 404, body: errorBody(messages.errors.studentNotFound) });
    expect(await sara.concession(100, 'abc')).toEqual({
      status: 400,
      body: errorBody(messages.input.reasonTooShort(5)),
    });
    expect(await sara.concession(0)).toEqual({ status: 400, body: errorBody(messages.input.concessionNotPositive) });
  });

  it('is refused to a student', async () => {
    const tara = await enrolled('Tara Das', 'Art', 5_000_00, '2030-07-01');
    expect((await tara.concession(100, 'I deserve it', tara.headers)).status).toBe(403);
  });
});

it('lists every ledger entry in the audit trail under its student', async () => {
  const res = await t.app.inject({ url: '/api/admin/audit?entityType=payment&limit=100', headers: admin });
  const actions = new Set(res.json<{ items: AuditEvent[] }>().items.map((event) => event.action));
  expect([...actions].sort()).toEqual([
    'concession.granted',
    'concession.reversed',
    'payment.recorded',
    'payment.reversed',
  ]);
});
