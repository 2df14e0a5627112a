import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginSchema, errorResponseSchema, messages, tokenResponseSchema } from '@campus/domain';
import { HttpError } from '../../../../lib/errors.js';
import { verifyPassword } from '../../../../lib/passwords.js';
import { findActiveUserByEmail } from '../../../../repositories/users.js';

const adminLoginRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Admin sign-in with email and password',
        body: adminLoginSchema,
        response: { 200: tokenResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const admin = await fastify.loginGuard.attempt('staff', request, reply, email, async () => {
        const found = await findActiveUserByEmail(fastify.db, email, 'admin');
        return (await verifyPassword(found?.passwordHash, password)) ? found : undefined;
      });
      if (!admin) throw new HttpError(401, messages.login.invalidAdminCredentials);
      return { token: await fastify.signToken({ id: admin.id, role: 'admin' }) };
    },
  );
};

export default adminLoginRoutes;
