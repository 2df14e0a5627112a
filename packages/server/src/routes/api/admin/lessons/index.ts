import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LESSON_ATTACHMENT_MAX_BYTES,
  attachmentResponseSchema,
  learningMessages,
  errorResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  lessonPatchSchema,
  lessonResponseSchema,
  lessonWithAttachmentsResponseSchema,
  messageResponseSchema,
} from '@campus/domain';
import { badRequest, notFound } from '../../../../lib/errors.js';
import { readMultipartForm } from '../../../../lib/multipart-form.js';
import { attachmentsOf } from '../../../../repositories/attachments.js';
import { findLesson, toLesson } from '../../../../repositories/outlines.js';
import { addAttachment, editLesson, removeLesson } from '../../../../services/outlines.js';
import { requireTeaching } from '../../../../services/teaching.js';

const adminLessonsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      config: { access: 'teaching' },
      schema: {
        summary: 'One lesson as its edit form shows it, with its text, version and attachments',
        params: idParamsSchema,
        response: { 200: lessonWithAttachmentsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const found = await findLesson(fastify.db, request.params.id);
      if (!found) throw notFound(learningMessages.lessonNotFound);
      await requireTeaching(fastify.db, request.user, found.lesson.courseId);
      return { lesson: toLesson(found.lesson), attachments: await attachmentsOf(fastify.db, request.params.id) };
    },
  );

  fastify.post(
    '/:id/attachments',
    {
      config: { access: 'teaching', attachmentUpload: true },
      schema: {
        summary:
          `Attach a file to a lesson (multipart field file: a PDF, or a JPEG, PNG, GIF or WebP picture, at most ` +
          `${LESSON_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB, told by its content; a picture is re-encoded as WebP)`,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          201: attachmentResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { file } = await readMultipartForm(request, 'file', {
        bytes: LESSON_ATTACHMENT_MAX_BYTES,
        tooLarge: learningMessages.attachmentTooLarge,
        empty: learningMessages.attachmentEmpty,
      });
      if (!file) throw badRequest(learningMessages.attachmentType);
      const attachment = await addAttachment(fastify.services, request.user, request.params.id, file);
      return reply.code(201).send({ attachment });
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
