import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './helpers/database.js';

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const CLOSING_MIGRATION = '0009_fee_account_closed';

/** The migrations folder as it was before the fee accounts could be closed. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'campus-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

interface Connection {
  query<T>(sql: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function connect(): Promise<Connection> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    return {
      query: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const scratch = await createScratchDatabase(serverUrl);
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  return {
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    migrate: (migrationsFolder) => migratePg(drizzlePg(client), { migrationsFolder }),
    async close() {
      await client.end();
      await scratch.drop();
    },
  };
}

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
