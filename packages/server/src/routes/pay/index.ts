import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateInIndia, errorResponseSchema, feeUpiPayment, paymentClaimMessages, upiLink } from '@campus/domain';
import { z } from 'zod';
import { HttpError } from '../../lib/errors.js';
import { accountByPayCode } from '../../repositories/fee-accounts.js';

/**
 * The short pay links that fee messages carry (PUBLIC_URL/pay/<code>, short enough for one SMS): each redirects to
 * the UPI intent of what is due next on its fee account, as the student's Fees page offers it.
 */
const payRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:code',
    {
      config: { access: 'public' },
      schema: {
        summary: "A fee message's pay link: redirects (302) to the UPI intent of what is due next on its fee account",
        tags: ['public'],
        params: z.object({ code: z.string().max(40) }),
        response: { 302: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { upi } = fastify.config;
      const account = upi
        ? await accountByPayCode(fastify.db, request.params.code, dateInIndia(fastify.services.now()))
        : undefined;
      if (!upi || !account) throw new HttpError(404, paymentClaimMessages.payLinkUnknown);
      const amount = account.nextDue?.amount ?? account.dueAmount;
      if (account.dueAmount <= 0 || amount <= 0) throw new HttpError(404, paymentClaimMessages.payLinkNothingDue);
      return reply.redirect(upiLink({ ...upi, ...feeUpiPayment(account.id, account.course, amount) }), 302);
    },
  );
};

export default payRoutes;
