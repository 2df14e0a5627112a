import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

// A backup archive is a gzipped tar: the database's tables in parts of JSON lines, the stored files, and last a
// manifest that names every entry with its size and SHA-256, so that a restore can check the whole archive before it
// writes anything.

export const ARCHIVE_FORMAT = 'campus-backup';
export const ARCHIVE_VERSION = 1;
const MANIFEST = 'manifest.json';

export interface ArchiveEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  app: { version: string };
  database: {
    /** What the backup was taken from: a restore into either kind works. */
    kind: 'pglite' | 'postgres';
    /** How many migrations had run (the journal's first N), and the last one's tag. */
    migrations: number;
    lastMigration: string;
    /** Rows per table, and the archive's parts of each table in order. */
    tables: Record<string, { rows: number; parts: string[] }>;
  };
  /** The stored files: where each is in the archive, and where it goes in storage. */
  files: { path: string; area: 'public' | 'private'; key: string }[];
  entries: ArchiveEntry[];
}

/** Why an archive cannot be restored: said to the operator as it is. */
export class ArchiveError extends Error {}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Writes an archive to `path` entry by entry; `finish` adds the manifest and waits for the file to be complete. */
export function createArchive(path: string) {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(path));
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

/**
 * Reads every entry of the archive at `path` in order, handing each (but the manifest) to `onEntry` with its bytes.
 * A damaged or cut-off archive rejects with an ArchiveError.
 */
async function readEntries(path: string, onEntry: (name: string, data: Buffer) => Promise<void>): Promise<Manifest> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(path), createGunzip(), extract);
  let manifest: Manifest | undefined;
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      if (entry.header.name === MANIFEST) manifest = parseManifest(data);
      else await onEntry(entry.header.name, data);
    }
    await reading;
  } catch (error) {
    reading.catch(() => {});
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`The archive is damaged or incomplete (${(error as Error).message})`);
  }
  if (!manifest) throw new ArchiveError('The archive has no manifest: it is incomplete, or not a Campus backup');
  return manifest;
}

function parseManifest(data: Buffer): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(data.toString('utf8')) as Partial<Manifest>;
  } catch {
    throw new ArchiveError('The archive’s manifest cannot be read');
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new ArchiveError('This is not a Campus backup');
  if (manifest.version !== ARCHIVE_VERSION) {
    throw new ArchiveError(`This backup is in format ${manifest.version}; this Campus reads format ${ARCHIVE_VERSION}`);
  }
  return manifest as Manifest;
}

/**
 * Reads the whole archive and checks it against its manifest: every entry there, in order, with its size and
 * checksum, and nothing else. Returns the manifest; throws an ArchiveError saying what is wrong.
 */
export async function verifyArchive(path: string): Promise<Manifest> {
  const found: ArchiveEntry[] = [];
  const manifest = await readEntries(path, async (name, data) => {
    found.push({ path: name, size: data.length, sha256: sha256(data) });
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
  return manifest;
}

/** Reads a verified archive's entries in order (the manifest apart). */
export async function readArchive(path: string, onEntry: (name: string, data: Buffer) => Promise<void>) {
  await readEntries(path, onEntry);
}
