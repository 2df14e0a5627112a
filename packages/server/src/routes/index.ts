import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { isLanguage, LANGUAGES, type Language } from '@campus/domain';
import { sendPage } from '../lib/web-pages.js';

/**
 * The landing page's language (#46): the one chosen on this device (the web app keeps it in a cookie), else the first
 * of the browser's that Campus has, else English.
 */
function landingLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies.campus_lang;
  if (isLanguage(chosen)) return chosen;
  const preferred = new Negotiator(request.raw).languages([...LANGUAGES])[0];
  return isLanguage(preferred) ? preferred : 'en';
}

/**
 * The server root: the web app's landing page when it is built (its own document; every other page gets the app's
 * index.html from the not-found handler), else a sign of life. The admin login checks reachability here.
 */
const rootRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!fastify.webPages) return { name: 'Campus API', docs: '/api/docs' };
    return sendPage(reply, fastify.webPages.landing[landingLanguage(request)], ['accept-language', 'cookie']);
  });
};

export default rootRoutes;
