import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGEING_BUCKETS,
  emailTexts,
  feePlanMessages,
  messages,
  statementTexts,
  studentFeeSummary,
  type AdminFeeRecord,
  type DashboardStats,
  type LateFeeRunResponse,
  type LedgerHistoryEntry,
  type OutstandingFee,
  type ReportTotals,
  type StudentMe,
} from '@campus/domain';
import { auditEvents, emailOutbox, payments } from '../../src/db/schema.js';
import { feesEmail } from '../../src/lib/email-messages.js';
import { queueDueReminders } from '../../src/services/email.js';
import { pdfText, writtenDay } from '../helpers/pdf.js';
import { buildSecondInstance, buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  concede,
  createAdmin,
  createCourse,
  createFeePlan,
  createStudent,
  enrollAt,
  pay,
} from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  // As with SMTP_URL set, without a sender: the outbox keeps what is queued.
  t.app.services.channelsFor = () => ['email'];
  admin = await t.auth((await createAdmin(t.db)).auth);
});
afterAll(() => t.close());

/** Three instalments of ₹10,000 on the first of January, February and March 2027. */
const threeMonths = [
  { amount: 10_000_00, dueDate: '2027-01-01' },
  { amount: 10_000_00, dueDate: '2027-02-01' },
  { amount: 10_000_00, dueDate: '2027-03-01' },
];
/** ₹500 five days after the due day, again every 30 days, at most ₹1,200 an instalment. */
const monthlyFine = { kind: 'fixed' as const, value: 500_00, graceDays: 5, everyDays: 30, cap: 1_200_00 };

/** A student on a fresh course with the three-month plan and the fine, enrolled in December 2026. */
async function plannedAccount() {
  const course = await createCourse(t.db, { price: 30_000_00 });
  await createFeePlan(t.db, course.id, threeMonths, monthlyFine);
  const student = await createStudent(t.db);
  const account = await enrollAt(t.db, student.id, course, new Date('2026-12-01T06:00:00Z'));
  return { course, student, account };
}

/** In India, 06:00 UTC is 11:30 the same day. */
const at = (day: string) => () => new Date(`${day}T06:00:00Z`);

/** An admin's "Run late fees now", followed to its end as the page does: how many late fees it added. */
async function run(app = t.app) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/late-fees/run', headers: admin });
  expect(res.statusCode, res.body).toBe(202);
  let { run } = json<LateFeeRunResponse>(res);
  while (run.state === 'running') {
    await setTimeout(20);
    const followed = await app.inject({ url: `/api/admin/late-fees/runs/${run._id}`, headers: admin });
    expect(followed.statusCode, followed.body).toBe(200);
    run = json<LateFeeRunResponse>(followed).run;
  }
  expect(run).toMatchObject({ state: 'done', error: null, finishedAt: expect.any(String) });
  return run.applied!;
}

const lateFeesOf = (feeAccountId: string) =>
  t.db
    .select({ instalment: payments.instalment, period: payments.period, amount: payments.amount, on: payments.paidOn })
    .from(payments)
    .where(and(eq(payments.feeAccountId, feeAccountId), eq(payments.kind, 'late_fee')))
    .orderBy(asc(payments.instalment), asc(payments.period));

const feeRecord = async (studentId: string) =>
  json<{ items: AdminFeeRecord[] }>(
    await t.app.inject({ url: `/api/admin/fees?studentId=${studentId}`, headers: admin }),
  ).items[0]!;

describe('the late-fee run', () => {
  const realNow = () => new Date();
  afterAll(() => {
    t.app.services.now = realNow;
  });

  it('charges a period from the day after the grace, each once however often and by however many it runs', async () => {
    const { student, account } = await plannedAccount();
    t.app.services.now = at('2027-01-06');
    await run();
    expect(await lateFeesOf(account.id)).toEqual([]);

    t.app.services.now = at('2027-01-07');
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(await run()).toBe(0);
    expect(await lateFeesOf(account.id)).toEqual([{ instalment: 1, period: 0, amount: 500_00, on: '2027-01-07' }]);

    // Two instances on the same day at the same moment: the second period of the first instalment and the first of
    // the second are charged once between them.
    const second = await buildSecondInstance(t);
    try {
      second.app.services.now = t.app.services.now = at('2027-02-07');
      const applied = await Promise.all([run(), run(second.app)]);
      expect(applied.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(2);
      expect(await lateFeesOf(account.id)).toEqual([
        { instalment: 1, period: 0, amount: 500_00, on: '2027-01-07' },
        { instalment: 1, period: 1, amount: 500_00, on: '2027-02-07' },
        { instalment: 2, period: 0, amount: 500_00, on: '2027-02-07' },
      ]);
    } finally {
      await second.close();
    }

    // The cap: ₹1,200 on an instalment, so its third period is the ₹200 left.
    t.app.services.now = at('2027-03-09');
    await run();
    const fees = await lateFeesOf(account.id);
    expect(fees.filter((fee) => fee.instalment === 1).map((fee) => fee.amount)).toEqual([500_00, 500_00, 200_00]);

    const record = await feeRecord(student.id);
    expect(record).toMatchObject({ lateFee: 2_200_00 + 500_00, amountDue: 32_700_00, status: 'Unpaid' });
    expect(record.schedule.map(({ lateFee, status }) => [lateFee, status])).toEqual([
      [1_200_00, 'overdue'],
      [1_000_00, 'overdue'],
      [500_00, 'overdue'],
    ]);
  });

  it('answers at once with the run, running; the run is followed to done with the late fees it added', async () => {
    const { account } = await plannedAccount();
    t.app.services.now = at('2027-01-07');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/late-fees/run', headers: admin });
    expect(res.statusCode, res.body).toBe(202);
    const started = json<LateFeeRunResponse>(res).run;
    expect(started).toEqual({
      _id: expect.any(String),
      state: 'running',
      applied: null,
      error: null,
      startedAt: expect.any(String),
      finishedAt: null,
    });
    await Promise.all(t.app.lateFeeRuns);
    const followed = await t.app.inject({ url: `/api/admin/late-fees/runs/${started._id}`, headers: admin });
    const { run: done } = json<LateFeeRunResponse>(followed);
    expect(done).toMatchObject({ _id: started._id, state: 'done', error: null, finishedAt: expect.any(String) });
    expect(done.applied).toBeGreaterThanOrEqual(1);
    expect(await lateFeesOf(account.id)).toEqual([{ instalment: 1, period: 0, amount: 500_00, on: '2027-01-07' }]);

    const missing = await t.app.inject({ url: `/api/admin/late-fees/runs/${randomUUID()}`, headers: admin });
    expect([missing.statusCode, json(missing)]).toEqual([404, errorBody(feePlanMessages.lateFeeRunNotFound)]);
  });

  it('charges nothing on an instalment whose own amount is paid, and a concession waives a late fee', async () => {
    const { student, account } = await plannedAccount();
    t.app.services.now = at('2027-01-07');
    await run();
    await pay(t.db, account.id, 10_000_00);
    t.app.services.now = at('2027-02-06');
    await run();
    expect((await lateFeesOf(account.id)).map((fee) => fee.amount)).toEqual([500_00]);
    // The payment settled the first instalment's own amount; its late fee is what is left of it.
    const before = await feeRecord(student.id);
    expect(before.schedule[0]).toMatchObject({ paid: 10_000_00, outstanding: 500_00, status: 'overdue' });

    await concede(t.db, account.id, 500_00);
    const after = await feeRecord(student.id);
    expect(after.schedule[0]).toMatchObject({ concession: 500_00, outstanding: 0, status: 'paid' });
    expect(after.amountDue).toBe(20_000_00);
  });

  it('keeps a waiver on the late fee it waived when later ones are charged; the student sees late fees apart', async () => {
    const { course, student, account } = await plannedAccount();
    t.app.services.now = at('2027-01-07');
    await run();
    const waiver = await t.app.inject({
      method: 'POST',
      url: '/api/admin/concessions',
      headers: admin,
      payload: { studentId: student.id, courseId: course.id, amount: 500_00, reason: 'Late fee waived: hospital stay' },
    });
    expect(waiver.statusCode, waiver.body).toBe(201);
    t.app.services.now = at('2027-02-07');
    await run();
    expect((await lateFeesOf(account.id)).map((fee) => [fee.instalment, fee.amount])).toEqual([
      [1, 500_00],
      [1, 500_00],
      [2, 500_00],
    ]);

    // The waiver stays on the first instalment's first late fee: the ones charged after it are owed.
    const record = await feeRecord(student.id);
    expect(record.schedule.map(({ lateFee, concession, outstanding }) => [lateFee, concession, outstanding])).toEqual([
      [1_000_00, 500_00, 10_500_00],
      [500_00, 0, 10_500_00],
      [0, 0, 10_000_00],
    ]);
    expect(record).toMatchObject({ totalFee: 30_000_00, lateFee: 1_500_00, concession: 500_00, amountDue: 31_000_00 });

    // The student's figures carry the late fees apart from the total fees, and add up.
    const me = json<StudentMe>(await t.app.inject({ url: '/api/users/full-me', headers: await t.auth(student.auth) }));
    expect(me).toMatchObject({ feeTotal: 31_000_00, feeConcession: 500_00, feeLateFee: 1_500_00, feePaid: 0 });
    expect(studentFeeSummary(me)).toEqual({
      total: 30_000_00,
      lateFees: 1_500_00,
      concession: 500_00,
      paid: 0,
      due: 31_000_00,
    });
  });

  it('lists late fees in the ledger by kind; one cannot be reversed', async () => {
    const { account } = await plannedAccount();
    t.app.services.now = at('2027-01-07');
    await run();
    const res = await t.app.inject({ url: '/api/admin/payments?kind=late_fee&limit=100', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const entries = json<{ items: LedgerHistoryEntry[] }>(res).items;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.kind === 'late_fee')).toBe(true);
    const [mine] = await t.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.feeAccountId, account.id), eq(payments.kind, 'late_fee')));
    expect(entries.map((entry) => entry._id)).toContain(mine!.id);

    const reversal = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${mine!.id}/reversal`,
      headers: admin,
      payload: { reason: 'Charged by mistake' },
    });
    expect([reversal.statusCode, json(reversal)]).toEqual([400, errorBody(messages.errors.lateFeeNotReversible)]);
  });

  it('leaves an audit event per account charged, by the admin who ran it', async () => {
    const { account } = await plannedAccount();
    t.app.services.now = at('2027-01-07');
    await run();
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, account.id));
    expect(event).toMatchObject({ action: 'fee.late_fee_charged', actorRole: 'admin' });
    expect(event!.summary).toMatch(/^Charged a late fee of ₹500\.00 to .+ \(instalment 1\)$/);
  });
});

describe('a concession naming an instalment', () => {
  const concede = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/concessions', headers: admin, payload: body });

  it('reduces that instalment, can be reversed, and is refused beyond it or on an account without a plan', async () => {
    const { course, student, account } = await plannedAccount();
    const grant = { studentId: student.id, courseId: course.id, reason: 'Sibling discount' };
    const granted = await concede({ ...grant, amount: 2_000_00, instalment: 2 });
    expect(granted.statusCode, granted.body).toBe(201);
    let record = await feeRecord(student.id);
    expect(record.schedule.map((instalment) => [instalment.concession, instalment.outstanding])).toEqual([
      [0, 10_000_00],
      [2_000_00, 8_000_00],
      [0, 10_000_00],
    ]);
    const [event] = await t.db
      .select({ summary: auditEvents.summary })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, json<{ entry: { _id: string } }>(granted).entry._id));
    expect(event!.summary).toContain(`${course.name} (instalment 2): Sibling discount`);

    const ledgerSize = async () =>
      (await t.db.select({ id: payments.id }).from(payments).where(eq(payments.feeAccountId, account.id))).length;
    const entries = await ledgerSize();
    for (const [body, error] of [
      [{ ...grant, amount: 8_000_01, instalment: 2 }, feePlanMessages.concessionExceedsInstalment],
      [{ ...grant, amount: 1_00, instalment: 4 }, 'This fee account has 3 instalments'],
      [{ ...grant, amount: 1_00, instalment: 0 }, feePlanMessages.instalmentNumber],
    ] as const) {
      const res = await concede(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res)).toEqual(errorBody(error));
    }
    expect(await ledgerSize()).toBe(entries);

    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${json<{ entry: { _id: string } }>(granted).entry._id}/reversal`,
      headers: admin,
      payload: { reason: 'Granted in error' },
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    record = await feeRecord(student.id);
    expect(record.schedule[1]).toMatchObject({ concession: 0, outstanding: 10_000_00 });
    // Named again in full once the first is reversed.
    expect((await concede({ ...grant, amount: 10_000_00, instalment: 2 })).statusCode).toBe(201);

    const other = await createCourse(t.db, { price: 5_000_00 });
    await enrollAt(t.db, student.id, other, new Date('2026-12-01T06:00:00Z'));
    const res = await concede({ ...grant, courseId: other.id, amount: 1_00, instalment: 1 });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual(errorBody(feePlanMessages.noInstalments));
  });
});

describe('the ageing of what is due', () => {
  afterAll(() => {
    t.app.services.now = () => new Date();
  });

  it('splits each account by its instalments’ due days, and the totals are the sum of the accounts', async () => {
    const { student, account } = await plannedAccount();
    await pay(t.db, account.id, 4_000_00);
    t.app.services.now = at('2027-04-15');
    const rows = json<{ items: OutstandingFee[] }>(
      await t.app.inject({ url: '/api/admin/report/outstanding?limit=100', headers: admin }),
    ).items;
    const mine = rows.find((row) => row.studentId === student.id)!;
    // 1 January is 104 days ago, 1 February 73, 1 March 45; the payment went to the oldest.
    expect(mine.ageing).toEqual({
      notDue: 0,
      days1to30: 0,
      days31to60: 10_000_00,
      days61to90: 10_000_00,
      days90plus: 6_000_00 + mine.feeLateFee,
    });
    for (const row of rows) {
      expect(Object.values(row.ageing).reduce((sum, amount) => sum + amount, 0)).toBe(row.due);
    }
    const { totals } = json<{ totals: ReportTotals }>(await t.app.inject({ url: '/api/admin/report', headers: admin }));
    expect(totals.outstandingAgeing).toEqual(
      Object.fromEntries(
        AGEING_BUCKETS.map((bucket) => [bucket, rows.reduce((sum, row) => sum + row.ageing[bucket], 0)]),
      ),
    );
    const { stats } = json<{ stats: DashboardStats }>(
      await t.app.inject({ url: '/api/admin/dashboard', headers: admin }),
    );
    expect(stats.overdueFees).toBe(stats.dueFees - totals.outstandingAgeing.notDue);
  });
});

describe('a payment on a fee plan', () => {
  it('prints on its receipt the late fees and what it paid towards each instalment', async () => {
    const { student, course, account } = await plannedAccount();
    t.app.services.now = at('2027-01-07');
    await run();
    t.app.services.now = () => new Date();
    await pay(t.db, account.id, 4_000_00);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fees',
      headers: admin,
      payload: {
        studentId: student.id,
        courseId: course.id,
        totalFee: 30_000_00,
        amountPaid: 16_500_00,
        paymentDate: '2026-11-20',
        paymentMode: 'Cash',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const paymentId = json<{ payment: { _id: string } }>(res).payment._id;
    const pdf = await t.app.inject({ url: `/api/admin/payments/${paymentId}/receipt.pdf`, headers: admin });
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Late fees ₹500.00');
    // ₹6,500 left of the first instalment with its late fee, then ₹10,000 of the second.
    expect(text).toContain(`Paid towards Instalment 1 (due ${writtenDay('2027-01-01')}): ₹6,500.00`);
    expect(text).toContain(`Instalment 2 (due ${writtenDay('2027-02-01')}): ₹10,000.00`);
    expect(text).not.toContain('Instalment 3');
  });
});

describe('the overdue-fee reminder', () => {
  it('lists each overdue instalment with what is left of it and its late fee', async () => {
    const { student, account } = await plannedAccount();
    await pay(t.db, account.id, 4_000_00);
    t.app.services.now = at('2027-01-07');
    await run();
    t.app.services.now = at('2027-02-10');
    await queueDueReminders(t.app.services, 7);
    t.app.services.now = () => new Date();
    const [email] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, student.id));
    expect(email!.dueFees).toEqual([
      {
        course: expect.any(String),
        instalment: 1,
        dueDate: '2027-01-01',
        amountDue: 6_500_00,
        lateFee: 500_00,
        payCode: expect.any(String),
      },
      {
        course: expect.any(String),
        instalment: 2,
        dueDate: '2027-02-01',
        amountDue: 10_000_00,
        lateFee: 0,
        payCode: expect.any(String),
      },
    ]);
    const { text } = feesEmail('reminder', email!.dueFees!, { name: student.name }, t.config.institute);
    const course = email!.dueFees![0]!.course;
    expect(text).toContain(
      emailTexts.reminder.line(`${course}, instalment 1`, '₹6,500.00', writtenDay('2027-01-01'), '₹500.00'),
    );
    expect(text).toContain(emailTexts.reminder.line(`${course}, instalment 2`, '₹10,000.00', writtenDay('2027-02-01')));
  });
});

describe('the daily late-fee run', () => {
  it('runs at start-up once its time has passed, by itself, and again after a restart adds nothing', async () => {
    const course = await createCourse(t.db, { price: 20_000_00 });
    // Long overdue whenever the test runs.
    await createFeePlan(
      t.db,
      course.id,
      [
        { amount: 10_000_00, dueDate: '2026-01-01' },
        { amount: 10_000_00, dueDate: '2026-02-01' },
      ],
      { kind: 'percent', value: 2, graceDays: 0 },
    );
    const student = await createStudent(t.db);
    const account = await enrollAt(t.db, student.id, course, new Date('2025-12-01T06:00:00Z'));
    const withJob = { ...t.config, lateFeesAt: '00:00' };
    for (let start = 0; start < 2; start++) {
      const instance = await buildSecondInstance(t, withJob);
      await instance.close(); // closing waits for its run to finish
    }
    expect(await lateFeesOf(account.id)).toEqual([
      { instalment: 1, period: 0, amount: 200_00, on: expect.any(String) },
      { instalment: 2, period: 0, amount: 200_00, on: expect.any(String) },
    ]);
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, account.id));
    expect(event).toMatchObject({ actorId: null, actorName: 'Daily late-fee run' });
  });
});

describe("the student's statement of account", () => {
  it('lists each course with its figures, instalments and every entry, in a PDF', async () => {
    const { student, account } = await plannedAccount();
    t.app.services.now = at('2027-01-07');
    await run();
    await pay(t.db, account.id, 4_000_00);
    await concede(t.db, account.id, 500_00);
    const res = await t.app.inject({ url: '/api/fees/me/statement.pdf', headers: await t.auth(student.auth) });
    t.app.services.now = () => new Date();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename=statement-of-account.pdf');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`${statementTexts.title} ${student.name}`);
    expect(text).toContain(statementTexts.asOn(writtenDay('2027-01-07')));
    // Course fee, late fees, concessions, paid, balance.
    expect(text).toContain('₹30,000.00 ₹500.00 ₹500.00 ₹4,000.00 ₹26,000.00');
    expect(text).toContain(`1 ${writtenDay('2027-01-01')} ₹10,000.00 ₹500.00 ₹4,000.00 Overdue`);
    expect(text).toContain(`3 ${writtenDay('2027-03-01')} ₹10,000.00 ₹0.00 ₹0.00 Due`);
    expect(text).toContain(`${writtenDay('2027-01-07')} ${statementTexts.lateFee(1, 0)} ₹500.00`);
    expect(text).toContain(`${statementTexts.concession('Merit scholarship', null)} −₹500.00`);
  });

  it('tells apart the late fees one run charged for several periods of an instalment', async () => {
    const { student } = await plannedAccount();
    // Instalment 1's late fees fall on 7 Jan, 6 Feb and 8 Mar (capped at ₹1,200), all charged by this one run.
    t.app.services.now = at('2027-03-10');
    await run();
    const res = await t.app.inject({ url: '/api/fees/me/statement.pdf', headers: await t.auth(student.auth) });
    t.app.services.now = () => new Date();
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(statementTexts.lateFee(1, 0)).toBe('Late fee on instalment 1, period 1');
    expect(text).toContain(`${writtenDay('2027-03-10')} ${statementTexts.lateFee(1, 0)} ₹500.00`);
    expect(text).toContain(`${writtenDay('2027-03-10')} ${statementTexts.lateFee(1, 1)} ₹500.00`);
    expect(text).toContain(`${writtenDay('2027-03-10')} ${statementTexts.lateFee(1, 2)} ₹200.00`);
  });

  it('is for the signed-in student only', async () => {
    const res = await t.app.inject({ url: '/api/fees/me/statement.pdf', headers: admin });
    expect(res.statusCode).toBe(403);
  });
});
