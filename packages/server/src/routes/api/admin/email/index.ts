import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailRetryResponseSchema,
  emailStatusSchema,
  messages,
  waitingEmailsSchema,
  WAITING_EMAILS_LIMIT,
  type WaitingEmails,
} from '@campus/domain';
import { emailSubject } from '../../../../lib/email-messages.js';
import { emailCounts, waitingEmails } from '../../../../repositories/email-outbox.js';
import { retryFailedEmails } from '../../../../services/email.js';

const adminEmailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/status',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'Whether email is configured, how many emails are queued, being sent, sent and failed, the last error, and ' +
          'the channels a notice goes out on',
        response: { 200: emailStatusSchema },
      },
    },
    async () => ({
      configured: fastify.config.email.smtp !== undefined,
      ...(await emailCounts(fastify.db)),
      noticeChannels: [...fastify.services.channelsFor('notice')],
    }),
  );

  fastify.get(
    '/waiting',
    {
      config: { access: 'office' },
      schema: {
        summary:
          `The emails not sent yet or given up on, at most ${WAITING_EMAILS_LIMIT}: who each is for, its subject, its ` +
          'attempts, its latest error and when it is tried next (null once given up on); the ones tried soonest ' +
          'first, with the total',
        response: { 200: waitingEmailsSchema },
      },
    },
    async (): Promise<WaitingEmails> => {
      const { rows, total } = await waitingEmails(fastify.db);
      const items = rows.map((row) => ({
        _id: row.id,
        kind: row.kind,
        state: row.state,
        to: { name: row.toName, address: row.toAddress },
        // The subject the sender gives it: a guardian's names the student, each in its recipient's language.
        subject: emailSubject(row, row.aboutStudent ?? undefined, fastify.config.institute, row.language),
        attempts: row.attempts,
        nextAttemptAt: row.state === 'failed' ? null : row.nextAttemptAt.toISOString(),
        lastError: row.lastError,
      }));
      return { items, total };
    },
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
