import {
  chmodSync,
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { DISK_RESERVE_BYTES, freeReserveIfFull, keepReserve, startedOnFullDisk } from './disk-reserve.js';
import { openSnapshot, removeLeftSnapshots } from './pglite-snapshot.js';
import type { Db } from './db.js';
import * as schema from './schema.js';
import { tidyTables } from './upkeep.js';
import { pgliteExtensions } from './pglite-extensions.js';

export type { Db };

/** The rows a statement run with `db.execute` answers: node-postgres and PGlite both answer with `{ rows }`. */
export const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as { rows: T[] }).rows;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations not yet run; with `upTo`, only the journal's first so many (a restore's first step). */
  migrate(upTo?: number): Promise<void>;
  /**
   * Start-up: runs every migration not yet run and then `firstData`, while no other instance starting on the same
   * database does either (on PostgreSQL under the migrations' advisory lock; one process owns a PGlite folder).
   */
  startUp<T>(firstData: () => Promise<T>): Promise<T>;
  /**
   * Runs `read` in one transaction on a snapshot of the whole database as it is now, while the app goes on writing:
   * on PostgreSQL a repeatable-read transaction; PGlite serves one query at a time, so there a base backup of its data
   * folder, opened in a thread of its own (pglite-snapshot.ts).
   */
  readSnapshot<T>(read: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Brings the planner's statistics and the tables' free space up to date where the database does not itself: PGlite
   * has no autovacuum (tidyTables); on PostgreSQL nothing to do. `everyTable` analyzes every table.
   */
  tidy(everyTable?: boolean): Promise<{ analyzed: string[]; vacuumed: string[] }>;
  /** PostgreSQL: the pool's connections now; PGlite has no pool. */
  poolUse: (() => { inUse: number; idle: number; waiting: number }) | undefined;
  /**
   * Calls onMessage with the payload of every NOTIFY on the channel until the returned function is called.
   * onReconnect follows a lost connection that listens again: whatever was sent in between is lost.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
}

export const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

const readJournal = () =>
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };

/** The migrations this code has, in order (drizzle-kit's journal). */
export const migrationJournal = () => readJournal().entries;

/**
 * A folder with the journal's first `upTo` migrations (all when not given): drizzle's migrator runs every migration of
 * the folder it is given.
 */
function migrationsUpTo(upTo: number | undefined): { folder: string; cleanUp(): void } {
  if (upTo === undefined) return { folder: migrationsFolder, cleanUp: () => {} };
  const journal = readJournal();
  const folder = mkdtempSync(join(tmpdir(), 'campus-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = journal.entries.slice(0, upTo);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
  return { folder, cleanUp: () => rmSync(folder, { recursive: true, force: true }) };
}

const withMigrations = async (upTo: number | undefined, run: (folder: string) => Promise<void>) => {
  const { folder, cleanUp } = migrationsUpTo(upTo);
  try {
    await run(folder);
  } finally {
    cleanUp();
  }
};

const snapshotTransaction = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
/** Any constant: several servers starting together migrate one at a time. */
export const MIGRATION_LOCK_ID = 724_311;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from this dumped data folder (`dumpDataDir`) instead of an empty database. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /**
   * PostgreSQL: how long a request waits for a connection, from a full pool or from an unreachable server, before it
   * is answered 503 (default 5 s).
   */
  connectionWaitMs?: number;
  /**
   * PostgreSQL: how long a query may take before the app gives up on it and the server ends it (default 30 s); 0
   * waits as long as it takes, for bulk jobs such as seed:large. PGlite cannot stop a query under way (it runs on this
   * thread): its queries are kept short by design instead (tidyTables, short transactions).
   */
  queryTimeoutMs?: number;
  /** Sees every statement the app's queries run (tests count them). */
  logger?: Logger | undefined;
  /**
   * PGlite: the free space a snapshot's copy of the data folder must leave on its disk (DATA_DIR_MIN_FREE_MB), and
   * never less than the disk reserve.
   */
  minFreeDiskBytes?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

async function openPglite({ dataDir, loadDataDir, logger, minFreeDiskBytes = 0 }: DatabaseOptions): Promise<Database> {
  let dir: string | undefined;
  let unlock = () => {};
  if (dataDir) {
    dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dataDir);
    if (freeReserveIfFull(dataDir)) console.warn(startedOnFullDisk(dataDir));
  }
  let client: PGlite;
  try {
    if (dataDir) await removeLeftSnapshots(dataDir);
    client = await PGlite.create(dir, { extensions: pgliteExtensions, loadDataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  if (dir) keepToOwner(dir);
  if (dataDir) keepReserve(dataDir);
  const db = drizzlePglite(client, { schema, logger: logger ?? false }) as unknown as Db;
  const migrate = (upTo?: number) =>
    withMigrations(upTo, (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }));
  return {
    db,
    kind: 'pglite',
    migrate,
    async startUp(firstData) {
      await migrate();
      return firstData();
    },
    async readSnapshot(read) {
      const snapshot = await openSnapshot(client, dataDir, Math.max(minFreeDiskBytes, DISK_RESERVE_BYTES));
      try {
        return await read(snapshot.db);
      } finally {
        await snapshot.close();
      }
    },
    async close() {
      await client.close();
      unlock();
    },
    tidy: (everyTable = false) => tidyTables(client, everyTable),
    poolUse: undefined,
    listen: (channel, onMessage) => client.listen(channel, onMessage),
  };
}

/**
 * Takes every permission of group and others off a folder and everything in it. PGlite writes the files of a new
 * database with the modes of its bundled copy (0666), whatever the process's umask.
 */
function keepToOwner(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700);
  if (stat.isDirectory()) for (const name of readdirSync(path)) keepToOwner(join(path, name));
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const { poolSize = 10, connectionWaitMs = 5_000, queryTimeoutMs = 30_000, logger } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // When the server is unreachable or the pool is exhausted, a request fails within seconds (503) instead of
    // hanging; a connection that goes silent mid-query is given up after query_timeout.
    connectionTimeoutMillis: connectionWaitMs,
    query_timeout: queryTimeoutMs || undefined,
    keepAlive: true,
    // No JIT compilation: the app's largest queries (the dashboard's, the report's ageing) take a second or less, and
    // compiling them cost 150 to 450 ms more than it saved at 100,000 students. A query past the timeout is ended by
    // the server too (statement_timeout), not only given up on by the app while it runs on. No parallel workers: with
    // many requests at once they only take cores from the other requests (a search's scan in two workers took 46 ms
    // where the same query planned alone took 15, at 100,000 students).
    options:
      '-c jit=off -c max_parallel_workers_per_gather=0' +
      (queryTimeoutMs ? ` -c statement_timeout=${queryTimeoutMs}` : ''),
  });
  // An idle connection dropped by the server (restart, failover) is discarded and replaced on demand;
  // without a listener the pool's 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
  // A connection lost while a request holds it fails that request's query. The client's 'error' event must not go
  // unheard (that would crash the process), and the client goes back to the pool to be discarded: drizzle does not
  // release a transaction's client when BEGIN itself fails, which would leak a pool slot for good.
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(error);
    }),
  );
  // pg parses bigint as string; our bigints are paise and counts, well inside Number's range.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const db = drizzlePg(pool, { schema, logger: logger ?? false }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: (upTo) => migrateExclusively(url, upTo, async () => {}),
    startUp: (firstData) => migrateExclusively(url, undefined, firstData),
    readSnapshot: (read) => db.transaction((tx) => read(tx as unknown as Db), snapshotTransaction),
    close: () => pool.end(),
    tidy: async () => ({ analyzed: [], vacuumed: [] }),
    poolUse: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    listen: postgresListener(url),
  };
}

/**
 * Migrates (to `upTo`, or all) and then runs `then`, holding the migrations' advisory lock throughout: several servers
 * starting together do both one at a time, so only the first finds an empty database. On a connection of its own,
 * without the query timeout: a migration of a large table, or the wait for another server's start-up, may take longer
 * than any request should.
 */
async function migrateExclusively<T>(url: string, upTo: number | undefined, then: () => Promise<T>): Promise<T> {
  const connection = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await withMigrations(upTo, (folder) => migratePg(drizzlePg(connection), { migrationsFolder: folder }));
    return await then();
  } finally {
    await connection.end();
  }
}

interface Subscriber {
  onMessage: (payload: string) => void;
  onReconnect: (() => void) | undefined;
}

/**
 * LISTEN holds a connection for good, so every channel shares one client outside the pool. When that connection drops
 * (restart, failover, terminated backend) it connects and LISTENs again on every channel, waiting longer after each
 * failure, and then tells every subscriber that what was sent in between is lost. The first subscriber opens the
 * connection, the last one closes it.
 */
function postgresListener(url: string): Database['listen'] {
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | undefined;
  let reconnecting = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  // Subscribing, unsubscribing and reconnecting run one at a time, so no channel is missed by a connection being
  // replaced.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => {});
    return run;
  };
  const listenQuery = (on: pg.Client, command: 'listen' | 'unlisten', channel: string) =>
    on.query(`${command} ${on.escapeIdentifier(channel)}`);

  const connect = async () => {
    const current = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    const lost = (error?: Error) => {
      if (client !== current) return;
      client = undefined;
      current.end().catch(() => {});
      retry(error);
    };
    current.on('error', lost);
    current.on('end', () => lost());
    current.on('notification', (message) => {
      for (const subscriber of channels.get(message.channel) ?? []) subscriber.onMessage(message.payload ?? '');
    });
    try {
      await current.connect();
      for (const channel of channels.keys()) await listenQuery(current, 'listen', channel);
    } catch (error) {
      await current.end().catch(() => {});
      throw error;
    }
    client = current;
    if (failures > 0) {
      for (const subscribers of channels.values()) for (const { onReconnect } of subscribers) onReconnect?.();
    }
    failures = 0;
    reconnecting = false;
  };
  const retry = (error?: Error) => {
    reconnecting = true;
    const delay = Math.min(250 * 2 ** failures++, 10_000);
    const names = [...channels.keys()].join(', ');
    console.warn(`PostgreSQL LISTEN ${names}: ${error?.message ?? 'connection ended'}; reconnecting in ${delay} ms`);
    retryTimer = setTimeout(() => serially(connect).catch(retry), delay);
  };

  return async (channel, onMessage, onReconnect) => {
    const subscriber: Subscriber = { onMessage, onReconnect };
    await serially(async () => {
      const subscribers = channels.get(channel) ?? new Set();
      const isNew = subscribers.size === 0;
      channels.set(channel, subscribers.add(subscriber));
      try {
        if (client) {
          if (isNew) await listenQuery(client, 'listen', channel);
        } else if (!reconnecting) {
          await connect();
        }
        // While reconnecting, the new connection LISTENs on every channel, this one included.
      } catch (error) {
        subscribers.delete(subscriber);
        if (subscribers.size === 0) channels.delete(channel);
        throw error;
      }
    });
    return () =>
      serially(async () => {
        const subscribers = channels.get(channel);
        if (!subscribers?.delete(subscriber) || subscribers.size > 0) return;
        channels.delete(channel);
        if (channels.size > 0) {
          if (client) await listenQuery(client, 'unlisten', channel);
          return;
        }
        clearTimeout(retryTimer);
        reconnecting = false;
        failures = 0;
        const current = client;
        client = undefined;
        await current?.end();
      });
  };
}
