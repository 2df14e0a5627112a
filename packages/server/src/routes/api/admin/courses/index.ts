import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coursePageSchema,
  courseResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  listQuerySchema,
  messages,
} from '@campus/domain';
import { notFound } from '../../../../lib/errors.js';
import { coursePage, findActiveCourse } from '../../../../repositories/courses.js';

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
    async (request) => coursePage(fastify.db, request.query, 'newest', fastify.reuse),
  );

  fastify.get(
    '/:id',
    {
      schema: {
        summary: 'One course as the edit form shows it, with its version (admins only)',
        params: idParamsSchema,
        response: { 200: courseResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const course = await findActiveCourse(fastify.db, request.params.id);
      if (!course) throw notFound(messages.errors.courseNotFound);
      return { course };
    },
  );
};

export default adminCoursesRoutes;
