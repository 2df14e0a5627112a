import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentResultsSchema } from '@campus/domain';
import { studentResults } from '../../../services/results.js';

const resultsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/me',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary:
          "The signed-in student's results in each course they are enrolled in, by course name: each published " +
          'assessment by date with their marks, percentage and grade (drafts never), and the course’s result so far ' +
          '(the weighted mean of those percentages, absent counting 0 and exempt left out) with its grade',
        security: [{ bearerAuth: [] }],
        response: { 200: studentResultsSchema },
      },
    },
    async (request) => studentResults(fastify.db, request.user.id),
  );
};

export default resultsRoutes;
