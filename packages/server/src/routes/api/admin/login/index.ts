import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginSchema, errorResponseSchema, messages, tokenResponseSchema } from '@campus/domain';
import { HttpError } from '../../../../lib/errors.js';
import { loginRateLimit } from '../../../../lib/login-rate-limit.js';
import { verifyPassword } from '../../../../lib/passwords.js';
import { findActiveUserByEmail } from '../../../../repositories/users.js';

const adminLoginRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      config: { access: 'public', rateLimit: loginRateLimit(fastify.config) },
      schema: {
        tags: ['auth'],
        summary: 'Admin sign-in with email and password',
        body: adminLoginSchema,
        response: { 200: tokenResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const admin = await findActiveUserByEmail(fastify.db, email, 'admin');
      const valid = await verifyPassword(admin?.passwordHash, password);
      if (!admin || !valid) throw new HttpError(401, messages.login.invalidAdminCredentials);
      return { token: await fastify.signToken({ id: admin.id, role: 'admin' }) };
    },
  );
};

export default adminLoginRoutes;
