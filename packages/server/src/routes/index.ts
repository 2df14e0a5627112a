import type { FastifyPluginAsync } from 'fastify';
import { pageLanguage, sendPage } from '../lib/web-pages.js';

/**
 * The server root: the web app's landing page when it is built (its own document; every other page gets the app's
 * index.html from the not-found handler), else a sign of life. The admin login checks reachability here.
 */
const rootRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!fastify.webPages) return { name: 'Campus API', docs: '/api/docs' };
    return sendPage(reply, fastify.webPages.landing[pageLanguage(request)]);
  });
};

export default rootRoutes;
