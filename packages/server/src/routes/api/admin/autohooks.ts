import type { FastifyInstance } from 'fastify';
import { folderRouteOptions } from '../../../lib/folder-route-options.js';

/** Every route under /api/admin is for admins unless it says otherwise. */
export default async function adminRouteOptions(fastify: FastifyInstance) {
  folderRouteOptions(fastify, { access: 'admin', tags: ['admin'] });
}
