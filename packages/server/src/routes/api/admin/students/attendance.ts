import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, myAttendanceSchema } from '@campus/domain';
import { studentAttendanceForStaff } from '../../../../services/attendance.js';

/** A student's attendance across their courses, for the staff's page of the student (under /students). */
const adminStudentAttendanceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id/attendance',
    {
      config: { access: 'teaching' },
      schema: {
        summary:
          "A student's attendance in each of their courses, as the student sees it (marks by status, the percentage, " +
          'the minimum, whether they are below it or one absence away): every course for an admin, those they teach ' +
          'for an instructor (a student in none of them is not found)',
        params: idParamsSchema,
        response: { 200: myAttendanceSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      courses: await studentAttendanceForStaff(fastify.services, request.user, request.params.id),
    }),
  );
};

export default adminStudentAttendanceRoutes;
