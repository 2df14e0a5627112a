import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema, noticeCreatedResponseSchema, noticeInputSchema, noticePageSchema } from '@campus/domain';
import { noticePage } from '../../../../repositories/notices.js';
import { publishNotice } from '../../../../services/notices.js';

const adminNotificationsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'office' },
      schema: {
        summary: 'All notices, newest first',
        querystring: listQuerySchema,
        response: { 200: noticePageSchema },
      },
    },
    async (request) => noticePage(fastify.db, request.query),
  );

  fastify.post(
    '/',
    {
      schema: {
        summary: 'Publish a notice to every student, and with email: true also email it to each of them',
        body: noticeInputSchema,
        response: { 201: noticeCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      const published = await publishNotice(fastify.services, request.body, request.user.id);
      return reply.code(201).send(published);
    },
  );
};

export default adminNotificationsRoutes;
