import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assessmentDeleteSchema,
  assessmentInputSchema,
  assessmentListSchema,
  assessmentMessages,
  assessmentPatchSchema,
  assessmentResponseSchema,
  courseIdParamsSchema,
  errorResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  messageResponseSchema,
} from '@campus/domain';
import {
  addAssessment,
  courseAssessments,
  deleteAssessment,
  editAssessment,
  publishAssessment,
} from '../../../../services/assessments.js';

const who = "For admins, and the course's instructors (to another instructor it is not found)";

/** A course's assessments: under /api/admin/courses/{courseId}/assessments, and each at /api/admin/assessments/{id}. */
const adminAssessmentsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, services } = fastify;
  const access = 'teaching' as const;

  fastify.get(
    '/courses/:courseId/assessments',
    {
      config: { access },
      schema: {
        summary:
          "A course's assessments (tests, assignments, practicals, exams) by date, each with its students marked of " +
          `those who take it, and the weight they add up to for the most-weighted student. ${who}`,
        params: courseIdParamsSchema,
        response: { 200: assessmentListSchema, 404: errorResponseSchema },
      },
    },
    async (request) => courseAssessments(db, request.user, request.params.courseId),
  );

  fastify.post(
    '/courses/:courseId/assessments',
    {
      config: { access },
      schema: {
        summary:
          'Add an assessment to a course (to one of its sections with `sectionId`): title, kind, date, maximum marks ' +
          'and weight (two decimals). No student’s assessments may weigh more than 100 together (409). Its marks are ' +
          `drafts until published. Audited. ${who}`,
        params: courseIdParamsSchema,
        body: assessmentInputSchema,
        response: {
          201: assessmentResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const assessment = await addAssessment(services, request.user, request.params.courseId, request.body);
      return reply.code(201).send({ assessment });
    },
  );

  fastify.patch(
    '/assessments/:id',
    {
      config: { access },
      schema: {
        summary:
          'Edit an assessment (not its section): the weights as when added; the maximum never below marks given, nor ' +
          `changed once published (409). With If-Match: "<version>", a stale edit is refused (409). ${who}`,
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: assessmentPatchSchema,
        response: {
          200: assessmentResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      assessment: await editAssessment(
        services,
        request.user,
        request.params.id,
        request.body,
        request.headers['if-match'],
      ),
    }),
  );

  fastify.delete(
    '/assessments/:id',
    {
      config: { access },
      schema: {
        summary:
          'Delete an assessment (soft); one with marks needs a `reason` (400 without), which the audit trail keeps. ' +
          `With If-Match: "<version>", a stale delete is refused (409). ${who}`,
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: assessmentDeleteSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await deleteAssessment(services, request.user, id, request.body?.reason, request.headers['if-match']);
      return { message: assessmentMessages.assessmentDeleted };
    },
  );

  fastify.post(
    '/assessments/:id/publish',
    {
      config: { access },
      schema: {
        summary:
          'Publish an assessment’s marks: students see them from now on, and each student with marks (absent or ' +
          `exempt too) is emailed theirs. Once only (409 after). Audited. ${who}`,
        params: idParamsSchema,
        response: { 200: assessmentResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({ assessment: await publishAssessment(services, request.user, request.params.id) }),
  );
};

export default adminAssessmentsRoutes;

// Routes under two resources (a course's assessments, and each assessment by itself): at /api/admin.
export const prefixOverride = '/api/admin';
