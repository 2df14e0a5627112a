import { COUNT_LIMIT } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feeAccounts, payments } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStudents, enrollEveryone } from './helpers/fixtures.js';

/**
 * A search matching more rows than a page is read by ids (2,000) is answered along the list's order: the same rows as
 * any search, whichever way it is read. Its count goes four pages past the page asked for ("or more"), exact once that
 * reaches the end.
 */
const STUDENTS = 2_100;
const UPI = 300;

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.auth((await createAdmin(t.db)).auth);
  const course = await createCourse(t.db, { name: 'Widely Taken', price: 10_000_00 });
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
  it('answer the ledger newest first, counted four pages on, and exactly at the end', async () => {
    const all = await get<Listed>('/api/admin/payments?search=broadly&page=1&limit=20');
    expect(all).toMatchObject({ total: 100, totalIsAtLeast: true });
    expect(all.items).toHaveLength(20);
    expect(all.items.every((item) => item.student!.name.startsWith('Broadly Named'))).toBe(true);
    const dates = all.items.map((item) => item.date!);
    expect(dates).toEqual([...dates].sort().reverse());

    const upi = await get<Listed>('/api/admin/payments?search=broadly&mode=UPI&page=2&limit=20');
    expect(upi).toMatchObject({ total: 120, totalIsAtLeast: true });
    expect(upi.items).toHaveLength(20);
    expect(upi.items.every((item) => item.mode === 'UPI')).toBe(true);
    const nearTheEnd = await get<Listed>('/api/admin/payments?search=broadly&mode=UPI&page=12&limit=20');
    expect(nearTheEnd.total).toBe(UPI);
    expect(nearTheEnd).not.toHaveProperty('totalIsAtLeast');
    expect((await get<Listed>('/api/admin/payments?search=broadly&page=60&limit=20')).total).toBe(COUNT_LIMIT);

    // Every entry is a broadly named student's: a page read from the ledger's index alone (no search) is the same.
    type Entries = { items: { _id: string }[] };
    const ids = (listed: Entries) => listed.items.map((item) => item._id);
    for (const [searched, alone] of [
      ['search=broadly&page=37', 'page=37'],
      ['search=broadly&mode=UPI&page=2', 'mode=UPI&page=2'],
    ]) {
      const bySearch = await get<Entries>(`/api/admin/payments?${searched}&limit=20`);
      expect(bySearch.items).toHaveLength(20);
      expect(ids(await get<Entries>(`/api/admin/payments?${alone}&limit=20`))).toEqual(ids(bySearch));
    }
  });

  it('answer the outstanding list and the fee accounts, with a status', async () => {
    const outstanding = await get<Listed>('/api/admin/report/outstanding?search=broadly&page=3&limit=20');
    expect(outstanding).toMatchObject({ total: 140, totalIsAtLeast: true });
    expect(outstanding.items).toHaveLength(20);
    expect(outstanding.items.every((item) => item.name!.startsWith('Broadly Named'))).toBe(true);

    const partial = await get<Listed>('/api/admin/fees?search=broadly&status=Partial&page=1&limit=20');
    expect(partial).toMatchObject({ total: 100, totalIsAtLeast: true });
    expect(partial.items).toHaveLength(20);
    expect(await get<Listed>('/api/admin/fees?search=broadly&status=Paid&page=1&limit=20')).toMatchObject({
      total: 0,
      items: [],
    });
  });

  it('matching no student but a course of them all, answer as the whole lists do, testing each row by its ids', async () => {
    type Rows = { items: { _id?: string; id?: string }[]; total: number; totalIsAtLeast?: true };
    const ids = (listed: Rows) => listed.items.map((item) => item._id ?? item.id);
    for (const [list, page] of [
      ['/api/admin/payments', 3],
      ['/api/admin/report/outstanding', 2],
      ['/api/admin/fees', 4],
    ] as const) {
      const searched = await get<Rows>(`${list}?search=widely&page=${page}&limit=20`);
      const whole = await get<Rows>(`${list}?page=${page}&limit=20`);
      expect(searched.items).toHaveLength(20);
      expect(ids(searched)).toEqual(ids(whole));
      expect(searched).toMatchObject({ total: (page + 4) * 20, totalIsAtLeast: true });
    }
  });

  it('answer a page of the fee accounts by name as the whole list has it, wherever the page is', async () => {
    // Matching students with no account, first by name; accounts matching by their course alone, first and last.
    await createStudents(t.db, 3, 'Broadly Named 0');
    const useful = await createCourse(t.db, { name: 'Broadly Useful', price: 5_000_00 });
    const others = [...(await createStudents(t.db, 2, 'Aaron Early')), ...(await createStudents(t.db, 2, 'Zed Late'))];
    const [someBroad] = await createStudents(t.db, 1, 'Broadly Named Also');
    await enrollEveryone(t.db, [...others, someBroad!], useful, new Date());
    type Accounts = { items: { _id: string }[] };
    for (const page of [1, 2, 50, 106]) {
      const searched = await get<Accounts>(`/api/admin/fees?search=broadly&page=${page}&limit=20`);
      const whole = await get<Accounts>(`/api/admin/fees?page=${page}&limit=20`);
      expect(searched.items.length).toBeGreaterThan(0);
      expect(searched.items.map((item) => item._id)).toEqual(whole.items.map((item) => item._id));
    }
    expect(await get<Accounts>('/api/admin/fees?search=broadly&page=1000000&limit=100')).toMatchObject({ items: [] });
  });
});
