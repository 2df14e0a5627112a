import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceMessages,
  errorResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  timetableInputSchema,
  timetableResponseSchema,
} from '@campus/domain';
import { notFound } from '../../../../lib/errors.js';
import { findSection } from '../../../../repositories/sections.js';
import { findTimetable } from '../../../../repositories/timetables.js';
import { setTimetable } from '../../../../services/timetables.js';

/** A section's weekly timetable, at /api/admin/sections/{id}/timetable. */
const adminTimetablesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, services } = fastify;

  fastify.get(
    '/:id/timetable',
    {
      schema: {
        summary:
          "A section's timetable: its date range and weekly slots (weekday 1–7, Monday = 1; times in India), and its " +
          'version (0 before the first)',
        params: idParamsSchema,
        response: { 200: timetableResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findSection(db, id))) throw notFound(attendanceMessages.sectionNotFound);
      return { timetable: await findTimetable(db, id) };
    },
  );

  fastify.put(
    '/:id/timetable',
    {
      schema: {
        summary:
          "Set a section's timetable: from, to and weekly slots, each with an optional room and instructor (an active " +
          'instructor or admin). Its classes to come that the old pattern made, unmarked and not changed by hand, are ' +
          'made again from today (or from) to to, holidays left out; past, marked and extra classes stay. A class ' +
          'whose instructor or room is busy then refuses it (409). If-Match: "<version>" as read, "0" for the first',
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: timetableInputSchema,
        response: {
          200: timetableResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      timetable: await setTimetable(
        services,
        request.user.id,
        request.params.id,
        request.body,
        request.headers['if-match'],
      ),
    }),
  );
};

export default adminTimetablesRoutes;

// A section's timetable lives under the section: /api/admin/sections/{id}/timetable.
export const prefixOverride = '/api/admin/sections';
