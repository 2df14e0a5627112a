import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_LIMIT, messages, type LedgerHistoryEntry, type Page, type PaymentResult } from '@campus/domain';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import {
  concede,
  createAdmin,
  createCourse,
  createStaff,
  createStudent,
  enroll,
  pay,
  reverse,
} from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let accountant: Awaited<ReturnType<typeof createStaff>>;
let kabir: Awaited<ReturnType<typeof createStudent>>;
let meera: Awaited<ReturnType<typeof createStudent>>;
let c1: Awaited<ReturnType<typeof createCourse>>;
let c2: Awaited<ReturnType<typeof createCourse>>;
/** The entries, named by what they are. */
const e = {} as Record<'p1' | 'concession' | 'p2' | 'm1' | 'reversal', Awaited<ReturnType<typeof pay>>> & {
  cash: PaymentResult['payment'];
};

async function history(query: Record<string, string> = {}, url = '/api/admin/payments', user = admin.auth) {
  const res = await t.app.inject({ url, query, headers: await t.auth(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<LedgerHistoryEntry>>();
}
const ids = (page: Page<LedgerHistoryEntry>) => page.items.map((entry) => entry._id);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.db);
  accountant = await createStaff(t.db, { role: 'accountant', name: 'Asha Accountant' });
  kabir = await createStudent(t.db, { name: 'Kabir Shah' });
  meera = await createStudent(t.db, { name: 'Meera Iyer' });
  c1 = await createCourse(t.db, { name: 'Data Structures', price: 10_000_00 });
  c2 = await createCourse(t.db, { name: 'Statistics', price: 8_000_00 });
  const k1 = (await enroll(t.db, kabir.id, c1)).account;
  const k2 = (await enroll(t.db, kabir.id, c2)).account;
  const m1 = (await enroll(t.db, meera.id, c1)).account;
  e.p1 = await pay(t.db, k1.id, 1_000_00, '2026-01-10');
  e.concession = await concede(t.db, k1.id, 500_00, '2026-01-11');
  e.p2 = await pay(t.db, k2.id, 2_000_00, '2026-01-12');
  e.m1 = await pay(t.db, m1.id, 300_00, '2026-01-13');
  e.reversal = await reverse(t.db, e.p1, '2026-01-15');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/fees',
    headers: await t.auth(accountant.auth),
    payload: {
      studentId: meera.id,
      courseId: c1.id,
      totalFee: c1.price,
      amountPaid: 700_00,
      paymentDate: new Date().toISOString().slice(0, 10),
      paymentMode: 'Cash',
      reference: 'CASH-42',
    },
  });
  e.cash = res.json<PaymentResult>().payment;
});
afterAll(() => t.close());

describe('GET /api/admin/payments', () => {
  it('lists every entry newest first, amounts signed as they count for the student', async () => {
    const page = await history();
    expect(page.total).toBe(6);
    expect(ids(page)).toEqual([e.cash._id, e.reversal.id, e.m1.id, e.p2.id, e.concession.id, e.p1.id]);
    const byId = new Map(page.items.map((entry) => [entry._id, entry]));
    expect(byId.get(e.cash._id)).toMatchObject({
      kind: 'payment',
      receiptNumber: e.cash.receiptNumber,
      amount: 700_00,
      mode: 'Cash',
      reference: 'CASH-42',
      student: { _id: meera.id, name: 'Meera Iyer', email: meera.email },
      course: { _id: c1.id, name: 'Data Structures' },
      recordedBy: { _id: accountant.id, name: 'Asha Accountant' },
      reverses: null,
      reversedBy: null,
    });
    expect(byId.get(e.concession.id)).toMatchObject({
      kind: 'concession',
      amount: 500_00,
      mode: null,
      receiptNumber: null,
      reason: 'Merit scholarship',
    });
  });

  it('shows what a reversal cancels and why, and on the payment, its reversal', async () => {
    const { items } = await history({ studentId: kabir.id });
    const reversal = items.find((entry) => entry._id === e.reversal.id)!;
    expect(reversal).toMatchObject({
      kind: 'reversal',
      amount: -1_000_00,
      date: '2026-01-15',
      mode: 'UPI',
      receiptNumber: null,
      reason: 'Typed the wrong amount',
      reverses: { _id: e.p1.id, kind: 'payment', receiptNumber: e.p1.receiptNumber, date: '2026-01-10' },
      reversedBy: null,
    });
    expect(items.find((entry) => entry._id === e.p1.id)!.reversedBy).toEqual({
      _id: e.reversal.id,
      date: '2026-01-15',
      reason: 'Typed the wrong amount',
    });
  });

  it('filters by student, course, mode, kind, days and search', async () => {
    expect(ids(await history({ studentId: kabir.id }))).toEqual([e.reversal.id, e.p2.id, e.concession.id, e.p1.id]);
    expect(ids(await history({ courseId: c2.id }))).toEqual([e.p2.id]);
    expect(ids(await history({ mode: 'Cash' }))).toEqual([e.cash._id]);
    expect(ids(await history({ kind: 'reversal' }))).toEqual([e.reversal.id]);
    expect(ids(await history({ kind: 'concession' }))).toEqual([e.concession.id]);
    expect(ids(await history({ from: '2026-01-11', to: '2026-01-13' }))).toEqual([e.m1.id, e.p2.id, e.concession.id]);
    expect(ids(await history({ search: 'cash-42' }))).toEqual([e.cash._id]);
    expect(ids(await history({ search: e.p2.receiptNumber! }))).toEqual([e.p2.id]);
    expect(ids(await history({ search: 'Meera' }))).toEqual([e.cash._id, e.m1.id]);
    expect(ids(await history({ search: 'Statistics' }))).toEqual([e.p2.id]);
  });

  it('pages, and counts all that match', async () => {
    const page = await history({ page: '2', limit: '2' });
    expect(page).toMatchObject({ total: 6, page: 2, limit: 2 });
    expect(ids(page)).toEqual([e.m1.id, e.p2.id]);
  });

  it('refuses in words a range that ends before it starts, or an unknown kind', async () => {
    const headers = await t.auth(accountant.auth);
    const backwards = await t.app.inject({
      url: '/api/admin/payments',
      query: { from: '2026-02-01', to: '2026-01-01' },
      headers,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual(errorBody(messages.ledger.fromAfterTo));
    const kind = await t.app.inject({ url: '/api/admin/payments', query: { kind: 'refund' }, headers });
    expect(kind.json()).toEqual(errorBody(messages.ledger.kindInvalid));
  });
});

describe('GET /api/admin/payments on a long ledger', () => {
  it(`counts exactly up to ${COUNT_LIMIT} entries, and no further`, async () => {
    const student = await createStudent(t.db, { name: 'Many Instalments' });
    const { account } = await enroll(t.db, student.id, { id: c2.id, price: 1_000_000_00 });
    // Only the count is under test: the insert trigger (which keeps the account's figures) is skipped, as the
    // 10,000 updates of one account row it would make take a minute on PGlite.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into payments (fee_account_id, amount, paid_on, mode, receipt_number)
        select ${account.id}, 100, '2025-06-01', 'Cash', 'MANY/' || g from generate_series(1, ${COUNT_LIMIT + 5}) g`);
    });
    const own = await history({ studentId: student.id, page: '3', limit: '100' });
    expect(own).toMatchObject({ total: COUNT_LIMIT, page: 3 });
    expect(own.items).toHaveLength(100);
    expect((await history({ limit: '1' })).total).toBe(COUNT_LIMIT);
    expect((await history({ studentId: student.id, kind: 'concession' })).total).toBe(0);
  });
});

describe('GET /api/payments/me', () => {
  it("lists only the signed-in student's entries", async () => {
    const own = await history({}, '/api/payments/me', kabir.auth);
    expect(ids(own)).toEqual([e.reversal.id, e.p2.id, e.concession.id, e.p1.id]);
    expect(own.items.every((entry) => entry.student._id === kabir.id)).toBe(true);
    const other = await history({ limit: '1' }, '/api/payments/me', meera.auth);
    expect(other).toMatchObject({ total: 2, limit: 1 });
    expect(ids(other)).toEqual([e.cash._id]);
  });
});
