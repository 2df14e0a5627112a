import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses answers of 1 KB or more for clients that accept brotli or gzip: JSON, CSV, the HTML pages. Types that
 * are compressed already (pictures, PDF receipts) are left alone, and so are the built web app's files, which
 * static.ts sends from their compressed copies. The notice stream takes over its connection, so it is never buffered
 * by a compressor.
 */
export default fp(
  async (fastify) => {
    await fastify.register(compress, {
      global: true,
      threshold: 1024,
      // No deflate: a static file without a brotli or gzip copy is one that should go out as it is.
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compress' },
);
