import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_ID, openDatabase } from '../src/db/client.js';
import { isDatabaseUnavailable } from '../src/lib/database-errors.js';
import { createScratchDatabase } from './helpers/database.js';

/** The PostgreSQL driver's limits (in the PGlite run too: PGlite has no connection to time out). */
const SERVER_URL =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
beforeAll(async () => {
  scratch = await createScratchDatabase(SERVER_URL);
});
afterAll(() => scratch.drop());

describe('the PostgreSQL query timeout', () => {
  it("gives up on a request's query that takes longer", async () => {
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 1, queryTimeoutMs: 200 });
    try {
      await expect(database.db.execute(sql`select pg_sleep(0.6)`)).rejects.toThrow();
      expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await database.close();
    }
  });

  it('is off for a bulk job (0)', async () => {
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 1, queryTimeoutMs: 0 });
    try {
      expect(await database.db.execute(sql`select pg_sleep(0.6), 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await database.close();
    }
  });

  it("does not apply to migrations: one waits for another server's migration to finish", async () => {
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 1, queryTimeoutMs: 200 });
    const otherServer = new pg.Client({ connectionString: scratch.url });
    await otherServer.connect();
    try {
      await otherServer.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const started = performance.now();
      const migrated = database.migrate();
      setTimeout(() => void otherServer.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]), 800);
      await migrated;
      expect(performance.now() - started).toBeGreaterThanOrEqual(700);
      const tables = await database.db.execute(sql`select to_regclass('public.payments') as payments`);
      expect(tables).toMatchObject({ rows: [{ payments: 'payments' }] });
    } finally {
      await otherServer.end();
      await database.close();
    }
  });
});

describe("the app's PostgreSQL connections", () => {
  it('compile no query (JIT) and start no parallel workers: many requests at once share two cores', async () => {
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 1 });
    try {
      const settings = await database.db.execute(
        sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`,
      );
      expect(settings).toMatchObject({ rows: [{ jit: 'off', workers: '0' }] });
    } finally {
      await database.close();
    }
  });

  it('give a request up as unavailable when it waits longer than connectionWaitMs for one from a full pool', async () => {
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 1, connectionWaitMs: 300 });
    try {
      // then() sends it now: drizzle sends a query when it is awaited.
      const holding = database.db.execute(sql`select pg_sleep(1.5)`).then((result) => result);
      const started = performance.now();
      const waiting = await database.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(waiting)).toBe(true);
      expect(performance.now() - started).toBeLessThan(1_200);
      await holding;
      expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await database.close();
    }
  });
});
