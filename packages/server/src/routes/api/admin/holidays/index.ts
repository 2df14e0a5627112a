import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceMessages,
  errorResponseSchema,
  holidayInputSchema,
  holidayListSchema,
  holidayQuerySchema,
  holidayResponseSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@campus/domain';
import { listHolidays } from '../../../../repositories/holidays.js';
import { addHoliday, removeHoliday } from '../../../../services/holidays.js';

const adminHolidaysRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, services } = fastify;

  fastify.get(
    '/',
    {
      config: { access: 'staff' },
      schema: {
        summary: "The institute's holidays from `from` to `to` (both included, either may be left out), by date",
        querystring: holidayQuerySchema,
        response: { 200: holidayListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ holidays: await listHolidays(db, request.query) }),
  );

  fastify.post(
    '/',
    {
      schema: {
        summary:
          "Add a holiday (one a day, 409): the day's classes made from timetables go, unless attendance was marked " +
          'at them; extra classes stay (audited)',
        body: holidayInputSchema,
        response: { 201: holidayResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const holiday = await addHoliday(services, request.user.id, request.body);
      return reply.code(201).send({ holiday });
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        summary:
          'Remove a holiday: the timetables in force that day make its classes again, those not yet begun (409 if ' +
          'one would clash with a class added that day meanwhile)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      await removeHoliday(services, request.user.id, request.params.id);
      return { message: attendanceMessages.holidayRemoved };
    },
  );
};

export default adminHolidaysRoutes;
