import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import { isStoredKey } from '../../plugins/app/storage.js';
import { decrypting, encrypting, isEncrypted, KeyMismatchError, type BackupKey } from './encryption.js';

// A backup archive is a gzipped tar: the database's tables in parts of JSON lines, the stored files, and last a
// manifest that names every entry with its size and SHA-256, so that a restore can check the whole archive before it
// writes anything. With BACKUP_ENCRYPTION_KEY the whole file is encrypted (age).
//
// An archive is untrusted input, whoever wrote its manifest: every name in it is checked against the names a backup
// gives, every entry is read as a stream and capped before it is read, and the second reading (the one that loads)
// checks each entry against the manifest again before it is used.

export const ARCHIVE_FORMAT = 'campus-backup';
export const ARCHIVE_VERSION = 1;
const MANIFEST = 'manifest.json';
/**
 * More than any entry a backup writes (a part of a table is cut at PART_BYTES, a stored file is at most 20 MB): a
 * bigger one is refused before it is read, so an archive that inflates to gigabytes is not held in memory.
 */
export const ENTRY_MAX_BYTES = 64 * 1024 * 1024;

export interface ArchiveEntry {
  path: string;
  size: number;
  sha256: string;
}

const TABLE_NAME = /^[a-z][a-z0-9_]*$/;
const PART_NAME = /^database\/([a-z][a-z0-9_]*)\/\d{5}\.jsonl$/;
const filePath = (file: { area: string; key: string }) => `files/${file.area}/${file.key}`;

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number(),
  createdAt: z.string(),
  app: z.object({ version: z.string() }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    migrations: z.number().int().min(1),
    lastMigration: z.string(),
    tables: z.record(
      z.string().regex(TABLE_NAME),
      z.object({ rows: z.number().int().min(0), parts: z.array(z.string().regex(PART_NAME)) }),
    ),
  }),
  files: z.array(
    z.object({
      path: z.string(),
      area: z.enum(['public', 'private']),
      key: z.string().refine(isStoredKey),
    }),
  ),
  entries: z.array(
    z.object({
      path: z.string(),
      size: z.number().int().min(0).max(ENTRY_MAX_BYTES),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Why an archive cannot be restored: said to the operator as it is. */
export class ArchiveError extends Error {}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Writes an archive to `path` (only its owner may read it), encrypted when given a key, entry by entry; `finish` adds
 * the manifest and waits for the file to be complete.
 */
export function createArchive(path: string, key?: BackupKey) {
  const pack = tar.pack();
  const file = createWriteStream(path, { mode: 0o600 });
  const written = key ? pipeline(pack, createGzip(), encrypting(key), file) : pipeline(pack, createGzip(), file);
  // Kept from failing the process unheard until finish() or abort() awaits it.
  written.catch(() => {});
  const entries: ArchiveEntry[] = [];
  const add = async (name: string, data: Buffer) => {
    try {
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size: data.length, mtime: new Date(0) }, data, (error) =>
          error ? reject(error) : resolve(),
        );
        // An entry being written when the file fails is destroyed with the error, which its callback gets too: an
        // 'error' event nobody hears would end the process.
        entry.on('error', () => {});
      });
    } catch (error) {
      // When the file fails (a full disk) every entry fails with tar-stream's "destroyed": the file's error says why.
      if (!pack.destroying) throw error;
      throw await written.then(
        () => error,
        (cause: unknown) => cause,
      );
    }
  };
  return {
    async add(name: string, data: Buffer) {
      await add(name, data);
      entries.push({ path: name, size: data.length, sha256: sha256(data) });
    },
    async finish(manifest: Omit<Manifest, 'entries'>): Promise<Manifest> {
      const whole = { ...manifest, entries };
      await add(MANIFEST, Buffer.from(JSON.stringify(whole, null, 1)));
      pack.finalize();
      await written;
      return whole;
    },
    async abort() {
      pack.destroy();
      await written.catch(() => {});
    },
  };
}

/** Whether the name is one a backup gives an entry; anything else is refused before it is read. */
const isEntryName = (name: string) => {
  if (name === MANIFEST || PART_NAME.test(name)) return true;
  const file = /^files\/(public|private)\/(.+)$/.exec(name);
  return file !== null && isStoredKey(file[2]!);
};

/**
 * Reads every entry of the archive at `path` in order: each (but the manifest, which it returns) goes to `onEntry`
 * as a stream, once its name and size are checked. A damaged, cut-off or foreign archive rejects with an ArchiveError.
 */
async function readEntries(
  path: string,
  key: BackupKey | undefined,
  onEntry: (name: string, size: number, body: AsyncIterable<unknown>) => Promise<void>,
): Promise<Manifest> {
  const encrypted = await startsEncrypted(path);
  if (encrypted && !key) {
    throw new ArchiveError('The archive is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was written with');
  }
  const extract = tar.extract();
  const reading = encrypted
    ? pipeline(createReadStream(path), decrypting(key!), createGunzip(), extract)
    : pipeline(createReadStream(path), createGunzip(), extract);
  let manifest: Manifest | undefined;
  try {
    for await (const entry of extract) {
      const { name, size = 0, type } = entry.header;
      if (type !== 'file' || !isEntryName(name) || manifest) {
        throw new ArchiveError(`The archive holds ${JSON.stringify(name)}, which no Campus backup holds`);
      }
      if (size > ENTRY_MAX_BYTES) {
        throw new ArchiveError(`The archive’s ${name} is ${size} bytes, more than any Campus backup holds`);
      }
      if (name === MANIFEST) manifest = parseManifest(await readWhole(entry));
      else await onEntry(name, size, entry);
    }
    await reading;
  } catch (error) {
    reading.catch(() => {});
    extract.destroy();
    if (error instanceof ArchiveError) throw error;
    if (error instanceof KeyMismatchError) {
      throw new ArchiveError('The archive is encrypted with another key than BACKUP_ENCRYPTION_KEY');
    }
    throw new ArchiveError(`The archive is damaged or incomplete (${(error as Error).message})`);
  }
  if (!manifest) throw new ArchiveError('The archive has no manifest: it is incomplete, or not a Campus backup');
  return manifest;
}

async function startsEncrypted(path: string) {
  const file = await open(path).catch(() => {
    throw new ArchiveError(`There is no archive at ${path}`);
  });
  try {
    const start = Buffer.alloc(64);
    const { bytesRead } = await file.read(start, 0, start.length, 0);
    return isEncrypted(start.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

async function readWhole(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseManifest(data: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    throw new ArchiveError('The archive’s manifest cannot be read');
  }
  const { format, version } = (json ?? {}) as { format?: unknown; version?: unknown };
  if (format !== ARCHIVE_FORMAT) throw new ArchiveError('This is not a Campus backup');
  if (version !== ARCHIVE_VERSION) {
    throw new ArchiveError(`This backup is in format ${String(version)}; this Campus reads format ${ARCHIVE_VERSION}`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ArchiveError(
      `The archive’s manifest is not a Campus backup’s (${issue!.path.join('.')}: ${issue!.message})`,
    );
  }
  return parsed.data;
}

/**
 * The manifest's own coherence: each stored file named once, at the place its area and key give; every entry either
 * a part of one of its tables or a stored file, and each of those an entry.
 */
function checkManifest(manifest: Manifest) {
  const entries = new Set(manifest.entries.map((entry) => entry.path));
  if (entries.size !== manifest.entries.length) throw new ArchiveError('The archive’s manifest names an entry twice');
  const named = new Set<string>();
  for (const [table, { parts }] of Object.entries(manifest.database.tables)) {
    for (const part of parts) {
      if (PART_NAME.exec(part)![1] !== table || named.has(part) || !entries.has(part)) {
        throw new ArchiveError(`The archive’s manifest names ${part} wrongly`);
      }
      named.add(part);
    }
  }
  for (const file of manifest.files) {
    if (file.path !== filePath(file) || named.has(file.path) || !entries.has(file.path)) {
      throw new ArchiveError(`The archive’s manifest names ${JSON.stringify(file.path)} wrongly`);
    }
    named.add(file.path);
  }
  const stray = manifest.entries.find((entry) => !named.has(entry.path));
  if (stray) throw new ArchiveError(`The archive holds ${stray.path}, which its manifest does not use`);
}

/**
 * Reads the whole archive and checks it against its manifest: every entry there, in order, with its size and
 * checksum, and nothing else. Returns the manifest; throws an ArchiveError saying what is wrong. Holds no entry whole
 * but the manifest.
 */
export async function verifyArchive(path: string, key?: BackupKey): Promise<Manifest> {
  const found: ArchiveEntry[] = [];
  const manifest = await readEntries(path, key, async (name, size, body) => {
    const hash = createHash('sha256');
    for await (const chunk of body) hash.update(chunk as Buffer);
    found.push({ path: name, size, sha256: hash.digest('hex') });
  });
  const expected = manifest.entries;
  for (let i = 0; i < Math.max(found.length, expected.length); i++) {
    const [have, want] = [found[i], expected[i]];
    if (!want) throw new ArchiveError(`The archive holds ${have!.path}, which its manifest does not list`);
    if (!have) throw new ArchiveError(`The archive is incomplete: ${want.path} is missing`);
    if (have.path !== want.path || have.size !== want.size || have.sha256 !== want.sha256) {
      throw new ArchiveError(`The archive is damaged: ${want.path} does not match its checksum`);
    }
  }
  checkManifest(manifest);
  return manifest;
}

/**
 * Reads an archive that verifyArchive passed, entry by entry (the manifest apart), each checked again against that
 * manifest (its place, size and checksum) before `onEntry` has it: the file may have changed since.
 */
export async function readArchive(
  path: string,
  key: BackupKey | undefined,
  manifest: Manifest,
  onEntry: (name: string, data: Buffer) => Promise<void>,
) {
  let next = 0;
  const changed = () => new ArchiveError('The archive changed while it was being restored');
  // What onEntry throws (a load that fails) is its own, not a sign of a damaged archive.
  let failed: { error: unknown } | undefined;
  await readEntries(path, key, async (name, size, body) => {
    const want = manifest.entries[next++];
    if (!want || want.path !== name || want.size !== size) throw changed();
    const data = await readWhole(body);
    if (data.length !== want.size || sha256(data) !== want.sha256) throw changed();
    await onEntry(name, data).catch((error: unknown) => {
      failed = { error };
      throw error;
    });
  }).catch((error: unknown) => {
    throw failed ? failed.error : error;
  });
  if (next !== manifest.entries.length) throw changed();
}
