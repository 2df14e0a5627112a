import fp from 'fastify-plugin';
import type { ServiceContext } from '../../services/context.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Handed to every service call: routes parse, call one service and serialize its answer. */
    services: ServiceContext;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('services', {
      db: fastify.db,
      now: () => new Date(),
      storage: fastify.storage,
      forgetEndedSessions: fastify.forgetEndedSessions,
      emailConfigured: fastify.config.email.smtp !== undefined,
    });
  },
  { name: 'services', dependencies: ['database', 'storage', 'authentication'] },
);
