import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  ledgerEntryResultSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  reversalInputSchema,
} from '@campus/domain';
import { ledgerPage, paymentReceipt } from '../../../../repositories/ledger.js';
import { receiptPdfResponse } from '../../../../schemas/receipts.js';
import { reverseEntry } from '../../../../services/payments.js';

const adminPaymentsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'The fee ledger: payments, reversals and concessions, newest first (by date, then as entered). amount is ' +
          'signed paise (a reversal negative). Filters: studentId, courseId, mode, kind, from and to (the entry date, ' +
          'both included), search (student name or email, course, receipt number, reference).',
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) =>
      fastify.reusedAnswer(request, reply, () => ledgerPage(fastify.db, request.query, fastify.reuse)),
  );

  fastify.get(
    '/:id/receipt.pdf',
    {
      config: { access: 'office' },
      schema: {
        summary: "A payment's receipt as a PDF; a reversed payment's says CANCELLED, when and why",
        params: idParamsSchema,
        response: { 200: receiptPdfResponse, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => reply.sendReceipt(await paymentReceipt(fastify.db, request.params.id)),
  );

  fastify.post(
    '/:id/reversal',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'Reverse a payment or a concession: appends an entry that cancels the whole of it (the entry itself is kept). ' +
          'An entry is reversed at most once (409); the reason needs at least 5 characters. Money in paise.',
        params: idParamsSchema,
        body: reversalInputSchema,
        response: {
          201: ledgerEntryResultSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reverseEntry(fastify.services, request.user.id, request.params.id, request.body)),
  );
};

export default adminPaymentsRoutes;
