import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceInputSchema,
  attendanceRosterSchema,
  errorResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
} from '@campus/domain';
import { attendanceRoster, markAttendance } from '../../../../services/attendance.js';

/** The attendance of one class: its roster with the marks, and the save of them all (under /class-sessions). */
const classAttendanceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id/attendance',
    {
      config: { access: 'teaching' },
      schema: {
        summary:
          "A class's roster (its section's students, and anyone already marked there) with their marks, the " +
          "attendance's `version` for the save's If-Match, and the last day its instructor may change it",
        params: idParamsSchema,
        response: { 200: attendanceRosterSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => attendanceRoster(fastify.services, request.user, request.params.id),
  );

  fastify.put(
    '/:id/attendance',
    {
      config: { access: 'teaching' },
      schema: {
        summary:
          "Save a class's attendance: a mark for every student of its roster, each once. If-Match is the roster's " +
          'version (0 before the first save); from the day of the class; its instructor may change it for ' +
          'ATTENDANCE_EDIT_DAYS days, then only an admin, with a reason (audited: marked, then corrected)',
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: attendanceInputSchema,
        response: {
          200: attendanceRosterSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      markAttendance(fastify.services, request.user, request.params.id, request.body, request.headers['if-match']),
  );
};

export default classAttendanceRoutes;
