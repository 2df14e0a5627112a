import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mime from 'mime';
import { messages } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import type { AppConfig, ObjectStorageConfig } from '../../config.js';
import { HttpError } from '../../lib/errors.js';
import { insideFolder } from '../../lib/inside-folder.js';

/** Where uploaded files go: local disk by default, or an S3-compatible bucket that every instance shares. */
export interface FileStorage {
  /** Stores the bytes under a key like "avatars/<uuid>.webp" and returns the URL to serve them from. */
  put(key: string, data: Buffer): Promise<string>;
  /** Removes a file given the URL put() returned; missing files are ignored. */
  remove(url: string): Promise<void>;
  /** Stores bytes under a key like "attachments/<uuid>.pdf" that no URL serves: the app hands them out itself. */
  putPrivate(key: string, data: Buffer, contentType: string): Promise<void>;
  /** A private file's bytes and length; undefined when it is missing. */
  readPrivate(key: string): Promise<PrivateFile | undefined>;
  /** Removes a private file; a missing one is ignored. */
  removePrivate(key: string): Promise<void>;
  /** Every stored file, public and private: what a backup copies. */
  list(): AsyncIterable<StoredFile>;
  /** A stored file's bytes. */
  read(file: StoredFile): Promise<Buffer>;
  /**
   * Where a restore puts an archive's files while its database is loaded: `commit` makes them the whole storage (the
   * `existing` files go), `discard` leaves the storage as it was.
   */
  stageRestore(existing: StoredFile[]): Promise<StagedFiles>;
}

export interface StagedFiles {
  put(file: StoredFile, data: Buffer): Promise<void>;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

export interface StoredFile {
  area: 'public' | 'private';
  /** Its key, such as "avatars/<uuid>.webp". */
  key: string;
}

export interface PrivateFile {
  body: Readable;
  length: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

const PUBLIC_PREFIX = '/uploads/';
/** The keys the app gives out ("avatars/<uuid>.webp"); any other name under /uploads/ is not found. */
const STORED_KEY = /^[a-z]+\/[\w-]+\.[a-z]+$/;

const keyOf = (url: string) => {
  const key = url.slice(PUBLIC_PREFIX.length);
  return url.startsWith(PUBLIC_PREFIX) && STORED_KEY.test(key) ? key : undefined;
};
/** Where private files go in a bucket: keyOf never gives a key with two slashes, so none is served under /uploads/. */
const PRIVATE_PREFIX = 'private/';
export const isStoredKey = (key: string) => STORED_KEY.test(key);

/** Served with every uploaded file, wherever it is stored: it is shown as the picture it is, and nothing else. */
const UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
};
/** Stored names are random and never reused, so a file can be cached for good. */
const CACHE_FOR_GOOD = { maxAge: 365 * 24 * 60 * 60, header: 'public, max-age=31536000, immutable' };

export function localDiskStorage(root: string, privateRoot: string): FileStorage {
  const privatePath = (key: string) => {
    if (!isStoredKey(key)) throw new Error(`Not a stored file's key: ${key}`);
    return join(privateRoot, key);
  };
  return {
    async put(key, data) {
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
      return PUBLIC_PREFIX + key;
    },
    async remove(url) {
      if (!url.startsWith(PUBLIC_PREFIX) || url.includes('..')) return;
      await rm(join(root, url.slice(PUBLIC_PREFIX.length)), { force: true });
    },
    async putPrivate(key, data) {
      const path = privatePath(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async readPrivate(key) {
      const path = privatePath(key);
      const found = await stat(path).catch(() => undefined);
      return found?.isFile() ? { body: createReadStream(path), length: found.size } : undefined;
    },
    async removePrivate(key) {
      await rm(privatePath(key), { force: true });
    },
    async *list() {
      for (const [area, folder] of [
        ['public', root],
        ['private', privateRoot],
      ] as const) {
        const names = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
        for (const entry of names) {
          const key = relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/');
          if (entry.isFile() && isStoredKey(key)) yield { area, key };
        }
      }
    },
    read: (file) => readFile(file.area === 'public' ? join(root, file.key) : privatePath(file.key)),
    // The files go to a folder beside each area's; committing swaps the folders, each by one rename.
    async stageRestore() {
      const areas = { public: root, private: privateRoot };
      const staging = (area: StoredFile['area']) => `${areas[area]}.restoring`;
      const discard = async () => {
        for (const area of ['public', 'private'] as const) await rm(staging(area), { recursive: true, force: true });
      };
      await discard();
      return {
        async put(file, data) {
          const path = insideFolder(staging(file.area), file.key);
          await mkdir(dirname(path), { recursive: true, mode: 0o700 });
          await writeFile(path, data, { mode: 0o600, flag: 'wx' });
        },
        async commit() {
          for (const area of ['public', 'private'] as const) {
            const [folder, replaced] = [areas[area], `${areas[area]}.replaced`];
            await mkdir(staging(area), { recursive: true, mode: 0o700 });
            await rm(replaced, { recursive: true, force: true });
            await rename(folder, replaced).catch((error: NodeJS.ErrnoException) => {
              if (error.code !== 'ENOENT') throw error;
            });
            await rename(staging(area), folder);
            await rm(replaced, { recursive: true, force: true });
          }
        },
        discard,
      };
    },
  };
}

/** The bucket cannot be reached, or refuses: like a database outage, a 503 the client may retry. */
const bucketUnavailable = () => new HttpError(503, messages.errors.unavailable);

export function objectStorage(client: S3Client, bucket: string, log: FastifyBaseLogger): FileStorage {
  return {
    async put(key, data) {
      const contentType = mime.getType(key) ?? 'application/octet-stream';
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }));
      } catch (error) {
        log.warn({ err: error, key }, 'could not store a file in the bucket');
        throw bucketUnavailable();
      }
      return PUBLIC_PREFIX + key;
    },
    async remove(url) {
      const key = keyOf(url);
      if (!key) return;
      // Called once the change that replaced the file has committed: a file left behind is only wasted space.
      await client
        .send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
        .catch((error: unknown) => log.warn({ err: error, key }, 'could not remove a file from the bucket'));
    },
    async putPrivate(key, data, contentType) {
      if (!isStoredKey(key)) throw new Error(`Not a stored file's key: ${key}`);
      try {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: PRIVATE_PREFIX + key, Body: data, ContentType: contentType }),
        );
      } catch (error) {
        log.warn({ err: error, key }, 'could not store a file in the bucket');
        throw bucketUnavailable();
      }
    },
    async readPrivate(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: PRIVATE_PREFIX + key }));
        return { body: object.Body as Readable, length: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        log.warn({ err: error, key }, 'could not read a file from the bucket');
        throw bucketUnavailable();
      }
    },
    async removePrivate(key) {
      await client
        .send(new DeleteObjectCommand({ Bucket: bucket, Key: PRIVATE_PREFIX + key }))
        .catch((error: unknown) => log.warn({ err: error, key }, 'could not remove a file from the bucket'));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const { Key: name } of page.Contents ?? []) {
          if (!name) continue;
          const area = name.startsWith(PRIVATE_PREFIX) ? 'private' : 'public';
          const key = area === 'private' ? name.slice(PRIVATE_PREFIX.length) : name;
          if (isStoredKey(key)) yield { area, key };
        }
      }
    },
    async read(file) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: bucketKey(file) }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    // A bucket has no folders to swap: the archive's files are put (their keys are random and never reused, so one
    // already there is the same file), and only once the database is in are the others deleted.
    async stageRestore(existing) {
      const had = new Set(existing.map(bucketKey));
      const [added, kept] = [new Set<string>(), new Set<string>()];
      const remove = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      return {
        async put(file, data) {
          const key = bucketKey(file);
          const contentType = mime.getType(file.key) ?? 'application/octet-stream';
          await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }));
          (had.has(key) ? kept : added).add(key);
        },
        async commit() {
          for (const key of had) if (!kept.has(key)) await remove(key);
        },
        async discard() {
          for (const key of added) await remove(key);
        },
      };
    },
  };
}

const bucketKey = (file: StoredFile) => {
  if (!isStoredKey(file.key)) throw new Error(`Not a stored file's key: ${file.key}`);
  return (file.area === 'private' ? PRIVATE_PREFIX : '') + file.key;
};

function serveFromDisk(fastify: FastifyInstance, root: string) {
  mkdirSync(root, { recursive: true });
  return fastify.register(fastifyStatic, {
    root,
    prefix: PUBLIC_PREFIX,
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: CACHE_FOR_GOOD.maxAge * 1000,
    setHeaders: (res) => {
      for (const [name, value] of Object.entries(UPLOAD_HEADERS)) res.header(name, value);
    },
  });
}

/** Streams a file from the bucket under the same URL and with the same headers as from disk. */
function serveFromBucket(fastify: FastifyInstance, client: S3Client, bucket: string) {
  // Outside the API, as from disk: not in the OpenAPI document.
  fastify.get(`${PUBLIC_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = keyOf(request.url.split('?')[0]!);
    if (!key) return reply.callNotFound();
    let object;
    try {
      object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (error instanceof NoSuchKey) return reply.callNotFound();
      request.log.warn({ err: error, key }, 'could not read a file from the bucket');
      throw bucketUnavailable();
    }
    reply.headers({
      ...UPLOAD_HEADERS,
      'content-type': object.ContentType ?? mime.getType(key) ?? 'application/octet-stream',
      'cache-control': CACHE_FOR_GOOD.header,
      ...(object.ContentLength === undefined ? {} : { 'content-length': object.ContentLength }),
      ...(object.ETag ? { etag: object.ETag } : {}),
      ...(object.LastModified ? { 'last-modified': object.LastModified.toUTCString() } : {}),
    });
    return reply.send(object.Body as Readable);
  });
}

export function s3Client(config: ObjectStorageConfig) {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's default extra ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The storage the config names, outside the server (npm run backup and restore): warnings go to the console, as the
 * scripts' other output does.
 */
export function storageOf(config: AppConfig): { storage: FileStorage; close(): void } {
  const { objectStorage: bucketConfig, uploadsDir, privateFilesDir } = config;
  if (!bucketConfig) return { storage: localDiskStorage(uploadsDir, privateFilesDir), close: () => {} };
  const client = s3Client(bucketConfig);
  const log = { warn: (details: object, message: string) => console.warn(message, details) };
  return {
    storage: objectStorage(client, bucketConfig.bucket, log as unknown as FastifyBaseLogger),
    close: () => client.destroy(),
  };
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { objectStorage: bucketConfig, uploadsDir, privateFilesDir } = opts.config;
    if (!bucketConfig) {
      fastify.decorate('storage', localDiskStorage(uploadsDir, privateFilesDir));
      await serveFromDisk(fastify, uploadsDir);
      return;
    }
    const client = s3Client(bucketConfig);
    fastify.addHook('onClose', async () => client.destroy());
    fastify.decorate('storage', objectStorage(client, bucketConfig.bucket, fastify.log));
    serveFromBucket(fastify, client, bucketConfig.bucket);
  },
  { name: 'storage' },
);
