import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHANNELS,
  MESSAGE_STATES,
  messageCountsSchema,
  messagePageSchema,
  messagesQuerySchema,
  retriedMessagesSchema,
  retryFailedMessagesSchema,
  type MessageCounts,
  type OutboxMessage,
} from '@campus/domain';
import { messageCounts, type OutboxRow } from '../../../../repositories/email-outbox.js';
import { messagesPage, retryFailedMessages } from '../../../../services/messages.js';

const messageOf = (row: OutboxRow): OutboxMessage => ({
  _id: row.id,
  kind: row.kind,
  channel: row.channel,
  state: row.state,
  studentId: row.recipientId,
  guardianId: row.guardianId,
  toName: row.toName,
  toAddress: row.toAddress,
  attempts: row.attempts,
  lastError: row.lastError,
  smsParts: row.smsParts,
  createdAt: row.createdAt.toISOString(),
  dueAt: row.state === 'queued' ? row.nextAttemptAt.toISOString() : null,
  sentAt: row.sentAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

const adminMessageRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'office' },
      schema: {
        summary:
          "The outbox's messages on every channel, newest first: a student's (to them and to their guardians), a " +
          "channel's, a state's",
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema },
      },
    },
    async (request) => {
      const { rows, total } = await messagesPage(fastify.services, request.query);
      return { items: rows.map(messageOf), total, page: request.query.page, limit: request.query.limit };
    },
  );

  fastify.get(
    '/counts',
    {
      config: { access: 'office' },
      schema: {
        summary: 'How many messages each channel (email, SMS, WhatsApp) has in each state',
        response: { 200: messageCountsSchema },
      },
    },
    async () => {
      const counts = Object.fromEntries(
        CHANNELS.map((channel) => [channel, Object.fromEntries(MESSAGE_STATES.map((state) => [state, 0]))]),
      ) as MessageCounts;
      for (const { channel, state, count } of await messageCounts(fastify.db)) counts[channel][state] = count;
      return counts;
    },
  );

  fastify.post(
    '/retry-failed',
    {
      config: { access: 'office' },
      schema: {
        summary: 'Queue the failed messages (of a student, of a channel, or all) to be sent again; how many',
        body: retryFailedMessagesSchema.optional(),
        response: { 200: retriedMessagesSchema },
      },
    },
    async (request) => ({
      retried: await retryFailedMessages(fastify.services, request.body ?? {}, request.user.id),
    }),
  );
};

export default adminMessageRoutes;
