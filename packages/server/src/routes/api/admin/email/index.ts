import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailRetryResponseSchema, emailStatusSchema, messages } from '@campus/domain';
import { emailCounts } from '../../../../repositories/email-outbox.js';
import { retryFailedEmails } from '../../../../services/email.js';

const adminEmailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/status',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'Whether email is configured, how many emails are queued, being sent, sent and failed, and the last error',
        response: { 200: emailStatusSchema },
      },
    },
    async () => ({ configured: fastify.config.email.smtp !== undefined, ...(await emailCounts(fastify.db)) }),
  );

  fastify.post(
    '/retry-failed',
    {
      schema: {
        summary: 'Queue every failed email to be sent again',
        response: { 200: emailRetryResponseSchema },
      },
    },
    async (request) => {
      const retried = await retryFailedEmails(fastify.services, request.user.id);
      return { message: messages.email.retried(retried), retried };
    },
  );
};

export default adminEmailRoutes;
