import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateCodeParamsSchema, errorResponseSchema, reportCardVerificationSchema } from '@campus/domain';
import { verifyReportCard } from '../../../services/results.js';

const reportCardsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary:
          "Check a report card's code (any case, dashes or not): the student's name, the course, the result and grade " +
          'it printed and the day it was issued, nothing else; an unknown code is a 404',
        params: certificateCodeParamsSchema,
        response: { 200: reportCardVerificationSchema, 404: errorResponseSchema },
      },
    },
    async (request) => verifyReportCard(fastify.db, request.params.code),
  );
};

export default reportCardsRoutes;
