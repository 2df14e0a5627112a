import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema, teachingCoursePageSchema } from '@campus/domain';
import { teachingCoursePage } from '../../../../repositories/instructors.js';

const adminTeachingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'teaching' },
      schema: {
        summary:
          'The courses the signed-in instructor teaches (every course for an admin), by name, with their lessons and ' +
          'students; `search` matches the name',
        querystring: listQuerySchema,
        response: { 200: teachingCoursePageSchema },
      },
    },
    async (request) => {
      const instructorId = request.user.role === 'instructor' ? request.user.id : undefined;
      return teachingCoursePage(fastify.db, instructorId, request.query, fastify.reuse);
    },
  );
};

export default adminTeachingRoutes;
