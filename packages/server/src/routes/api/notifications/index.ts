import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema, noticePageSchema } from '@campus/domain';
import { noticePage } from '../../../repositories/notices.js';

const notificationsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary: 'Notices for students, newest first',
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema,
        response: { 200: noticePageSchema },
      },
    },
    async (request) => noticePage(fastify.db, request.query),
  );
};

export default notificationsRoutes;
