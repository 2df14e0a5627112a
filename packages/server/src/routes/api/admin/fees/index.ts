import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFeeQuerySchema,
  adminFeeRecordSchema,
  errorResponseSchema,
  feeStatus,
  messages,
  outstandingAmount,
  pageSchema,
  paymentHeadersSchema,
  paymentInputSchema,
  paymentResultSchema,
  paymentRuleViolation,
  type PaymentInput,
  type PaymentResult,
} from '@campus/domain';
import type { Db } from '../../../../db/client.js';
import { feeAccounts } from '../../../../db/schema.js';
import { badRequest, conflict, notFound } from '../../../../lib/errors.js';
import { adminFeeRecordPage } from '../../../../repositories/fee-accounts.js';
import {
  insertPayment,
  lockFeeAccount,
  paidIntoAccount,
  paymentByIdempotencyKey,
} from '../../../../repositories/payments.js';
import { findActiveUser } from '../../../../repositories/users.js';

interface RecordedPayment {
  id: string;
  amount: number;
  paidOn: string;
  mode: PaymentInput['paymentMode'];
}

function paymentResult(payment: RecordedPayment, totalFee: number, paid: number): PaymentResult {
  return {
    message: messages.success.paymentRecorded,
    payment: { _id: payment.id, amountPaid: payment.amount, paymentDate: payment.paidOn, paymentMode: payment.mode },
    fee: {
      status: feeStatus(paid, totalFee),
      totalFee,
      paidAmount: paid,
      amountDue: outstandingAmount(paid, totalFee),
    },
  };
}

/** Checks the rules and records the payment (and a corrected total); the caller runs it in a transaction. */
async function recordPayment(
  tx: Db,
  input: PaymentInput,
  recordedBy: string,
  idempotencyKey: string | undefined,
): Promise<PaymentResult> {
  const student = await findActiveUser(tx, input.studentId, 'student');
  if (!student) throw notFound(messages.errors.studentNotFound);
  if (student.dob && input.paymentDate < student.dob) {
    throw badRequest(messages.input.paymentBeforeBirth(student.dob));
  }
  const account = await lockFeeAccount(tx, input.studentId, input.courseId);
  if (!account) throw badRequest(messages.errors.notEnrolled);
  const paid = await paidIntoAccount(tx, account.id);
  const violation = paymentRuleViolation(paid, input.totalFee, input.amountPaid);
  if (violation) throw badRequest(violation);

  if (input.totalFee !== account.totalFee) {
    await tx.update(feeAccounts).set({ totalFee: input.totalFee }).where(eq(feeAccounts.id, account.id));
  }
  const payment = await insertPayment(tx, {
    feeAccountId: account.id,
    amount: input.amountPaid,
    paidOn: input.paymentDate,
    mode: input.paymentMode,
    recordedBy,
    idempotencyKey,
  });
  return paymentResult(payment, input.totalFee, paid + input.amountPaid);
}

/**
 * The answer to a repeated request: the payment recorded under its key, with the account's figures
 * right after it. A key reused for a different payment is refused rather than silently ignored.
 */
async function replayedPayment(db: Db, idempotencyKey: string, input: PaymentInput) {
  const earlier = await paymentByIdempotencyKey(db, idempotencyKey);
  if (!earlier) return undefined;
  const samePayment =
    earlier.studentId === input.studentId &&
    earlier.courseId === input.courseId &&
    earlier.amount === input.amountPaid &&
    earlier.paidOn === input.paymentDate &&
    earlier.mode === input.paymentMode;
  if (!samePayment) throw conflict(messages.errors.idempotencyKeyReused);
  return paymentResult(earlier, earlier.totalFee, earlier.paidUpToIt);
}

const adminFeesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Fee accounts of active students, searchable by student name, email or course (money in paise)',
        security: [{ bearerAuth: [] }],
        querystring: adminFeeQuerySchema,
        response: { 200: pageSchema(adminFeeRecordSchema) },
      },
    },
    async (request) => adminFeeRecordPage(fastify.db, request.query),
  );

  fastify.post(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Record a payment (money in paise); totalFee may correct the account total. A repeated Idempotency-Key ' +
          'answers 200 with the original result and records nothing.',
        security: [{ bearerAuth: [] }],
        headers: paymentHeadersSchema,
        body: paymentInputSchema,
        response: {
          200: paymentResultSchema,
          201: paymentResultSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const idempotencyKey = request.headers['idempotency-key'];
      const replay = idempotencyKey ? await replayedPayment(fastify.db, idempotencyKey, input) : undefined;
      if (replay) return reply.code(200).send(replay);

      try {
        const result = await fastify.db.transaction((tx) => recordPayment(tx, input, request.user.id, idempotencyKey));
        return reply.code(201).send(result);
      } catch (error) {
        // A concurrent request with the same key got there first: this one then failed on the key's
        // unique index, or as an overpayment once that payment was in. Its result is the answer.
        const raced = idempotencyKey ? await replayedPayment(fastify.db, idempotencyKey, input) : undefined;
        if (!raced) throw error;
        return reply.code(200).send(raced);
      }
    },
  );
};

export default adminFeesRoutes;
