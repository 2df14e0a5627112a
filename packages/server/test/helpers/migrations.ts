import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import { createScratchDatabase } from './database.js';
import { pgliteExtensions } from '../../src/db/pglite-extensions.js';

export const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A copy of the migrations folder as it was before the migration `tag`; remove it when done. */
export function migrationsBefore(tag: string): string {
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

export interface Connection {
  query<T>(sql: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A fresh database with no migration run: in-memory PGlite, or a scratch database on DATABASE_URL's server. */
export async function connect(): Promise<Connection> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create(undefined, { extensions: pgliteExtensions });
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
