import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';

/** Where uploaded files go. Local disk by default; an object store can implement the same. */
export interface FileStorage {
  /** Stores the bytes under a key like "avatars/<uuid>.webp" and returns the URL to serve them from. */
  put(key: string, data: Buffer): Promise<string>;
  /** Removes a file given the URL put() returned; missing files are ignored. */
  remove(url: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

const PUBLIC_PREFIX = '/uploads/';

export function localDiskStorage(root: string): FileStorage {
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
  };
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    fastify.decorate('storage', localDiskStorage(opts.config.uploadsDir));
  },
  { name: 'storage' },
);
