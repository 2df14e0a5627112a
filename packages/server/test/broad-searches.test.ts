import { COUNT_LIMIT } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feeAccounts, payments } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStudents, enrollEveryone } from './helpers/fixtures.js';

/**
 * A search matching more rows than a page is read by ids (2,000) is answered along the list's order, and its count
 * from the matched ids: the same rows and totals as any search, whichever way it is read.
 */
const STUDENTS = 2_100;
const UPI = 300;

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.auth((await createAdmin(t.db)).auth);
  const course = await createCourse(t.db, { price: 10_000_00 });
  const students = await createStudents(t.db, STUDENTS, 'Broadly Named');
  await enrollEveryone(t.db, students, course, new Date());
  const accounts = await t.db
    .select({ id: feeAccounts.id })
    .from(feeAccounts)
    .where(eq(feeAccounts.courseId, course.id));
  // One payment into each account, on a day of its own: the first UPI (300) of them by UPI, the others in cash.
  await t.db.insert(payments).values(
    accounts.map((account, i) => ({
      feeAccountId: account.id,
      kind: 'payment' as const,
      amount: 1_000_00,
      paidOn: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString().slice(0, 10),
      mode: i < UPI ? ('UPI' as const) : ('Cash' as const),
      receiptNumber: `2025-26/${String(i + 1).padStart(6, '0')}`,
    })),
  );
}, 120_000);
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ url, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};

type Listed = { items: { student?: { name: string }; name?: string; mode?: string; date?: string }[]; total: number };

describe(`searches matching all ${STUDENTS} students`, () => {
  it('answer the ledger newest first, counted up to the limit, and exactly with a filter', async () => {
    const all = await get<Listed>('/api/admin/payments?search=broadly&page=1&limit=20');
    expect(all.total).toBe(COUNT_LIMIT);
    expect(all.items).toHaveLength(20);
    expect(all.items.every((item) => item.student!.name.startsWith('Broadly Named'))).toBe(true);
    const dates = all.items.map((item) => item.date!);
    expect(dates).toEqual([...dates].sort().reverse());

    const upi = await get<Listed>('/api/admin/payments?search=broadly&mode=UPI&page=2&limit=20');
    expect(upi.total).toBe(UPI);
    expect(upi.items).toHaveLength(20);
    expect(upi.items.every((item) => item.mode === 'UPI')).toBe(true);
  });

  it('answer the outstanding list and the fee accounts, with a status counted exactly', async () => {
    const outstanding = await get<Listed>('/api/admin/report/outstanding?search=broadly&page=3&limit=20');
    expect(outstanding).toMatchObject({ total: COUNT_LIMIT });
    expect(outstanding.items).toHaveLength(20);
    expect(outstanding.items.every((item) => item.name!.startsWith('Broadly Named'))).toBe(true);

    const partial = await get<Listed>('/api/admin/fees?search=broadly&status=Partial&page=1&limit=20');
    expect(partial.total).toBe(COUNT_LIMIT);
    expect(partial.items).toHaveLength(20);
    expect(await get<Listed>('/api/admin/fees?search=broadly&status=Paid&page=1&limit=20')).toMatchObject({
      total: 0,
      items: [],
    });
  });
});
