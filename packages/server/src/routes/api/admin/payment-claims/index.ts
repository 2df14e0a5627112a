import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  pageSchema,
  paymentClaimMessages,
  paymentClaimQuerySchema,
  paymentClaimRejectionSchema,
  paymentClaimResponseSchema,
  staffPaymentClaimSchema,
} from '@campus/domain';
import { staffPaymentClaimPage } from '../../../../repositories/payment-claims.js';
import { confirmPaymentClaim, rejectPaymentClaim } from '../../../../services/payment-claims.js';

const decided = {
  200: paymentClaimResponseSchema,
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const adminPaymentClaimsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'UPI payments students reported, each with the other claims of its UTR still in play; status=pending is ' +
          'the queue to confirm, oldest first',
        querystring: paymentClaimQuerySchema,
        response: { 200: pageSchema(staffPaymentClaimSchema) },
      },
    },
    async (request) => staffPaymentClaimPage(fastify.db, request.query),
  );

  fastify.post(
    '/:id/confirm',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'Confirm a reported UPI payment: records it (UPI, the UTR as its reference) with its receipt and email. ' +
          'A claim already decided, or a UTR on a payment still standing, answers 409',
        params: idParamsSchema,
        response: decided,
      },
    },
    async (request) => ({
      message: paymentClaimMessages.confirmed,
      claim: await confirmPaymentClaim(fastify.services, request.user.id, request.params.id),
    }),
  );

  fastify.post(
    '/:id/reject',
    {
      config: { access: 'office' },
      schema: {
        summary: 'Reject a reported UPI payment with a reason the student sees',
        params: idParamsSchema,
        body: paymentClaimRejectionSchema,
        response: decided,
      },
    },
    async (request) => ({
      message: paymentClaimMessages.rejected,
      claim: await rejectPaymentClaim(fastify.services, request.user.id, request.params.id, request.body.reason),
    }),
  );
};

export default adminPaymentClaimsRoutes;
