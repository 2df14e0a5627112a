import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrationsBefore, MIGRATIONS, type Connection } from './helpers/migrations.js';

const FIGURES_MIGRATION = '0011_payment_account_figures';

let connection: Connection;
let before: string;
beforeAll(async () => {
  connection = await connect();
  before = migrationsBefore(FIGURES_MIGRATION);
});
afterAll(async () => {
  await connection.close();
  rmSync(before, { recursive: true, force: true });
});

type Figures = { amount: number | string; account_total: number | string; account_paid: number | string };
const numbers = (rows: Figures[]) =>
  rows.map((row) => [Number(row.amount), Number(row.account_total), Number(row.account_paid)]);

describe(`migration ${FIGURES_MIGRATION}`, () => {
  it("fills the figures of earlier payments in ledger order, records them for new ones, and keeps the ledger's guard", async () => {
    await connection.migrate(before);
    const [student] = await connection.query<{ id: string }>(
      `insert into users (role, name, email) values ('student', 'Payer', 'payer@campus.test') returning id`,
    );
    const [course] = await connection.query<{ id: string }>(
      `insert into courses (name, description, duration_weeks, price, category)
       values ('Course', 'd', 4, 100000, 'c') returning id`,
    );
    const [account] = await connection.query<{ id: string }>(
      `insert into fee_accounts (student_id, course_id, total_fee)
       values ('${student!.id}', '${course!.id}', 100000) returning id`,
    );
    // Inserted out of order: the ledger's order is created_at.
    await connection.query(
      `insert into payments (fee_account_id, amount, paid_on, mode, created_at) values
         ('${account!.id}', 30000, '2026-01-02', 'UPI', '2026-01-02T10:00:00Z'),
         ('${account!.id}', 20000, '2026-01-01', 'Cash', '2026-01-01T10:00:00Z')`,
    );

    await connection.migrate(MIGRATIONS);

    const earlier = await connection.query<Figures>(
      'select amount, account_total, account_paid from payments order by created_at',
    );
    expect(numbers(earlier)).toEqual([
      [20000, 100000, 20000],
      [30000, 100000, 50000],
    ]);
    await connection.query(`update fee_accounts set total_fee = 120000 where id = '${account!.id}'`);
    const added = await connection.query<Figures>(
      `insert into payments (fee_account_id, amount, paid_on, mode, receipt_number)
       values ('${account!.id}', 10000, '2026-01-03', 'UPI', 'TEST/1') returning amount, account_total, account_paid`,
    );
    expect(numbers(added)).toEqual([[10000, 120000, 60000]]);
    const [{ paid }] = (await connection.query<{ paid: number | string }>(
      `select paid from fee_accounts where id = '${account!.id}'`,
    )) as [{ paid: number | string }];
    expect(Number(paid)).toBe(60000);
    await expect(connection.query('update payments set amount = 1')).rejects.toThrow(/append-only/);
  });
});
