import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { concessionInputSchema, errorResponseSchema, ledgerEntryResultSchema } from '@campus/domain';
import { grantConcession } from '../../../../services/payments.js';

const adminConcessionsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'Grant a concession (scholarship, waiver or discount): lowers what is due without counting as revenue, at ' +
          'most what is still due; reversible through POST /api/admin/payments/{id}/reversal. Money in paise.',
        body: concessionInputSchema,
        response: { 201: ledgerEntryResultSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await grantConcession(fastify.services, request.user.id, request.body)),
  );
};

export default adminConcessionsRoutes;
