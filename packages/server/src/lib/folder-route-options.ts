import type { FastifyInstance } from 'fastify';
import type { Access } from '../plugins/app/authentication.js';

/**
 * Options for every route of a routes folder (and its subfolders), set once in the folder's autohooks.ts: who may call
 * them, their OpenAPI tags and, unless public, the bearer token. A route's own options win, as for the admin sign-in.
 */
export function folderRouteOptions(fastify: FastifyInstance, { access, tags }: { access: Access; tags: string[] }) {
  fastify.addHook('onRoute', (route) => {
    route.config = { access, ...route.config };
    const security = route.config.access === 'public' ? {} : { security: [{ bearerAuth: [] }] };
    route.schema = { tags, ...security, ...route.schema };
  });
}
