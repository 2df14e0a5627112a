import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The server root: the web app's landing page when it is built (its own document; every other page gets the app's
 * index.html from the not-found handler), else a sign of life. The admin login checks reachability here.
 */
const rootRoutes: FastifyPluginAsync = async (fastify) => {
  const { webDir } = fastify.config;
  fastify.get('/', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    if (!webDir) return { name: 'Campus API', docs: '/api/docs' };
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(await readFile(join(webDir, 'landing.html')));
  });
};

export default rootRoutes;
