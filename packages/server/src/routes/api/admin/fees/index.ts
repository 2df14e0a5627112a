import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFeeQuerySchema,
  adminFeeRecordSchema,
  errorResponseSchema,
  pageSchema,
  paymentHeadersSchema,
  paymentInputSchema,
  paymentResultSchema,
} from '@campus/domain';
import { adminFeeRecordPage } from '../../../../repositories/fee-accounts.js';
import { recordPayment } from '../../../../services/payments.js';

const adminFeesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'office' },
      schema: {
        summary: 'Fee accounts of active students, searchable by student name, email or course (money in paise)',
        querystring: adminFeeQuerySchema,
        response: { 200: pageSchema(adminFeeRecordSchema) },
      },
    },
    async (request, reply) =>
      fastify.reusedAnswer(request, reply, () =>
        adminFeeRecordPage(fastify.db, request.query, fastify.reuse, fastify.services.now()),
      ),
  );

  fastify.post(
    '/',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'Record a payment (money in paise); totalFee may correct the account total. An Idempotency-Key repeated by ' +
          'the same staff member with the same request answers 200 with the original result and records nothing; ' +
          'with another request, 409.',
        headers: paymentHeadersSchema,
        body: paymentInputSchema,
        response: {
          200: paymentResultSchema,
          201: paymentResultSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { result, replayed } = await recordPayment(fastify.services, {
        input: request.body,
        recordedBy: request.user.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(replayed ? 200 : 201).send(result);
    },
  );
};

export default adminFeesRoutes;
