import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, ledgerEntryResultSchema, reversalInputSchema } from '@campus/domain';
import { reverseEntry } from '../../../../services/payments.js';

const adminPaymentsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:id/reversal',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'Reverse a payment or a concession: appends an entry that cancels the whole of it (the entry itself is kept). ' +
          'An entry is reversed at most once (409); the reason needs at least 5 characters. Money in paise.',
        params: idParamsSchema,
        body: reversalInputSchema,
        response: {
          201: ledgerEntryResultSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reverseEntry(fastify.services, request.user.id, request.params.id, request.body)),
  );
};

export default adminPaymentsRoutes;
