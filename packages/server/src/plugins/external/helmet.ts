import fp from 'fastify-plugin';
import helmet from 'helmet';
import { VIDEO_EMBED_ORIGINS } from '@campus/domain';

/**
 * Helmet's security headers on every reply. Its middleware is built once here: @fastify/helmet builds it again for
 * each request, parsing the content security policy every time, which cost a tenth of a cached answer's CPU.
 */
export default fp(
  async (fastify) => {
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          // The pages' documents start their first API requests with an inline script, allowed by its hash alone.
          'script-src': ["'self'", ...(fastify.webPages?.scriptHashes ?? [])],
          // The document's script warms the browser's Intl in a worker made from a blob: (lib/prefetch.ts in the web app).
          'worker-src': ["'self'", 'blob:'],
          // Picture previews are shown from blob: URLs before upload.
          'img-src': ["'self'", 'data:', 'blob:'],
          // Print receipt prints the receipt PDF, fetched with the token, from a hidden frame showing it as a blob: of
          // this origin (decisions.md "Printing a receipt"); a lesson embeds its YouTube or Vimeo video. Frames are
          // otherwise only of this origin.
          'frame-src': ["'self'", 'blob:', ...VIDEO_EMBED_ORIGINS],
          // Everything is same-origin, and the upgrade would break the app served over plain HTTP on a LAN address.
          'upgrade-insecure-requests': null,
        },
      },
    });
    fastify.addHook('onRequest', (request, reply, done) =>
      setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
    );
  },
  { name: 'helmet' },
);
