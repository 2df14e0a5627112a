import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classSessionInputSchema,
  classSessionListSchema,
  classSessionPatchSchema,
  classSessionQuerySchema,
  classSessionResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
} from '@campus/domain';
import { classSessionsOn, toClassSession } from '../../../../repositories/class-sessions.js';
import { addClassSession, changeClassSession } from '../../../../services/class-sessions.js';

/** Classes (class sessions: meetings of a section), at /api/admin/class-sessions and under their section. */
const adminClassSessionsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, services } = fastify;

  fastify.get(
    '/class-sessions',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "A day's classes (cancelled ones too) by start time, each saying whether its attendance is marked; an " +
          'instructor gets the classes they teach',
        querystring: classSessionQuerySchema,
        response: { 200: classSessionListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { role, id } = request.user;
      const rows = await classSessionsOn(db, request.query.date, role === 'instructor' ? id : undefined);
      return { classSessions: rows.map(toClassSession) };
    },
  );

  fastify.post(
    '/sections/:id/class-sessions',
    {
      schema: {
        summary:
          'Add an extra class to a section, apart from its timetable: date, start, end (India), optional room and ' +
          'instructor; one whose instructor or room is busy then is refused (409)',
        params: idParamsSchema,
        body: classSessionInputSchema,
        response: {
          201: classSessionResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const classSession = await addClassSession(services, request.user.id, request.params.id, request.body);
      return reply.code(201).send({ classSession });
    },
  );

  fastify.patch(
    '/class-sessions/:id',
    {
      schema: {
        summary:
          'Cancel a class (or take that back), move it or change its room. A class with attendance is not changed, ' +
          'one that has begun is not moved, and a clash is refused (409). With If-Match: "<version>", a class ' +
          'changed since that version is not changed (409)',
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: classSessionPatchSchema,
        response: {
          200: classSessionResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      classSession: await changeClassSession(
        services,
        request.user.id,
        request.params.id,
        request.body,
        request.headers['if-match'],
      ),
    }),
  );
};

export default adminClassSessionsRoutes;

// Routes under two resources (the day's classes, and a section's extra class): at /api/admin, not its folder's prefix.
export const prefixOverride = '/api/admin';
