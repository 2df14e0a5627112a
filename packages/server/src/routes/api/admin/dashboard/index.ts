import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completionPercent, dashboardResponseSchema, growthPercent } from '@campus/domain';

const adminDashboardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Dashboard figures (money in paise) and their change in percent against the previous 30 days',
        response: { 200: dashboardResponseSchema },
      },
    },
    async () => {
      const { students, courses, revenue, dueFees, enrollments } = await fastify.dashboardFigures();
      return {
        stats: {
          totalStudents: students.total,
          studentGrowth: growthPercent(students.current, students.previous),
          activeCourses: courses.total,
          courseGrowth: growthPercent(courses.current, courses.previous),
          revenue: revenue.total,
          revenueGrowth: growthPercent(revenue.current, revenue.previous),
          dueFees: dueFees.now,
          feeChange: growthPercent(dueFees.now, dueFees.windowAgo),
          newEnrollments: enrollments.current,
          enrollmentGrowth: growthPercent(enrollments.current, enrollments.previous),
          completionRate: completionPercent(enrollments.completed, enrollments.total),
          completionGrowth: growthPercent(enrollments.completedCurrent, enrollments.completedPrevious),
        },
      };
    },
  );
};

export default adminDashboardRoutes;
