import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';

/** Serves uploaded pictures, and the built web app when there is one. */
export default fp<AppOptions>(
  async (fastify, opts) => {
    mkdirSync(opts.config.uploadsDir, { recursive: true });
    await fastify.register(fastifyStatic, {
      root: opts.config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Stored names are random and never reused, so a file can be cached for good.
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Security-Policy', "default-src 'none'");
      },
    });
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
