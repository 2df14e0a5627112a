import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  learningMessages,
  chapterFieldsSchema,
  chapterResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  lessonFieldsSchema,
  lessonResponseSchema,
  messageResponseSchema,
} from '@campus/domain';
import { addLesson, editChapter, removeChapter } from '../../../../services/outlines.js';

const adminChaptersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.patch(
    '/:id',
    {
      config: { access: 'teaching' },
      schema: {
        summary: 'Rename a chapter',
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: chapterFieldsSchema,
        response: {
          200: chapterResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      chapter: await editChapter(
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
        summary: "Delete a chapter with its lessons; the students' completions of them go too",
        params: idParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await removeChapter(fastify.services, request.user, request.params.id);
      return { message: learningMessages.chapterDeleted };
    },
  );

  fastify.post(
    '/:id/lessons',
    {
      config: { access: 'teaching' },
      schema: {
        summary: 'Add a lesson at the end of the chapter: its text in Markdown, an optional video link and time',
        params: idParamsSchema,
        body: lessonFieldsSchema,
        response: { 201: lessonResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const lesson = await addLesson(fastify.services, request.user, request.params.id, request.body);
      return reply.code(201).send({ lesson });
    },
  );
};

export default adminChaptersRoutes;
