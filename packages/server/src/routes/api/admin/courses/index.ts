import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coursePageSchema, listQuerySchema } from '@campus/domain';
import { coursePage } from '../../../../repositories/courses.js';

const adminCoursesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'All courses, newest first; `search` matches the name or the category',
        querystring: listQuerySchema,
        response: { 200: coursePageSchema },
      },
    },
    async (request) => coursePage(fastify.db, request.query, 'newest'),
  );
};

export default adminCoursesRoutes;
