import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lateFeeRunResponseSchema } from '@campus/domain';
import { chargeLateFees } from '../../../../services/late-fees.js';

const adminLateFeesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/run',
    {
      schema: {
        summary:
          "Charge today's late fees now (the daily run does at LATE_FEES_AT): each overdue instalment's periods not " +
          'yet charged, once however often it runs. applied is how many late fees it added.',
        response: { 200: lateFeeRunResponseSchema },
      },
    },
    async (request) => ({ applied: await chargeLateFees(fastify.services, { id: request.user.id }) }),
  );
};

export default adminLateFeesRoutes;
