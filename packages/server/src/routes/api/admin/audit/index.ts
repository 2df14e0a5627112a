import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema, errorResponseSchema } from '@campus/domain';
import { auditPage } from '../../../../repositories/audit.js';

const adminAuditRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        summary:
          'The audit trail, newest first: who changed what, when, and each changed field before → after. ' +
          'Filters: actorId, action, entityType, entityId, studentId (their record, fee accounts and payments), ' +
          'from and to (days in Asia/Kolkata, both included). total is exact up to 10,000.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) =>
      fastify.reusedAnswer(request, reply, () => auditPage(fastify.db, request.query, fastify.reuse)),
  );
};

export default adminAuditRoutes;
