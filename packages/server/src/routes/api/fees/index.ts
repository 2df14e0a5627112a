import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  listQuerySchema,
  messages,
  pageSchema,
  STATEMENT_FILE_NAME,
  studentFeeRecordSchema,
} from '@campus/domain';
import { HttpError } from '../../../lib/errors.js';
import { download } from '../../../lib/download.js';
import { statementPdfResponse } from '../../../schemas/receipts.js';
import { studentStatement } from '../../../repositories/statements.js';
import { findActiveUser } from '../../../repositories/users.js';
import { studentFeeRecords } from '../../../services/student-fees.js';

const feesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/me',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary: "The signed-in student's fee records, derived from the payment ledger (money in paise)",
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema.pick({ page: true, limit: true }),
        response: { 200: pageSchema(studentFeeRecordSchema) },
      },
    },
    async (request) => {
      const student = await findActiveUser(fastify.db, request.user.id, 'student');
      if (!student) throw new HttpError(401, messages.auth.required);
      return studentFeeRecords(fastify.services, student.id, request.query, fastify.config.upi);
    },
  );

  fastify.get(
    '/me/statement.pdf',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary:
          "The signed-in student's statement of account as a PDF: each course's figures, instalments and ledger entries",
        security: [{ bearerAuth: [] }],
        response: { 200: statementPdfResponse, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const statement = await studentStatement(
        fastify.db,
        request.user.id,
        fastify.services.now(),
        fastify.config.institute.language,
      );
      if (!statement) throw new HttpError(401, messages.auth.required);
      return download(reply, 'application/pdf', STATEMENT_FILE_NAME).send(
        (await fastify.statementPdf(statement)) as unknown as string,
      );
    },
  );
};

export default feesRoutes;
