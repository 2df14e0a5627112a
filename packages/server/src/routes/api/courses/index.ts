import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coursePageSchema,
  courseResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  listQuerySchema,
  certificateSchema,
  messageResponseSchema,
  studentOutlineSchema,
} from '@campus/domain';
import { badRequest } from '../../../lib/errors.js';
import { download } from '../../../lib/download.js';
import { readMultipartForm } from '../../../lib/multipart-form.js';
import { coursePage } from '../../../repositories/courses.js';
import { courseFormSchema } from '../../../schemas/courses.js';
import { addCourse, deleteCourse, editCourse } from '../../../services/courses.js';
import { toCertificate } from '../../../repositories/certificates.js';
import { studentCertificate } from '../../../services/certificates.js';
import { studentOutline } from '../../../services/learning.js';

const FORM_FIELDS = 'multipart: name, description, duration (weeks), price (paise), category, optional image';

/** Reads and checks the course form and its optional picture. */
async function readCourseForm(request: FastifyRequest) {
  const { fields, file } = await readMultipartForm(request, 'image');
  const parsed = courseFormSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  return { fields: parsed.data, upload: file?.data };
}

const coursesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['courses'],
        summary: 'The course catalogue, by name; `search` matches the name or the category',
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema,
        response: { 200: coursePageSchema },
      },
    },
    async (request, reply) =>
      fastify.reusedAnswer(request, reply, () => coursePage(fastify.db, request.query, 'name', fastify.reuse), {
        sameForEveryone: true,
      }),
  );

  fastify.get(
    '/:id/outline',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary:
          'The outline of a course the signed-in student is enrolled in: chapters, then lessons, each marked done or ' +
          'not, with the progress and the lesson Continue Learning opens',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: studentOutlineSchema, 404: errorResponseSchema },
      },
    },
    async (request) => studentOutline(fastify.services, request.user.id, request.params.id),
  );

  fastify.get(
    '/:id/certificate',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary:
          "The signed-in student's certificate of the course: issued once every lesson is done (404 before), dated " +
          'the day they completed it, and the same every time after; 410 once revoked',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: certificateSchema, 404: errorResponseSchema, 410: errorResponseSchema },
      },
    },
    async (request) => toCertificate(await studentCertificate(fastify.services, request.user.id, request.params.id)),
  );

  fastify.get(
    '/:id/certificate.pdf',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary: 'The certificate of /certificate as a PDF download',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: {
          200: {
            description: 'certificate-<number>.pdf',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          404: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const certificate = await studentCertificate(fastify.services, request.user.id, request.params.id);
      const { number } = toCertificate(certificate);
      return (
        download(reply, 'application/pdf', `certificate-${number}.pdf`)
          // The schema documents the PDF the client receives; Fastify sends a Buffer as it is, unserialized.
          .send((await fastify.certificatePdf(certificate)) as unknown as string)
      );
    },
  );

  fastify.post(
    '/',
    {
      config: { access: 'admin', pictureUpload: true },
      schema: {
        tags: ['admin'],
        summary: `Create a course (${FORM_FIELDS})`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: courseResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, upload } = await readCourseForm(request);
      return reply.code(201).send({ course: await addCourse(fastify.services, request.user.id, fields, upload) });
    },
  );

  fastify.put(
    '/:id',
    {
      config: { access: 'admin', pictureUpload: true },
      schema: {
        tags: ['admin'],
        summary:
          `Edit a course (${FORM_FIELDS} that replaces the current one). Existing fee accounts keep their totals. ` +
          'With If-Match: "<version>", a course changed since that version is not edited (409)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        response: {
          200: courseResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { fields, upload } = await readCourseForm(request);
      const { services } = fastify;
      const expectedVersion = request.headers['if-match'];
      return {
        course: await editCourse(services, request.user.id, request.params.id, fields, upload, expectedVersion),
      };
    },
  );

  fastify.delete(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Delete a course: it leaves both lists; its fee accounts with nothing paid close (they owe nothing), those ' +
          'with payments stay open and can still be paid; enrollments and payments stay',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await deleteCourse(fastify.services, request.user.id, request.params.id);
      return { message: 'Course deleted' };
    },
  );
};

export default coursesRoutes;
