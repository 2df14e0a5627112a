import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDays, attendanceMessages, dateInIndia, errorResponseSchema } from '@campus/domain';
import { calendarFeed } from '../../../lib/calendar-feed.js';
import { download } from '../../../lib/download.js';
import { notFound } from '../../../lib/errors.js';
import { studentByCalendarToken, studentClasses } from '../../../repositories/student-timetable.js';

/** How a token is written (43 characters of base64url); anything else opens no feed. */
const TOKEN_SHAPE = /^[\w-]{43}$/;
/** The feed's classes: the last month's, and the next half year's. */
const DAYS_BACK = 30;
const DAYS_AHEAD = 180;

const calendarRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:token.ics',
    {
      config: { access: 'public' },
      schema: {
        tags: ['student'],
        summary:
          "A student's private calendar feed (iCalendar), opened by the secret in its address, which the student " +
          'gets and resets at /api/timetable/me/calendar-link: their classes from 30 days back to 180 ahead, times in ' +
          'Asia/Kolkata, cancelled ones as cancelled. An unknown or reset address is a 404',
        params: z.object({ token: z.string() }),
        response: {
          200: { description: 'timetable.ics', content: { 'text/calendar': { schema: z.string() } } },
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const student = TOKEN_SHAPE.test(token) ? await studentByCalendarToken(fastify.db, token) : undefined;
      if (!student) throw notFound(attendanceMessages.calendarLinkUnknown);
      const now = fastify.services.now();
      const today = dateInIndia(now);
      const classes = await studentClasses(
        fastify.db,
        student.id,
        addDays(today, -DAYS_BACK),
        addDays(today, DAYS_AHEAD),
      );
      const feed = calendarFeed(classes, {
        institute: fastify.config.institute.name,
        host: new URL(fastify.config.publicUrl).host,
        now,
      });
      // A student's timetable: no shared cache (a proxy) may keep it; their calendar app asks again each time.
      reply.header('cache-control', 'private, no-cache');
      return download(reply, 'text/calendar; charset=utf-8', 'timetable.ics').send(feed);
    },
  );
};

export default calendarRoutes;
