import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceMessages,
  courseIdParamsSchema,
  errorResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  messageResponseSchema,
  messages,
  sectionInputSchema,
  sectionListSchema,
  sectionPatchSchema,
  sectionResponseSchema,
  sectionStudentsSchema,
} from '@campus/domain';
import { notFound } from '../../../../lib/errors.js';
import { findActiveCourseName } from '../../../../repositories/courses.js';
import { sectionsOfCourse } from '../../../../repositories/sections.js';
import { addSection, deleteSection, editSection, moveStudentsToSection } from '../../../../services/sections.js';
import { requireTeaching } from '../../../../services/teaching.js';

/** The sections of a course: under /api/admin/courses/{courseId}/sections, and each at /api/admin/sections/{id}. */
const adminSectionsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, services } = fastify;

  fastify.get(
    '/courses/:courseId/sections',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "A course's sections, the main one first, each with its students counted. For the office, and for the " +
          "course's instructors (to another instructor the course is not found)",
        params: courseIdParamsSchema,
        response: { 200: sectionListSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { courseId } = request.params;
      if (request.user.role === 'instructor') await requireTeaching(db, request.user, courseId);
      if (!(await findActiveCourseName(db, courseId))) throw notFound(messages.errors.courseNotFound);
      return { sections: await sectionsOfCourse(db, courseId) };
    },
  );

  fastify.post(
    '/courses/:courseId/sections',
    {
      schema: {
        summary: 'Add a section to a course: a name unique in the course, and an optional capacity (audited)',
        params: courseIdParamsSchema,
        body: sectionInputSchema,
        response: {
          201: sectionResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const section = await addSection(services, request.user.id, request.params.courseId, request.body);
      return reply.code(201).send({ section });
    },
  );

  fastify.patch(
    '/sections/:id',
    {
      schema: {
        summary:
          'Rename a section or change its capacity (null: none), never below the students it has. With If-Match: ' +
          '"<version>", a section changed since that version is not changed (409)',
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: sectionPatchSchema,
        response: {
          200: sectionResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      section: await editSection(
        services,
        request.user.id,
        request.params.id,
        request.body,
        request.headers['if-match'],
      ),
    }),
  );

  fastify.delete(
    '/sections/:id',
    {
      schema: {
        summary:
          "Delete a section (soft) without students, not its course's main one (409); its coming classes not yet " +
          'marked go with it',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      await deleteSection(services, request.user.id, request.params.id);
      return { message: attendanceMessages.sectionDeleted };
    },
  );

  fastify.put(
    '/sections/:id/students',
    {
      schema: {
        summary:
          "Move these students into the section: each must be enrolled in the section's course (400), and the " +
          'section must have room for them (409). Each move is audited on the student',
        params: idParamsSchema,
        body: sectionStudentsSchema,
        response: {
          200: sectionResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      section: await moveStudentsToSection(services, request.user.id, request.params.id, request.body),
    }),
  );
};

export default adminSectionsRoutes;

// Routes under two resources (a course's sections, and each section by itself): at /api/admin, not its folder's prefix.
export const prefixOverride = '/api/admin';
