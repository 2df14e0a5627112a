import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { buildTestApp } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';
import { createAdmin, createCourse } from './helpers/fixtures.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const plannerRows = async () =>
  Number((await rowsOf<{ n: number }>(sql`select reltuples as n from pg_class where relname = 'reminder_runs'`))[0]!.n);

describe.runIf(!process.env.DATABASE_URL)('PGlite upkeep (it has no autovacuum)', () => {
  it('analyzes every table when asked, then only a table changed past the threshold, and vacuums one of dead rows', async () => {
    expect(await plannerRows()).toBe(-1);
    expect((await database.tidy(true)).analyzed).toContain('reminder_runs');
    expect(await plannerRows()).toBe(0);
    expect(await database.tidy()).toEqual({ analyzed: [], vacuumed: [] });

    await database.db.execute(
      sql`insert into reminder_runs (day, queued) select d::date, 0 from generate_series(date '2020-01-01', date '2021-05-14', interval '1 day') d`,
    );
    expect(await database.tidy()).toEqual({ analyzed: ['reminder_runs'], vacuumed: [] });
    expect(await plannerRows()).toBe(500);
    expect(await database.tidy()).toEqual({ analyzed: [], vacuumed: [] });

    await database.db.execute(sql`update reminder_runs set queued = 1`);
    expect(await database.tidy()).toEqual({ analyzed: ['reminder_runs'], vacuumed: ['reminder_runs'] });
    const [{ dead }] = (await rowsOf<{ dead: number }>(
      sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'reminder_runs'`,
    )) as [{ dead: number }];
    expect(dead).toBe(0);
  });
});

describe.runIf(!process.env.DATABASE_URL)('the server on PGlite', () => {
  it('analyzes the tables a student import filled, right after it', async () => {
    const t = await buildTestApp();
    try {
      const admin = await t.auth((await createAdmin(t.db)).auth);
      const course = await createCourse(t.db);
      const rows = Array.from(
        { length: 300 },
        (_, i) => `Student ${i},upkeep-${i}@campus.test,98765${String(i).padStart(5, '0')},17/05/2004,${course.name}`,
      );
      const form = new FormData();
      form.append('dryRun', 'false');
      form.append('file', new Blob([['name,email,phone,dob,courses', ...rows].join('\n')]), 'students.csv');
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/admin/students/import',
        headers: admin,
        payload: form,
      });
      expect(imported.statusCode, imported.body).toBe(200);
      // The minute's round would come later: the import asks for one at once.
      const plannerUsers = async () => {
        const { rows: counted } = (await t.db.execute(
          sql`select reltuples::int as n from pg_class where relname = 'users'`,
        )) as unknown as { rows: { n: number }[] };
        return counted[0]!.n;
      };
      const until = Date.now() + 20_000;
      while ((await plannerUsers()) < 300 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await plannerUsers()).toBeGreaterThanOrEqual(300);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL statement timeout', () => {
  it('has the server end a query past the timeout, not only the app give up on it', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${(await rowsOf<{ name: string }>(sql`select current_database() as name`))[0]!.name}`;
    const short = await openDatabase({ databaseUrl: url.toString(), queryTimeoutMs: 300 });
    try {
      const started = Date.now();
      await expect(short.db.execute(sql`select pg_sleep(3), 'upkeep-timeout'`)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const still = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where state = 'active' and query like '%upkeep-timeout%' and pid <> pg_backend_pid()`,
      );
      expect(still[0]!.n).toBe(0);
    } finally {
      await short.close();
    }
  });
});
