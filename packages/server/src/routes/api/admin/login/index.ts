import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginSchema, errorResponseSchema, messages, staffLoginResponseSchema } from '@campus/domain';
import { HttpError } from '../../../../lib/errors.js';
import { signInStaff } from '../../../../services/staff.js';

const adminLoginRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Staff sign-in (admin or accountant) with email and password; mustChangePassword: every other staff route ' +
          'answers 403 until PUT /api/admin/me/password. A deactivated member with the right password gets 403 saying so.',
        body: adminLoginSchema,
        response: {
          200: staffLoginResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const member = await fastify.loginGuard.attempt('staff', request, reply, request.body.email, () =>
        signInStaff(fastify.services, request.body),
      );
      if (!member) throw new HttpError(401, messages.login.invalidAdminCredentials);
      const { id, role, mustChangePassword } = member;
      return { token: await fastify.signToken({ id, role, mustChangePassword }), role, mustChangePassword };
    },
  );
};

export default adminLoginRoutes;
