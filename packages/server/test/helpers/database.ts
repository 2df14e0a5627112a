import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sql, type Logger } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/db/client.js';

let pgliteTemplate: Blob | undefined;

/**
 * The concurrency tests send hundreds of requests at once into these small pools: on a busy machine the last of them
 * wait past the app's 5 s for a connection, and are answered 503. They test what contention does to the data, not the
 * pool's patience (database-client.test.ts tests that).
 */
const BURST_WAIT_MS = 60_000;

/**
 * A fresh, migrated database for one test file: PGlite (in memory, or in the folder `pgliteDir`) by default, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server that is dropped again afterwards. In memory and on
 * PostgreSQL, it is a copy of the run's template (setup/template-database.ts), migrated once. A logger sees every
 * statement the app runs.
 */
export async function createTestDatabase(
  logger?: Logger,
  kind: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite',
  pgliteDir?: string,
): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (kind === 'pglite' || !serverUrl) {
    if (pgliteDir) {
      const database = await openDatabase({ logger, dataDir: pgliteDir });
      await database.migrate();
      return database;
    }
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ logger, loadDataDir: pgliteTemplate });
  }

  const scratch = await createScratchDatabase(serverUrl, inject('postgresTemplate'));
  const database = await openDatabase({
    databaseUrl: scratch.url,
    poolSize: 5,
    connectionWaitMs: BURST_WAIT_MS,
    logger,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A second connection pool to the PostgreSQL database that db is connected to (DATABASE_URL's server). */
export async function openSameDatabase(db: Db): Promise<Database> {
  const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return openDatabase({ databaseUrl: url.toString(), poolSize: 2, connectionWaitMs: BURST_WAIT_MS });
}

/**
 * A new database on the PostgreSQL server at serverUrl, empty or a copy of the database `template`: its URL, and how
 * to drop it again.
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `campus_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
