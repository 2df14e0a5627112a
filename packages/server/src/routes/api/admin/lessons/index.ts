import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  learningMessages,
  errorResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  lessonPatchSchema,
  lessonResponseSchema,
  messageResponseSchema,
} from '@campus/domain';
import { notFound } from '../../../../lib/errors.js';
import { findLesson, toLesson } from '../../../../repositories/outlines.js';
import { editLesson, removeLesson } from '../../../../services/outlines.js';
import { requireTeaching } from '../../../../services/teaching.js';

const adminLessonsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      config: { access: 'teaching' },
      schema: {
        summary: 'One lesson as its edit form shows it, with its text and version',
        params: idParamsSchema,
        response: { 200: lessonResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const found = await findLesson(fastify.db, request.params.id);
      if (!found) throw notFound(learningMessages.lessonNotFound);
      await requireTeaching(fastify.db, request.user, found.lesson.courseId);
      return { lesson: toLesson(found.lesson) };
    },
  );

  fastify.patch(
    '/:id',
    {
      config: { access: 'teaching' },
      schema: {
        summary: 'Edit a lesson: the fields given change, the others stay',
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: lessonPatchSchema,
        response: {
          200: lessonResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      lesson: await editLesson(
        fastify.services,
        request.user,
        request.params.id,
        request.body,
        request.headers['if-match'],
      ),
    }),
  );

  fastify.delete(
    '/:id',
    {
      config: { access: 'teaching' },
      schema: {
        summary: "Delete a lesson; the students' completions of it go too",
        params: idParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await removeLesson(fastify.services, request.user, request.params.id);
      return { message: learningMessages.lessonDeleted };
    },
  );
};

export default adminLessonsRoutes;
