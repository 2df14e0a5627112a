import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';

/** Serves the built web app when there is one (uploaded pictures: plugins/app/storage.ts). */
export default fp<AppOptions>(
  async (fastify, opts) => {
    if (opts.config.webDir) {
      await fastify.register(fastifyStatic, {
        root: opts.config.webDir,
        prefix: '/',
        decorateReply: false,
        wildcard: false,
        index: false,
        // The build writes a brotli and a gzip copy of every text file (packages/web/scripts/compress-dist.mjs): sent
        // to clients that accept them, with Vary: Accept-Encoding; the copies have no address of their own.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders: (res, path) => {
          const hashed = path.includes('/assets/');
          res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
  },
  { name: 'static' },
);
