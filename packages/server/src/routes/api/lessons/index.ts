import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completionResponseSchema, errorResponseSchema, idParamsSchema, studentLessonSchema } from '@campus/domain';
import { openLesson, setCompletion } from '../../../services/learning.js';

const lessonsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary:
          'A lesson of a course the signed-in student is enrolled in, with the lessons before and after it; it becomes ' +
          "their course's last lesson opened (lastAccessed)",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: studentLessonSchema, 404: errorResponseSchema },
      },
    },
    async (request) => openLesson(fastify.services, request.user.id, request.params.id),
  );

  for (const [method, done] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    fastify.route({
      method,
      url: '/:id/completion',
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary: done
          ? "Mark the lesson done (again is no change); the course's progress after it. 409 until the student has " +
            'opened it and, for a lesson with an estimated time, spent a quarter of it (at most 10 minutes) since'
          : "Mark the lesson not done (undo); the course's progress after it",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: completionResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
      handler: async (request) => setCompletion(fastify.services, request.user.id, request.params.id, done),
    });
  }
};

export default lessonsRoutes;
