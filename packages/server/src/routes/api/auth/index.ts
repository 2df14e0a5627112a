import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@campus/domain';

const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Google sign-in is not built yet: send the browser back to the login page, which says it is unavailable.
  fastify.get(
    '/google',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Google sign-in (browser redirect); not configured yet, so it returns to /login with an error',
      },
    },
    async (_request, reply) =>
      reply.redirect(`/login?error=${encodeURIComponent(messages.login.googleNotConfigured)}`, 302),
  );
};

export default authRoutes;
