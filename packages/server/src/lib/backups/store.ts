import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { insideFolder } from '../inside-folder.js';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/** Where finished archives are kept: a folder (BACKUP_DIR), or a prefix in the bucket (BACKUP_S3_PREFIX). */
export interface BackupStore {
  /** As an operator would recognise it: the folder, or s3://bucket/prefix. */
  description: string;
  /** A folder where an archive can be written before it is kept (the same file system as the store's, if local). */
  workDir: string;
  /** Keeps the archive written at `path` under `name`, and returns its size in bytes; the file at `path` is gone. */
  keep(name: string, path: string): Promise<number>;
  /** A kept archive's bytes; undefined when it is gone. */
  open(name: string): Promise<{ body: Readable; length: number } | undefined>;
  /** Deletes a kept archive; a missing one is ignored. */
  remove(name: string): Promise<void>;
}

/**
 * The names backups are given (services/backups.ts): a name in the list of backups that is not one of them (a row
 * changed by hand, or by a restore of a crafted archive) is never followed, in the folder or the bucket.
 */
const ARCHIVE_NAME = /^campus-backup-\d{4}-\d{2}-\d{2}-\d{6}-[0-9a-f]{8}\.tar\.gz(\.age)?$/;
const isArchiveName = (name: string) => ARCHIVE_NAME.test(name);

/** An encrypted archive is an age file, no longer gzip. */
export const archiveType = (name: string) => (name.endsWith('.age') ? 'application/octet-stream' : 'application/gzip');

export function folderStore(dir: string): BackupStore {
  const workDir = join(dir, '.partial');
  const pathOf = (name: string) => (isArchiveName(name) ? insideFolder(dir, name) : undefined);
  return {
    description: dir,
    workDir,
    async keep(name, path) {
      const kept = pathOf(name)!;
      await mkdir(dir, { recursive: true });
      await rename(path, kept);
      return (await stat(kept)).size;
    },
    async open(name) {
      const path = pathOf(name);
      const found = path ? await stat(path).catch(() => undefined) : undefined;
      return found?.isFile() ? { body: createReadStream(path!), length: found.size } : undefined;
    },
    async remove(name) {
      const path = pathOf(name);
      if (path) await rm(path, { force: true });
    },
  };
}

export function bucketStore(client: S3Client, bucket: string, prefix: string, workDir: string): BackupStore {
  return {
    description: `s3://${bucket}/${prefix}`,
    workDir,
    async keep(name, path) {
      const { size } = await stat(path);
      try {
        // One PUT takes up to 5 GB, far more than an institute's archive.
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: prefix + name,
            Body: createReadStream(path),
            ContentLength: size,
            ContentType: archiveType(name),
          }),
        );
      } finally {
        await rm(path, { force: true });
      }
      return size;
    },
    async open(name) {
      if (!isArchiveName(name)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + name }));
        return { body: object.Body as Readable, length: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(name) {
      if (!isArchiveName(name)) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + name }));
    },
  };
}
