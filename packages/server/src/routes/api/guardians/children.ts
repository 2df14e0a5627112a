import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceHistoryQuerySchema,
  attendanceHistorySchema,
  errorResponseSchema,
  idSchema,
  ledgerPageSchema,
  listQuerySchema,
  messages,
  myAttendanceSchema,
  noticePageSchema,
  ownLedgerQuerySchema,
  myTimetableQuerySchema,
  myTimetableSchema,
  pageSchema,
  paymentClaimInputSchema,
  paymentClaimMessages,
  paymentClaimQuerySchema,
  paymentClaimResponseSchema,
  paymentClaimSchema,
  resultTexts,
  STATEMENT_FILE_NAME,
  studentFeeRecordSchema,
  studentIdParamsSchema,
  studentResultsSchema,
} from '@campus/domain';
import { download, fileResponse } from '../../../lib/download.js';
import { notFound } from '../../../lib/errors.js';
import { attendanceHistory } from '../../../repositories/attendance.js';
import { isChildOf } from '../../../repositories/guardians.js';
import { ledgerPage, paymentReceipt } from '../../../repositories/ledger.js';
import { noticePage } from '../../../repositories/notices.js';
import { paymentClaimPage } from '../../../repositories/payment-claims.js';
import { studentStatement } from '../../../repositories/statements.js';
import { receiptPdfResponse, statementPdfResponse } from '../../../schemas/receipts.js';
import { myAttendance } from '../../../services/attendance.js';
import { submitPaymentClaim } from '../../../services/payment-claims.js';
import { reportCard, studentResults } from '../../../services/results.js';
import { studentFeeRecords } from '../../../services/student-fees.js';
import { studentTimetable } from '../../../services/timetables.js';

const CHILD = '/me/children/:studentId';

/**
 * What a guardian reads of each child (#44), as the child reads it on their own routes, and the UPI payments they
 * report for them. Every route first checks that the student is a live student linked to this guardian: any other id
 * is not found, with the message of an unknown student, so no other student's existence shows.
 */
const guardianChildrenRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('preHandler', async (request) => {
    const { studentId } = request.params as { studentId: string };
    if (!(await isChildOf(fastify.db, request.user.id, studentId))) throw notFound(messages.errors.studentNotFound);
  });
  const notFoundResponse = { 400: errorResponseSchema, 404: errorResponseSchema };

  fastify.get(
    `${CHILD}/fees`,
    {
      schema: {
        summary: "The child's fee records as they see them (money in paise), with the UPI link of what is due next",
        params: studentIdParamsSchema,
        querystring: listQuerySchema.pick({ page: true, limit: true }),
        response: { 200: pageSchema(studentFeeRecordSchema), ...notFoundResponse },
      },
    },
    async (request) => studentFeeRecords(fastify.services, request.params.studentId, request.query, fastify.config.upi),
  );

  fastify.get(
    `${CHILD}/statement.pdf`,
    {
      schema: {
        summary: "The child's statement of account as a PDF, as they download it",
        params: studentIdParamsSchema,
        response: { 200: statementPdfResponse, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const statement = await studentStatement(
        fastify.db,
        request.params.studentId,
        fastify.services.now(),
        fastify.config.institute.language,
      );
      if (!statement) throw notFound(messages.errors.studentNotFound);
      return download(reply, 'application/pdf', STATEMENT_FILE_NAME).send(
        (await fastify.statementPdf(statement)) as unknown as string,
      );
    },
  );

  fastify.get(
    `${CHILD}/payments`,
    {
      schema: {
        summary:
          "The child's payments, reversals and concessions, newest first, as they see them (amount in signed paise, " +
          'a reversal negative)',
        params: studentIdParamsSchema,
        querystring: ownLedgerQuerySchema,
        response: { 200: ledgerPageSchema, ...notFoundResponse },
      },
    },
    async (request) => ledgerPage(fastify.db, { ...request.query, studentId: request.params.studentId }, fastify.reuse),
  );

  fastify.get(
    `${CHILD}/payments/:paymentId/receipt.pdf`,
    {
      schema: {
        summary: "The receipt of one of the child's payments, as a PDF; any other payment is not found",
        params: studentIdParamsSchema.extend({ paymentId: idSchema }),
        response: { 200: receiptPdfResponse, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      reply.sendReceipt(await paymentReceipt(fastify.db, request.params.paymentId, request.params.studentId)),
  );

  fastify.get(
    `${CHILD}/attendance`,
    {
      schema: {
        summary:
          "The child's attendance in each course, as they see it: marks by status, the percentage, the minimum, and " +
          'whether they are below it or one absence away',
        params: studentIdParamsSchema,
        response: { 200: myAttendanceSchema, ...notFoundResponse },
      },
    },
    async (request) => ({ courses: await myAttendance(fastify.services, request.params.studentId) }),
  );

  fastify.get(
    `${CHILD}/attendance/history`,
    {
      schema: {
        summary: "The child's every mark (in one course if `courseId` is given), newest class first, as they see it",
        params: studentIdParamsSchema,
        querystring: attendanceHistoryQuerySchema,
        response: { 200: attendanceHistorySchema, ...notFoundResponse },
      },
    },
    async (request) => ({
      marks: await attendanceHistory(fastify.db, request.params.studentId, request.query.courseId),
    }),
  );

  fastify.get(
    `${CHILD}/notices`,
    {
      schema: {
        summary: 'The notices the child sees, newest first',
        params: studentIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: noticePageSchema, ...notFoundResponse },
      },
    },
    async (request) => noticePage(fastify.db, request.query),
  );

  fastify.get(
    `${CHILD}/results`,
    {
      schema: {
        summary: "The child's published results in each course (drafts never), as they see them",
        params: studentIdParamsSchema,
        response: { 200: studentResultsSchema, ...notFoundResponse },
      },
    },
    async (request) => studentResults(fastify.db, request.params.studentId),
  );

  fastify.get(
    `${CHILD}/courses/:courseId/report-card.pdf`,
    {
      schema: {
        summary: "The child's report card of a course, as a PDF; 404 when not enrolled or nothing is published yet",
        params: studentIdParamsSchema.extend({ courseId: idSchema }),
        response: { 200: fileResponse('report-card_<course>.pdf', 'application/pdf'), ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const card = await reportCard(fastify.services, request.params.studentId, request.params.courseId);
      return download(reply, 'application/pdf', resultTexts.reportCardFile(card.result.courseName)).send(
        (await fastify.reportCardPdf(card)) as unknown as string,
      );
    },
  );

  fastify.get(
    `${CHILD}/timetable`,
    {
      schema: {
        summary:
          "The child's classes from `from` to `to` (at most 62 days; a week from today unless given) with their own " +
          'marks, and the holidays between',
        params: studentIdParamsSchema,
        querystring: myTimetableQuerySchema,
        response: { 200: myTimetableSchema, ...notFoundResponse },
      },
    },
    async (request) => studentTimetable(fastify.services, request.params.studentId, request.query),
  );

  fastify.get(
    `${CHILD}/payment-claims`,
    {
      schema: {
        summary:
          'The UPI payments reported for the child (by them or a guardian), newest first, with what the office decided',
        params: studentIdParamsSchema,
        querystring: paymentClaimQuerySchema,
        response: { 200: pageSchema(paymentClaimSchema), ...notFoundResponse },
      },
    },
    async (request) => paymentClaimPage(fastify.db, request.query, request.params.studentId),
  );

  fastify.post(
    `${CHILD}/payment-claims`,
    {
      schema: {
        summary:
          "Report a UPI payment for the child's course (amount in paise, the 12-digit UTR) for the office to confirm, " +
          'as the child can; recorded as reported by the guardian',
        params: studentIdParamsSchema,
        body: paymentClaimInputSchema,
        response: { 201: paymentClaimResponseSchema, 409: errorResponseSchema, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const claim = await submitPaymentClaim(fastify.services, request.params.studentId, request.body, {
        guardianId: request.user.id,
      });
      return reply.code(201).send({ message: paymentClaimMessages.submitted, claim });
    },
  );
};

export default guardianChildrenRoutes;
