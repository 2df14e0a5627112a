import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { SnapshotQuery, SnapshotSource, SnapshotAnswer } from './pglite-snapshot.js';
import { pgliteExtensions } from './pglite-extensions.js';

/**
 * The thread pglite-snapshot.ts starts for one snapshot: it opens the copy of the embedded database (recovering it to
 * the moment it was taken), begins one read-only transaction on it, and answers the queries it is sent until it is
 * ended.
 */
const source = workerData as SnapshotSource;
const port = parentPort!;
const copy = await PGlite.create({
  ...('dataDir' in source ? { dataDir: source.dataDir } : { loadDataDir: new Blob([source.tarball]) }),
  extensions: pgliteExtensions,
  // Reading each table once needs few buffers; PGlite's 128 MB of them would take as much memory again.
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
});
await copy.exec('begin isolation level repeatable read read only');
const asText = (value: string) => value;
port.on('message', ({ id, sql, params, rowMode, textTypes }: SnapshotQuery) =>
  copy.query(sql, params, { rowMode, parsers: Object.fromEntries(textTypes.map((type) => [type, asText])) }).then(
    (result) => port.postMessage({ id, result } satisfies SnapshotAnswer),
    (error: unknown) => port.postMessage({ id, error: (error as Error).message } satisfies SnapshotAnswer),
  ),
);
port.postMessage('ready');
