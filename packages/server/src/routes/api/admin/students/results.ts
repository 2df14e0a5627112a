import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, studentResultsSchema } from '@campus/domain';
import { studentResultsForStaff } from '../../../../services/results.js';

/** A student's results across their courses, for the staff's page of the student (under /students). */
const adminStudentResultsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id/results',
    {
      config: { access: 'teaching' },
      schema: {
        summary:
          "A student's published results in each of their courses, as the student sees them: every course for an " +
          'admin, those they teach for an instructor (a student in none of them is not found)',
        params: idParamsSchema,
        response: { 200: studentResultsSchema, 404: errorResponseSchema },
      },
    },
    async (request) => studentResultsForStaff(fastify.db, request.user, request.params.id),
  );
};

export default adminStudentResultsRoutes;
