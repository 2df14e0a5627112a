import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addDays,
  calendarLinkSchema,
  dateInIndia,
  errorResponseSchema,
  myTimetableQuerySchema,
  myTimetableSchema,
} from '@campus/domain';
import { calendarFeedUrl } from '../../../lib/calendar-feed.js';
import { holidaysBetween, studentClasses } from '../../../repositories/student-timetable.js';
import { calendarToken, resetCalendarToken } from '../../../services/calendar-links.js';

const timetableRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const linkOf = (token: string) => ({ url: calendarFeedUrl(fastify.config.publicUrl, token) });

  fastify.get(
    '/me',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary:
          "The signed-in student's classes from `from` to `to` (at most 62 days; a week from today unless given) in " +
          'the sections they are in, cancelled ones flagged, each with their own mark; and the holidays between',
        security: [{ bearerAuth: [] }],
        querystring: myTimetableQuerySchema,
        response: { 200: myTimetableSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const asked = request.query;
      const from = asked.from ?? (asked.to ? addDays(asked.to, -6) : dateInIndia(fastify.services.now()));
      const to = asked.to ?? addDays(from, 6);
      const [classes, holidays] = await Promise.all([
        studentClasses(fastify.db, request.user.id, from, to),
        holidaysBetween(fastify.db, from, to),
      ]);
      return { from, to, classes, holidays };
    },
  );

  fastify.get(
    '/me/calendar-link',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary:
          "The address of the signed-in student's private calendar feed (iCalendar), for a calendar app to " +
          'subscribe to; made on the first ask',
        security: [{ bearerAuth: [] }],
        response: { 200: calendarLinkSchema, 401: errorResponseSchema },
      },
    },
    async (request) => linkOf(await calendarToken(fastify.services, request.user.id)),
  );

  fastify.post(
    '/me/calendar-link',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary: "Give the signed-in student's calendar feed a new address: the old one stops working (audited)",
        security: [{ bearerAuth: [] }],
        response: { 200: calendarLinkSchema, 401: errorResponseSchema },
      },
    },
    async (request) => linkOf(await resetCalendarToken(fastify.services, request.user.id)),
  );
};

export default timetableRoutes;
