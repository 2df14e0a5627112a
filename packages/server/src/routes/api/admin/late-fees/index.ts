import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, lateFeeRunResponseSchema } from '@campus/domain';
import { lateFeeRun, startLateFeeRun } from '../../../../services/late-fees.js';

const adminLateFeesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/run',
    {
      schema: {
        summary:
          "Charge today's late fees now (the daily run does at LATE_FEES_AT): each overdue instalment's periods not " +
          'yet charged, once however often it runs. Answers at once with the run, running; GET /runs/{id} follows it ' +
          'to done, where applied is how many late fees it added.',
        response: { 202: lateFeeRunResponseSchema },
      },
    },
    async (request, reply) => {
      const { run, done } = await startLateFeeRun(fastify.services, request.user.id);
      const settled: Promise<void> = done.then(
        () => {
          fastify.lateFeeRuns.delete(settled);
        },
        (error: unknown) => {
          fastify.lateFeeRuns.delete(settled);
          request.log.error({ err: error, run: run._id }, 'the late-fee run failed');
        },
      );
      fastify.lateFeeRuns.add(settled);
      return reply.code(202).send({ run });
    },
  );

  fastify.get(
    '/runs/:id',
    {
      schema: {
        summary: 'A late-fee run an admin started: running, done (with applied) or failed (with error)',
        params: idParamsSchema,
        response: { 200: lateFeeRunResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ run: await lateFeeRun(fastify.services, request.params.id) }),
  );
};

export default adminLateFeesRoutes;
