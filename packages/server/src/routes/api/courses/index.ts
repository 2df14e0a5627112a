import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CourseFields,
  coursePageSchema,
  courseResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  listQuerySchema,
  messageResponseSchema,
  messages,
} from '@campus/domain';
import { courses, feeAccounts } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { newImageKey, reencodeImage } from '../../../lib/images.js';
import { readMultipartForm } from '../../../lib/multipart-form.js';
import { coursePage, findActiveCourse, toCourseFields } from '../../../repositories/courses.js';
import { closeUnpaidFeeAccounts } from '../../../repositories/fee-accounts.js';
import { courseFormSchema } from '../../../schemas/courses.js';

const COURSE_IMAGE_SIZE = 1200;
const FORM_FIELDS = 'multipart: name, description, duration (weeks), price (paise), category, optional image';

/** Reads and checks the course form; a picture is re-encoded before anything is stored. */
async function readCourseForm(request: FastifyRequest) {
  const { fields, file } = await readMultipartForm(request, 'image');
  const parsed = courseFormSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  const image = file ? await reencodeImage(file.data, COURSE_IMAGE_SIZE) : undefined;
  return { fields: parsed.data, image };
}

function courseColumns(fields: CourseFields) {
  return {
    name: fields.name,
    description: fields.description,
    durationWeeks: fields.duration,
    price: fields.price,
    category: fields.category,
  };
}

/** Stores the new picture, runs the write, and takes the picture back out if the write fails. */
async function withStoredImage<T>(
  fastify: FastifyInstance,
  image: Buffer | undefined,
  write: (url?: string) => Promise<T>,
) {
  const url = image ? await fastify.storage.put(newImageKey('courses'), image) : undefined;
  try {
    return await write(url);
  } catch (error) {
    if (url) await fastify.storage.remove(url);
    throw error;
  }
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
    async (request) => coursePage(fastify.db, request.query, 'name'),
  );

  fastify.post(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: `Create a course (${FORM_FIELDS})`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: courseResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, image } = await readCourseForm(request);
      const [course] = await withStoredImage(fastify, image, (url) =>
        fastify.db
          .insert(courses)
          .values({ ...courseColumns(fields), image: url ?? null })
          .returning(),
      );
      return reply.code(201).send({ course: { ...toCourseFields(course!), enrolledStudents: 0 } });
    },
  );

  fastify.put(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: `Edit a course (${FORM_FIELDS} that replaces the current one). Existing fee accounts keep their totals`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: courseResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { fields, image } = await readCourseForm(request);
      const current = await findActiveCourse(fastify.db, request.params.id);
      if (!current) throw notFound(messages.errors.courseNotFound);

      const [updated] = await withStoredImage(fastify, image, async (url) => {
        const rows = await fastify.db
          .update(courses)
          .set({ ...courseColumns(fields), ...(url ? { image: url } : {}) })
          .where(and(eq(courses.id, current._id), isNull(courses.deletedAt)))
          .returning();
        // Deleted since it was read: nothing was written, so the new picture must go too.
        if (rows.length === 0) throw notFound(messages.errors.courseNotFound);
        return rows;
      });
      if (image && current.image) await fastify.storage.remove(current.image);
      return { course: { ...toCourseFields(updated!), enrolledStudents: current.enrolledStudents } };
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
      const deleted = await fastify.db.transaction(async (tx) => {
        const at = new Date();
        const rows = await tx
          .update(courses)
          .set({ deletedAt: at })
          .where(and(eq(courses.id, request.params.id), isNull(courses.deletedAt)))
          .returning({ id: courses.id });
        if (rows.length > 0) await closeUnpaidFeeAccounts(tx, eq(feeAccounts.courseId, request.params.id), at);
        return rows.length > 0;
      });
      if (!deleted) throw notFound(messages.errors.courseNotFound);
      return { message: 'Course deleted' };
    },
  );
};

export default coursesRoutes;
