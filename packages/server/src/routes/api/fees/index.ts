import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema, messages, pageSchema, studentFeeRecordSchema } from '@campus/domain';
import { HttpError } from '../../../lib/errors.js';
import { studentFeeRecordPage } from '../../../repositories/fee-accounts.js';
import { findActiveUser } from '../../../repositories/users.js';

const feesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/me',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary: "The signed-in student's fee records, derived from the payment ledger (money in paise)",
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema.pick({ page: true, limit: true }),
        response: { 200: pageSchema(studentFeeRecordSchema) },
      },
    },
    async (request) => {
      const student = await findActiveUser(fastify.db, request.user.id, 'student');
      if (!student) throw new HttpError(401, messages.auth.required);
      return studentFeeRecordPage(fastify.db, student.id, request.query, fastify.services.now());
    },
  );
};

export default feesRoutes;
