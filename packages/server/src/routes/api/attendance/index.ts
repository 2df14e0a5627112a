import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceHistoryQuerySchema,
  attendanceHistorySchema,
  errorResponseSchema,
  myAttendanceSchema,
} from '@campus/domain';
import { attendanceHistory } from '../../../repositories/attendance.js';
import { myAttendance } from '../../../services/attendance.js';

const attendanceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/me',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary:
          "The signed-in student's attendance in each course they are enrolled in: marks by status, classes held " +
          '(excused ones left out), attended (late counts), the percentage, ATTENDANCE_MIN_PERCENT, whether they ' +
          'are below it, and whether one more absence would take them below',
        security: [{ bearerAuth: [] }],
        response: { 200: myAttendanceSchema },
      },
    },
    async (request) => ({ courses: await myAttendance(fastify.services, request.user.id) }),
  );

  fastify.get(
    '/me/history',
    {
      config: { access: 'student' },
      schema: {
        tags: ['student'],
        summary: "The signed-in student's every mark (in one course if `courseId` is given), newest class first",
        security: [{ bearerAuth: [] }],
        querystring: attendanceHistoryQuerySchema,
        response: { 200: attendanceHistorySchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ marks: await attendanceHistory(fastify.db, request.user.id, request.query.courseId) }),
  );
};

export default attendanceRoutes;
