import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarLinkSchema, errorResponseSchema, myTimetableQuerySchema, myTimetableSchema } from '@campus/domain';
import { calendarFeedUrl } from '../../../lib/calendar-feed.js';
import { calendarToken, resetCalendarToken } from '../../../services/calendar-links.js';
import { studentTimetable } from '../../../services/timetables.js';

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
    async (request) => studentTimetable(fastify.services, request.user.id, request.query),
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
