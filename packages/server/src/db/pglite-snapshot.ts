import { once } from 'node:events';
import { constants } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { startThread } from '../lib/worker-thread.js';
import type { Db } from './db.js';
import * as schema from './schema.js';

// A snapshot of the embedded database, read while the app goes on. PGlite is one PostgreSQL session, serving one query
// at a time on this thread: a transaction held open for a backup would stop every request. So its data folder is
// copied the way PostgreSQL's own base backups are taken while a server runs (pg_backup_start, the files as they are,
// pg_backup_stop, the log written meanwhile, and the backup label that tells the copy where to recover from), and the
// copy is opened in a thread of its own, where it recovers to the moment the copy was finished and answers the reading
// queries without holding this thread. The copy is made by the kernel (copy_file_range, or a reflink where the file
// system has them): neither the data nor the log passes through memory.

/** A snapshot's folder in DATA_DIR, while it is read; one left by a process that ended is removed at the next start. */
export const SNAPSHOT_PREFIX = 'snapshot-';

/** What the thread opens: the copied folder, or (an in-memory database, in tests) its files as a tarball. */
export type SnapshotSource = { dataDir: string } | { tarball: ArrayBuffer };
/**
 * A query for the thread: PGlite's query() without the functions, which cannot cross to it. Drizzle's parsers only keep
 * the values of some types as PostgreSQL writes them: `textTypes` names those types.
 */
export interface SnapshotQuery {
  id: number;
  sql: string;
  params: unknown[] | undefined;
  rowMode: QueryOptions['rowMode'];
  textTypes: number[];
}
export type SnapshotAnswer = { id: number; result: Results<unknown> } | { id: number; error: string };

/**
 * What a base backup leaves out (as pg_basebackup does): what a starting server makes anew, and the log, which is
 * copied after pg_backup_stop; the folders themselves are kept.
 */
const SKIPPED_FILES = /^(postmaster\.(pid|opts)|pg_internal\.init|backup_label|tablespace_map|current_logfiles)$/;
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

interface Entry {
  path: string;
  folder: boolean;
}

/** Every folder and file under `root` to copy (relative paths, folders first); one that vanishes meanwhile is left out. */
async function entriesOf(root: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  const walk = async (relative: string, emptied: boolean) => {
    const found = await readdir(join(root, relative), { withFileTypes: true }).catch(vanished([]));
    for (const entry of found) {
      const path = join(relative, entry.name);
      if (entry.isDirectory()) {
        entries.push({ path, folder: true });
        await walk(path, emptied || (relative === '' && EMPTIED_FOLDERS.has(entry.name)));
      } else if (entry.isFile() && !emptied && !SKIPPED_FILES.test(entry.name)) {
        entries.push({ path, folder: false });
      }
    }
  };
  await walk('', false);
  return entries;
}

/** A file the database removed while it was being copied (a dropped table's) is not needed: its removal is logged. */
const vanished =
  <T>(value: T) =>
  (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return value;
    throw error;
  };

/**
 * Files copied at once: a data folder holds a thousand small files, and each copy waits for a turn of the event loop,
 * which a busy server takes seldom.
 */
const COPIES_AT_ONCE = 32;

async function copyEach(from: string, to: string, files: string[]) {
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const path = files[next++]!;
      await copyFile(join(from, path), join(to, path), constants.COPYFILE_FICLONE).catch(vanished(undefined));
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, lane));
}

const isSegment = (name: string) => /^[0-9A-F]{24}$/.test(name);

/** At most what a copy of `pgdata` takes: its files, and as much log as there is. */
async function bytesOf(pgdata: string): Promise<number> {
  const files = (await entriesOf(pgdata)).filter((entry) => !entry.folder).map((entry) => entry.path);
  const log = (await readdir(join(pgdata, 'pg_wal'))).filter(isSegment).map((name) => join('pg_wal', name));
  let total = 0;
  for (const path of [...files, ...log]) total += await stat(join(pgdata, path)).then((file) => file.size, vanished(0));
  return total;
}

/**
 * Copies the live database in `pgdata` into the empty folder `into`, as a base backup: the copy, once opened,
 * recovers to the moment pg_backup_stop ran. Refused when the copy would leave less than `minFreeBytes` free on the
 * disk (the database itself must never find it full).
 */
async function copyLive(client: PGlite, pgdata: string, into: string, minFreeBytes: number) {
  // One base backup at a time in a session: a second snapshot's copy waits for the first's.
  const before = copying.get(client) ?? Promise.resolve();
  const done = before.then(() => copyAlone(client, pgdata, into, minFreeBytes));
  copying.set(
    client,
    done.catch(() => {}),
  );
  return done;
}

const copying = new WeakMap<PGlite, Promise<void>>();

async function copyAlone(client: PGlite, pgdata: string, into: string, minFreeBytes: number) {
  const { bavail, bsize } = await statfs(into);
  const needed = await bytesOf(pgdata);
  if (bavail * bsize - needed < minFreeBytes) {
    throw Object.assign(
      new Error(`Too little free disk space for the backup's copy of the database (${Math.ceil(needed / 2 ** 20)} MB)`),
      { code: 'ENOSPC' },
    );
  }
  // fast: the checkpoint that starts the backup is made at once (PGlite has no background checkpointer anyway).
  await client.query(`select pg_backup_start('campus snapshot', true)`);
  let stopped = false;
  try {
    const entries = await entriesOf(pgdata);
    for (const { path } of entries.filter((entry) => entry.folder)) await mkdir(join(into, path));
    await copyEach(
      pgdata,
      into,
      entries.filter((entry) => !entry.folder).map((entry) => entry.path),
    );
    const [label] = (
      await client.query<{ labelfile: string; spcmapfile: string; last: string }>(
        'select labelfile, spcmapfile, pg_walfile_name(lsn) as last from pg_backup_stop(false)',
      )
    ).rows;
    stopped = true;
    // The log from the backup's checkpoint to its end: complete once pg_backup_stop has returned.
    const first = /^START WAL LOCATION: .* \(file ([0-9A-F]{24})\)$/m.exec(label!.labelfile)![1]!;
    const segments = (await readdir(join(pgdata, 'pg_wal'))).filter(
      (name) => isSegment(name) && name >= first && name <= label!.last,
    );
    await copyEach(
      pgdata,
      into,
      segments.map((name) => join('pg_wal', name)),
    );
    await writeFile(join(into, 'backup_label'), label!.labelfile);
    if (label!.spcmapfile) await writeFile(join(into, 'tablespace_map'), label!.spcmapfile);
  } finally {
    if (!stopped) await client.query('select pg_backup_stop(false)').catch(() => {});
  }
}

/**
 * Takes a snapshot of the embedded database `client` (whose data folder is DATA_DIR/pgdata, or in memory when
 * `dataDir` is undefined) and opens it apart: `db` reads it, in one repeatable-read transaction, and `close` ends the
 * thread and removes the copy.
 */
export async function openSnapshot(
  client: PGlite,
  dataDir: string | undefined,
  minFreeBytes: number,
): Promise<{ db: Db; close(): Promise<void> }> {
  let source: SnapshotSource;
  let folder: string | undefined;
  if (dataDir) {
    folder = await mkdtemp(join(dataDir, SNAPSHOT_PREFIX));
    try {
      await copyLive(client, join(dataDir, 'pgdata'), folder, minFreeBytes);
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
    source = { dataDir: folder };
  } else {
    source = { tarball: await (await client.dumpDataDir('none')).arrayBuffer() };
  }
  const removeCopy = () => (folder ? rm(folder, { recursive: true, force: true }) : Promise.resolve());
  const thread = startThread(import.meta.url, './pglite-snapshot-worker', {
    workerData: source,
    transferList: 'tarball' in source ? [source.tarball] : [],
    execArgv: [],
  });
  const pending = new Map<number, { resolve(result: Results<unknown>): void; reject(error: Error): void }>();
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`the snapshot's thread ended (exit code ${code})`)));
  try {
    await Promise.race([
      once(thread, 'message'),
      once(thread, 'exit').then(() => {
        throw failure;
      }),
    ]);
  } catch (error) {
    await thread.terminate();
    await removeCopy();
    throw error;
  }
  thread.on('message', (answer: SnapshotAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if ('error' in answer) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer.result);
  });
  let next = 0;
  // What drizzle's PGlite driver asks of a PGlite, answered by the thread. The thread's queries are all in its one
  // transaction: a transaction asked for is that one.
  interface Copy {
    query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<unknown>>;
    transaction<T>(work: (tx: Copy) => Promise<T>): Promise<T>;
  }
  const copy: Copy = {
    query(sql, params, options) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      const textTypes = Object.keys(options?.parsers ?? {}).map(Number);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ id, sql, params, rowMode: options?.rowMode, textTypes } satisfies SnapshotQuery);
      });
    },
    transaction: (work) => work(copy),
  };
  const db = drizzle(copy as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    async close() {
      await thread.terminate();
      await removeCopy();
    },
  };
}

/** Removes the snapshots a process that ended left in DATA_DIR. */
export async function removeLeftSnapshots(dataDir: string) {
  for (const name of await readdir(dataDir)) {
    if (name.startsWith(SNAPSHOT_PREFIX)) await rm(join(dataDir, name), { recursive: true, force: true });
  }
}
