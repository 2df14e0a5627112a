import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrationsBefore, MIGRATIONS, type Connection } from './helpers/migrations.js';

const CLOSING_MIGRATION = '0009_fee_account_closed';

let connection: Connection;
let before: string;
beforeAll(async () => {
  connection = await connect();
  before = migrationsBefore(CLOSING_MIGRATION);
});
afterAll(async () => {
  await connection.close();
  rmSync(before, { recursive: true, force: true });
});

describe(`migration ${CLOSING_MIGRATION}`, () => {
  it('closes the unpaid accounts of courses deleted before it, as of their deletion, and nothing else', async () => {
    await connection.migrate(before);
    const [student, payer] = await connection.query<{ id: string }>(
      `insert into users (role, name, email) values
         ('student', 'Owes', 'owes@campus.test'), ('student', 'Payer', 'payer@campus.test')
       returning id`,
    );
    const [retired, live] = await connection.query<{ id: string }>(
      `insert into courses (name, description, duration_weeks, price, category, deleted_at) values
         ('Retired', 'd', 4, 100000, 'c', '2026-01-02T03:04:05Z'), ('Live', 'd', 4, 100000, 'c', null)
       returning id`,
    );
    const [unpaid, paid, open] = await connection.query<{ id: string }>(
      `insert into fee_accounts (student_id, course_id, total_fee) values
         ('${student!.id}', '${retired!.id}', 100000),
         ('${payer!.id}', '${retired!.id}', 100000),
         ('${student!.id}', '${live!.id}', 100000)
       returning id`,
    );
    await connection.query(
      `insert into payments (fee_account_id, amount, paid_on, mode) values ('${paid!.id}', 20000, '2026-01-01', 'UPI')`,
    );

    await connection.migrate(MIGRATIONS);

    const rows = await connection.query<{ id: string; closed_at: Date | null; paid: number | string }>(
      'select id, closed_at, paid from fee_accounts',
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(new Date(byId.get(unpaid!.id)!.closed_at!).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(byId.get(paid!.id)).toMatchObject({ closed_at: null });
    expect(Number(byId.get(paid!.id)!.paid)).toBe(20000);
    expect(byId.get(open!.id)).toMatchObject({ closed_at: null });
  });
});
