import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  guardianFieldsSchema,
  guardianListSchema,
  guardianMessages,
  guardianRemovalQuerySchema,
  guardianResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  messageResponseSchema,
  studentIdParamsSchema,
} from '@campus/domain';
import { addGuardian, editGuardian, guardiansForStaff, removeGuardian } from '../../../../services/guardians.js';

/** A student's guardians (#44): under /api/admin/users/{studentId}/guardians, and each at /api/admin/guardians/{id}. */
const adminGuardiansRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { services } = fastify;

  fastify.get(
    '/users/:studentId/guardians',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "A student's guardians, in the order they were added, each with the number of their children at the " +
          'institute. For the office, and for the instructors of a course the student is in (to another instructor ' +
          'the student is not found)',
        params: studentIdParamsSchema,
        response: { 200: guardianListSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      guardians: await guardiansForStaff(services, request.user, request.params.studentId),
    }),
  );

  fastify.post(
    '/users/:studentId/guardians',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'Give a student a guardian: name, relation, and a phone or an email. A live guardian with that phone or ' +
          'email is the same person and is linked as they are (409 if the phone is one guardian’s and the email ' +
          'another’s, or if already linked); at most 4 guardians a student (422). Audited',
        params: studentIdParamsSchema,
        body: guardianFieldsSchema,
        response: {
          201: guardianResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const guardian = await addGuardian(services, request.user.id, request.params.studentId, request.body);
      return reply.code(201).send({ guardian });
    },
  );

  fastify.patch(
    '/guardians/:id',
    {
      config: { access: 'office' },
      schema: {
        summary:
          "Edit a guardian's name, relation, phone and email (all sent; a phone or an email kept), for every child " +
          'they have; a phone or email another guardian has is refused (409). With If-Match: "<version>", a ' +
          'guardian changed since that version is not edited (409). Audited',
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: guardianFieldsSchema,
        response: {
          200: guardianResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      guardian: await editGuardian(
        services,
        request.user.id,
        request.params.id,
        request.body,
        request.headers['if-match'],
      ),
    }),
  );

  fastify.delete(
    '/guardians/:id',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'Remove a guardian from the student `studentId`, or without it from every child; a guardian left with no ' +
          'child is deleted. Audited',
        params: idParamsSchema,
        querystring: guardianRemovalQuerySchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await removeGuardian(services, request.user.id, request.params.id, request.query.studentId);
      return { message: guardianMessages.removed };
    },
  );
};

export default adminGuardiansRoutes;

// Routes under two resources (a student's guardians, and each guardian by itself): at /api/admin, not the folder's.
export const prefixOverride = '/api/admin';
