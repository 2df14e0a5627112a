import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';

/**
 * Helmet's headers (helmet.ts) that only a document acts on. A hashed file of the build (a script, a stylesheet, a
 * font) is sent without them: they were 1.2 KB of its response (more than many a chunk), over thirty times a page.
 * It keeps nosniff and Cross-Origin-Resource-Policy, which apply to it, and its policy allows nothing should it be
 * opened as a document.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

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
          if (!hashed) return;
          for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name);
          res.raw.setHeader('Content-Security-Policy', "default-src 'none'");
        },
      });
    }
  },
  { name: 'static' },
);
