import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  errorResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  listQuerySchema,
  messageResponseSchema,
  messages,
  pageSchema,
  studentListItemSchema,
  studentResponseSchema,
} from '@campus/domain';
import { badRequest, notFound } from '../../../../lib/errors.js';
import { readMultipartForm } from '../../../../lib/multipart-form.js';
import { listStudents, withEnrolledCourses } from '../../../../repositories/students.js';
import { findActiveUser } from '../../../../repositories/users.js';
import { createStudentFormSchema, updateStudentFormSchema } from '../../../../schemas/students.js';
import { addStudent, deleteStudent, editStudent } from '../../../../services/students.js';

function parseForm<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const result = schema.safeParse(fields);
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}

const adminUsersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, services } = fastify;

  fastify.get(
    '/',
    {
      config: { access: 'office' },
      schema: {
        summary: 'Students (never admins or deleted users), newest first; search matches name or email',
        querystring: listQuerySchema,
        response: { 200: pageSchema(studentListItemSchema) },
      },
    },
    async (request, reply) =>
      fastify.reusedAnswer(request, reply, async () => {
        const { page, limit } = request.query;
        const { rows, total } = await listStudents(db, request.query, fastify.reuse);
        // A list never carries a date of birth (a student's sign-in secret), for accountants and admins alike.
        const items = (await withEnrolledCourses(db, rows)).map(({ dob: _dob, ...student }) => student);
        return { items, total, page, limit };
      }),
  );

  fastify.get(
    '/:id',
    {
      schema: {
        summary: 'One student as the edit form shows them: with their date of birth and version (admins only)',
        params: idParamsSchema,
        response: { 200: studentResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const student = await findActiveUser(db, request.params.id, 'student');
      if (!student) throw notFound(messages.errors.studentNotFound);
      const [user] = await withEnrolledCourses(db, [student]);
      return { user: user! };
    },
  );

  fastify.post(
    '/',
    {
      config: { pictureUpload: true },
      schema: {
        summary:
          'Add a student (multipart: name, email, phone, dob, course or courses as a JSON list of ids, optional ' +
          'sections as a JSON list of ids (or one section), at most one of each of those courses, optional ' +
          'profilePhoto), enrolled with a fee account per course; in the named sections (400 if not of a chosen ' +
          "course, 409 if full) or else each course's main section. Optional guardianName, guardianRelation, " +
          'guardianPhone and guardianEmail give a first guardian, as POST /api/admin/users/{studentId}/guardians does ' +
          '(a guardian with that phone or email is linked)',
        consumes: ['multipart/form-data'],
        response: {
          201: studentResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipartForm(request, 'profilePhoto');
      const user = await addStudent(services, request.user.id, parseForm(createStudentFormSchema, fields), file?.data);
      return reply.code(201).send({ user });
    },
  );

  fastify.put(
    '/:id',
    {
      config: { pictureUpload: true },
      schema: {
        summary:
          'Edit a student (multipart: name, email, phone, dob, courses as the complete JSON list of ids, optional ' +
          'sections as a JSON list of ids of sections of the courses added, optional profilePhoto). A course added ' +
          'goes in the section named for it (400 if of a course the student keeps, 409 if full), else in its main ' +
          'section; students move between sections on PUT /api/admin/sections/{id}/students. A dropped course closes its fee account when nothing was paid into it; one with payments ' +
          'stays. With If-Match: "<version>", a student changed since that version is not edited (409).',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        response: {
          200: studentResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { fields, file } = await readMultipartForm(request, 'profilePhoto');
      const form = parseForm(updateStudentFormSchema, fields);
      const expectedVersion = request.headers['if-match'];
      return {
        user: await editStudent(services, request.user.id, request.params.id, form, file?.data, expectedVersion),
      };
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        summary:
          'Delete a student (soft: payments, fee accounts and enrollments stay) and end their sessions: they can no ' +
          'longer sign in, and tokens they hold are refused',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await deleteStudent(services, request.user.id, request.params.id);
      return { message: messages.success.studentDeleted };
    },
  );
};

export default adminUsersRoutes;
