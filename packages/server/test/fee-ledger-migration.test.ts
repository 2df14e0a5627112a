import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrationsBefore, MIGRATIONS, type Connection } from './helpers/migrations.js';

const LEDGER_MIGRATION = '0013_fee_ledger';

let connection: Connection;
let before: string;
beforeAll(async () => {
  connection = await connect();
  before = migrationsBefore(LEDGER_MIGRATION);
});
afterAll(async () => {
  await connection.close();
  rmSync(before, { recursive: true, force: true });
});

describe(`migration ${LEDGER_MIGRATION}`, () => {
  it('numbers the earlier payments per financial year in India, in ledger order, and the counters go on from there', async () => {
    await connection.migrate(before);
    const [student] = await connection.query<{ id: string }>(
      `insert into users (role, name, email) values ('student', 'Payer', 'payer@campus.test') returning id`,
    );
    const [course] = await connection.query<{ id: string }>(
      `insert into courses (name, description, duration_weeks, price, category)
       values ('Course', 'd', 4, 1000000, 'c') returning id`,
    );
    const [account] = await connection.query<{ id: string }>(
      `insert into fee_accounts (student_id, course_id, total_fee)
       values ('${student!.id}', '${course!.id}', 1000000) returning id`,
    );
    // Out of order; 18:30 UTC on 31 March is already 1 April in India.
    await connection.query(
      `insert into payments (fee_account_id, amount, paid_on, mode, created_at) values
         ('${account!.id}', 300, '2026-04-01', 'UPI', '2026-03-31T18:30:00Z'),
         ('${account!.id}', 200, '2026-03-31', 'Cash', '2026-03-31T18:29:59Z'),
         ('${account!.id}', 100, '2025-06-01', 'Card', '2025-06-01T10:00:00Z'),
         ('${account!.id}', 400, '2026-05-01', 'UPI', '2026-05-01T10:00:00Z')`,
    );

    await connection.migrate(MIGRATIONS);

    const numbered = await connection.query<{ amount: string | number; receipt_number: string; kind: string }>(
      'select amount, receipt_number, kind from payments order by created_at',
    );
    expect(numbered.map((row) => [Number(row.amount), row.receipt_number, row.kind])).toEqual([
      [100, '2025-26/000001', 'payment'],
      [200, '2025-26/000002', 'payment'],
      [300, '2026-27/000001', 'payment'],
      [400, '2026-27/000002', 'payment'],
    ]);
    const counters = await connection.query<{ financial_year: string; last_number: number }>(
      'select financial_year, last_number from receipt_counters order by financial_year',
    );
    expect(counters).toEqual([
      { financial_year: '2025-26', last_number: 2 },
      { financial_year: '2026-27', last_number: 2 },
    ]);
    const [figures] = await connection.query<{
      paid: string | number;
      concession: string | number;
      net_fee: string | number;
    }>(`select paid, concession, net_fee from fee_accounts where id = '${account!.id}'`);
    expect([figures!.paid, figures!.concession, figures!.net_fee].map(Number)).toEqual([1000, 0, 1000000]);
    await expect(connection.query('update payments set amount = 1')).rejects.toThrow(/append-only/);
  });
});
