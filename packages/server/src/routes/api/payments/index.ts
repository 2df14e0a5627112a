import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, ledgerPageSchema, ownLedgerQuerySchema } from '@campus/domain';
import { ledgerPage, paymentReceipt } from '../../../repositories/ledger.js';
import { receiptPdfResponse } from '../../../schemas/receipts.js';

const paymentsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/me',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary:
          "The signed-in student's payments, reversals and concessions, newest first (amount in signed paise, a " +
          'reversal negative)',
        security: [{ bearerAuth: [] }],
        querystring: ownLedgerQuerySchema,
        response: { 200: ledgerPageSchema },
      },
    },
    async (request) => ledgerPage(fastify.db, { ...request.query, studentId: request.user.id }, fastify.reuse),
  );

  fastify.get(
    '/:id/receipt.pdf',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary: "The receipt of one of the signed-in student's payments, as a PDF; anyone else's is not found",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: receiptPdfResponse, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => reply.sendReceipt(await paymentReceipt(fastify.db, request.params.id, request.user.id)),
  );
};

export default paymentsRoutes;
