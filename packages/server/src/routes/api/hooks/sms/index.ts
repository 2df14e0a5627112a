import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageProviderMessages } from '@campus/domain';
import { z } from 'zod';
import { verifyCallback } from '../../../../lib/messaging/https-provider.js';
import type { MessageChannel } from '../../../../lib/messaging/provider.js';
import { HttpError } from '../../../../lib/errors.js';

/** The HTTPS gateways by the name their callbacks come to: `https` for SMS_HTTPS_*, `whatsapp` for WHATSAPP_HTTPS_*. */
const PROVIDERS = { https: 'smsHttps', whatsapp: 'whatsappHttps' } as const;

const receiptSchema = z.object({
  providerMessageId: z.string().min(1).max(200),
  state: z.enum(['delivered', 'failed']),
  reason: z.string().max(1000).optional(),
});

/**
 * Delivery receipts of the HTTPS gateways: each callback must be signed with its gateway's secret over the raw body
 * (verifyCallback); only then is its JSON read and handed to fastify.messaging.receipt. The answer comes once the
 * receipt is stored: a gateway that gets 204 may forget it, one that gets a 5xx (the database failed) sends it again.
 */
const smsHookRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // The signature is over the bytes sent: the body is kept raw here, and parsed only once verified.
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  fastify.post(
    '/:provider',
    {
      config: { access: 'public' },
      schema: {
        summary: "An HTTPS gateway's delivery receipt, signed with its secret (X-Campus-Timestamp, X-Campus-Signature)",
        tags: ['public'],
        params: z.object({ provider: z.string().max(40) }),
        response: { 204: z.null(), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const setting = Object.hasOwn(PROVIDERS, request.params.provider)
        ? fastify.config.messaging[PROVIDERS[request.params.provider as keyof typeof PROVIDERS]]
        : undefined;
      const body = request.body;
      if (
        !setting ||
        !Buffer.isBuffer(body) ||
        !verifyCallback(body, request.headers, setting.secret, fastify.services.now())
      ) {
        throw new HttpError(401, messageProviderMessages.callbackRefused);
      }
      const receipt = receiptSchema.safeParse(parseJson(body));
      if (!receipt.success) throw new HttpError(400, messageProviderMessages.callbackUnreadable);
      const channel: MessageChannel = setting.channel;
      await fastify.messaging.receipt({ channel, ...receipt.data });
      return reply.code(204).send(null);
    },
  );
};

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export default smsHookRoutes;
