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

  fastify.get(
    '/stream',
    {
      config: { access: 'student' },
      // Events must reach the browser as they happen, not wait in a compressor's buffer.
      compress: false,
      schema: {
        tags: ['student'],
        summary: 'Notices as they are published (Server-Sent Events)',
        description:
          'A text/event-stream that stays open: an event `notice` per new notice, its data the notice as JSON ' +
          '(as in the list); a comment every 25 s keeps it alive. It ends when the token that opened it expires or ' +
          'its session ends.',
        security: [{ bearerAuth: [] }],
      },
    },
    (request, reply) => fastify.openNoticeStream(reply, request.user),
  );
};

export default notificationsRoutes;
