import { statfs } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { messages } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { errorBody } from '../../lib/errors.js';

/** Whether this instance can take changes now: free disk space under DATA_DIR, and what the database last said. */
export interface Resources {
  /** Why nothing can be saved now (the text of a 503), or undefined when all is well. */
  shortage(): Promise<string | undefined>;
  /** The database refused a statement for lack of a resource (SQLSTATE class 53). */
  databaseRefused(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    resources: Resources;
  }
}

/** statfs is cheap, but not free: its answer is reused this long. */
const DISK_CHECK_MS = 1_000;
/** After a class-53 refusal, readiness says "not ready" this long. */
const DATABASE_REFUSAL_MS = 10_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A full disk under the embedded database must never be reached: PGlite then spins for good on its next commit. So
 * while the file system holding DATA_DIR (PGlite's files, uploaded pictures) has less free space than
 * DATA_DIR_MIN_FREE_MB, every request that may write (anything but GET, HEAD and OPTIONS) is refused with 503, and
 * /api/ready says the instance is not ready.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const { dataDir, minFreeDiskBytes } = opts.config;
    let checked: { at: number; low: Promise<boolean> } | undefined;
    let refusedAt = -Infinity;

    const lowOnDisk = (): Promise<boolean> => {
      if (minFreeDiskBytes === 0) return Promise.resolve(false);
      const now = performance.now();
      if (!checked || now - checked.at > DISK_CHECK_MS) {
        const low = statfs(dataDir).then(
          ({ bavail, bsize }) => bavail * bsize < minFreeDiskBytes,
          // A folder that cannot be looked at will fail the writes themselves, each with its own error.
          () => false,
        );
        checked = { at: now, low };
      }
      return checked.low;
    };

    fastify.decorate<Resources>('resources', {
      async shortage() {
        if (await lowOnDisk()) return messages.errors.diskFull;
        if (performance.now() - refusedAt < DATABASE_REFUSAL_MS) return messages.errors.unavailable;
        return undefined;
      },
      databaseRefused() {
        refusedAt = performance.now();
      },
    });

    fastify.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || !(await lowOnDisk())) return;
      request.log.warn('refused a change: too little free disk space under DATA_DIR');
      return reply.code(503).send(errorBody(messages.errors.diskFull));
    });
  },
  { name: 'resources' },
);
