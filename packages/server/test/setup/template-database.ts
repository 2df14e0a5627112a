import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../../src/db/client.js';
import { createScratchDatabase } from '../helpers/database.js';
import { pgliteExtensions } from '../../src/db/pglite-extensions.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped: each test database starts as a copy of it. */
    pgliteTemplate: string;
    /** A migrated database on DATABASE_URL's server, the template each test database is created from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Migrates once per run instead of once per test file: a fresh PGlite costs an initdb and every migration, a copy of
 * a migrated folder a fraction of that, and PostgreSQL copies a template database faster than it migrates one.
 */
export async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'campus-template-'));
  const pglite = await PGlite.create(undefined, { extensions: pgliteExtensions });
  await migrate(drizzle(pglite), { migrationsFolder });
  const dump = join(folder, 'pgdata.tar');
  writeFileSync(dump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', dump);

  let dropTemplate = async () => {};
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl);
    const database = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    dropTemplate = template.drop;
  } else {
    project.provide('postgresTemplate', undefined);
  }

  return async () => {
    await dropTemplate();
    rmSync(folder, { recursive: true, force: true });
  };
}
