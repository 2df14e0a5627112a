import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrationsBefore, MIGRATIONS, type Connection } from './helpers/migrations.js';

const UNIQUE_NAMES_MIGRATION = '0017_unique_course_names';

let connection: Connection;
let before: string;
beforeAll(async () => {
  connection = await connect();
  before = migrationsBefore(UNIQUE_NAMES_MIGRATION);
});
afterAll(async () => {
  await connection.close();
  rmSync(before, { recursive: true, force: true });
});

describe(`migration ${UNIQUE_NAMES_MIGRATION}`, () => {
  it('keeps the oldest of courses sharing a name (whatever its case) and numbers the others; deleted ones stay', async () => {
    await connection.migrate(before);
    await connection.query(
      `insert into courses (name, description, duration_weeks, price, category, created_at, deleted_at) values
         ('Data Science', 'd', 4, 100000, 'c', '2026-01-01T00:00:00Z', null),
         ('data science', 'd', 4, 100000, 'c', '2026-01-02T00:00:00Z', null),
         ('DATA SCIENCE', 'd', 4, 100000, 'c', '2026-01-03T00:00:00Z', null),
         ('Data Science', 'd', 4, 100000, 'c', '2025-12-01T00:00:00Z', '2026-01-05T00:00:00Z'),
         ('Accounting', 'd', 4, 100000, 'c', '2026-01-01T12:00:00Z', null)`,
    );
    await connection.migrate(MIGRATIONS);
    const rows = await connection.query<{ name: string; version: number; deleted: boolean }>(
      `select name, version, deleted_at is not null as deleted from courses order by created_at`,
    );
    expect(rows).toEqual([
      { name: 'Data Science', version: 1, deleted: true },
      { name: 'Data Science', version: 1, deleted: false },
      { name: 'Accounting', version: 1, deleted: false },
      { name: 'data science (2)', version: 2, deleted: false },
      { name: 'DATA SCIENCE (3)', version: 2, deleted: false },
    ]);
    await expect(
      connection.query(
        `insert into courses (name, description, duration_weeks, price, category) values ('ACCOUNTING', 'd', 4, 1, 'c')`,
      ),
    ).rejects.toThrow();
  });
});
