import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  pageSchema,
  paymentClaimInputSchema,
  paymentClaimMessages,
  paymentClaimQuerySchema,
  paymentClaimResponseSchema,
  paymentClaimSchema,
} from '@campus/domain';
import { paymentClaimPage } from '../../../repositories/payment-claims.js';
import { submitPaymentClaim } from '../../../services/payment-claims.js';

const paymentClaimsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary: 'The UPI payments the signed-in student reported, newest first, with what the office decided',
        security: [{ bearerAuth: [] }],
        querystring: paymentClaimQuerySchema,
        response: { 200: pageSchema(paymentClaimSchema) },
      },
    },
    async (request) => paymentClaimPage(fastify.db, request.query, request.user.id),
  );

  fastify.post(
    '/',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary:
          'Report a UPI payment (amount in paise, the 12-digit UTR) for the office to confirm; a UTR the student ' +
          'already reported, or on a payment still standing, answers 409',
        security: [{ bearerAuth: [] }],
        body: paymentClaimInputSchema,
        response: { 201: paymentClaimResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const claim = await submitPaymentClaim(fastify.services, request.user.id, request.body);
      return reply.code(201).send({ message: paymentClaimMessages.submitted, claim });
    },
  );
};

export default paymentClaimsRoutes;
