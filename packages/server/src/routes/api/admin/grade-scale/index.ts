import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  gradeScaleInputSchema,
  gradeScaleResponseSchema,
  ifMatchHeadersSchema,
} from '@campus/domain';
import { gradeScale, saveGradeScale } from '../../../../services/assessments.js';

/** The institute's grading scale: bands of percentage → grade (and grade points), versioned. */
const adminGradeScaleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'The grading scale that grades every result now: its bands from the highest, the lowest passing ' +
          'percentage, and its `version` for a change’s If-Match (every staff member)',
        response: { 200: gradeScaleResponseSchema },
      },
    },
    async () => ({ gradeScale: await gradeScale(fastify.db) }),
  );

  fastify.put(
    '/',
    {
      schema: {
        summary:
          'Set a new version of the grading scale: 2 to 20 bands, one from 0%, each with its own grade, grade points ' +
          'for all or none, falling with the bands, at least one passing (points above 0). It grades every result ' +
          'shown from then on; emails sent keep their grade. If-Match is the version read (409 when changed since). ' +
          'Audited (admins only)',
        headers: ifMatchHeadersSchema,
        body: gradeScaleInputSchema,
        response: { 200: gradeScaleResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      gradeScale: await saveGradeScale(fastify.services, request.user.id, request.body, request.headers['if-match']),
    }),
  );
};

export default adminGradeScaleRoutes;
