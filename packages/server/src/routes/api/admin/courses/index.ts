import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chapterFieldsSchema,
  chapterResponseSchema,
  coursePageSchema,
  courseResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  listQuerySchema,
  messageResponseSchema,
  messages,
  outlineOrderSchema,
  outlineSchema,
} from '@campus/domain';
import { notFound } from '../../../../lib/errors.js';
import { coursePage, findActiveCourse } from '../../../../repositories/courses.js';
import { readOutline } from '../../../../repositories/outlines.js';
import { addChapter, reorderCourseOutline } from '../../../../services/outlines.js';

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

  fastify.get(
    '/:id/outline',
    {
      schema: {
        summary: "A course's outline as staff edit it: its chapters in order, each with its lessons in order",
        params: idParamsSchema,
        response: { 200: outlineSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const course = await findActiveCourse(fastify.db, request.params.id);
      if (!course) throw notFound(messages.errors.courseNotFound);
      return { courseId: course._id, courseName: course.name, chapters: await readOutline(fastify.db, course._id) };
    },
  );

  fastify.post(
    '/:id/chapters',
    {
      schema: {
        summary: "Add a chapter at the end of the course's outline",
        params: idParamsSchema,
        body: chapterFieldsSchema,
        response: { 201: chapterResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const chapter = await addChapter(fastify.services, request.user.id, request.params.id, request.body);
      return reply.code(201).send({ chapter });
    },
  );

  fastify.put(
    '/:id/outline',
    {
      schema: {
        summary:
          "Put the course's chapters and lessons in this order; a lesson may move to another chapter. It must hold " +
          'every chapter and lesson of the course, each once: one added or deleted since the outline was read is a 409',
        params: idParamsSchema,
        body: outlineOrderSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await reorderCourseOutline(fastify.services, request.user.id, request.params.id, request.body);
      return { message: messages.learning.outlineSaved };
    },
  );
};

export default adminCoursesRoutes;
