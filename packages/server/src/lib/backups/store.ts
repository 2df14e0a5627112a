import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
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

export function folderStore(dir: string): BackupStore {
  const workDir = join(dir, '.partial');
  return {
    description: dir,
    workDir,
    async keep(name, path) {
      await mkdir(dir, { recursive: true });
      await rename(path, join(dir, name));
      return (await stat(join(dir, name))).size;
    },
    async open(name) {
      const path = join(dir, name);
      const found = await stat(path).catch(() => undefined);
      return found?.isFile() ? { body: createReadStream(path), length: found.size } : undefined;
    },
    remove: (name) => rm(join(dir, name), { force: true }),
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
            ContentType: 'application/gzip',
          }),
        );
      } finally {
        await rm(path, { force: true });
      }
      return size;
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + name }));
        return { body: object.Body as Readable, length: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + name }));
    },
  };
}
