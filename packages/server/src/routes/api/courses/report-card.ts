import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseIdParamsSchema, errorResponseSchema, resultTexts } from '@campus/domain';
import { download, fileResponse } from '../../../lib/download.js';
import { reportCard } from '../../../services/results.js';

/** A student's report card of a course (under /courses). */
const reportCardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:courseId/report-card.pdf',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary:
          "The signed-in student's report card of a course they are enrolled in, as a PDF: each published assessment " +
          'with the marks, percentage and grade, the result and its grade, and a verification code anyone can check ' +
          '(GET /api/report-cards/{code}); the same code while the card prints the same. 404 when not enrolled, or ' +
          'nothing is published yet',
        security: [{ bearerAuth: [] }],
        params: courseIdParamsSchema,
        response: { 200: fileResponse('report-card_<course>.pdf', 'application/pdf'), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const card = await reportCard(fastify.services, request.user.id, request.params.courseId);
      const pdf = await fastify.reportCardPdf(card);
      return download(reply, 'application/pdf', resultTexts.reportCardFile(card.result.courseName)).send(
        pdf as unknown as string,
      );
    },
  );
};

export default reportCardRoutes;
