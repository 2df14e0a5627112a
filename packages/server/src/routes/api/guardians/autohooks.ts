import type { FastifyInstance } from 'fastify';
import { folderRouteOptions } from '../../../lib/folder-route-options.js';

/** Every route under /api/guardians is for a signed-in guardian unless it says otherwise (the sign-in itself). */
export default async function guardianRouteOptions(fastify: FastifyInstance) {
  folderRouteOptions(fastify, { access: 'guardian', tags: ['guardian'] });
}
