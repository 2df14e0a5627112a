import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendancePercent,
  completionPercent,
  dashboardResponseSchema,
  growthPercent,
  isGrowthFromNothing,
  type DashboardStats,
} from '@campus/domain';
import type { DashboardFigures } from '../../../../repositories/dashboard.js';

/** The dashboard's answer: its figures, and their change in percent against the previous 30 days. */
function dashboardAnswer(figures: DashboardFigures) {
  const { students, courses, revenue, dueFees, overdueFees, enrollments, attendanceToday, results } = figures;
  // Each change: [now, before].
  const changes: Record<DashboardStats['growthFromNothing'][number], [number, number]> = {
    studentGrowth: [students.current, students.previous],
    courseGrowth: [courses.current, courses.previous],
    revenueGrowth: [revenue.current, revenue.previous],
    feeChange: [dueFees.now, dueFees.windowAgo],
    enrollmentGrowth: [enrollments.current, enrollments.previous],
    completionGrowth: [enrollments.completedCurrent, enrollments.completedPrevious],
  };
  const growth = (name: keyof typeof changes) => growthPercent(...changes[name]);
  return {
    stats: {
      totalStudents: students.total,
      studentGrowth: growth('studentGrowth'),
      activeCourses: courses.total,
      courseGrowth: growth('courseGrowth'),
      revenue: revenue.total,
      revenueGrowth: growth('revenueGrowth'),
      dueFees: dueFees.now,
      overdueFees,
      feeChange: growth('feeChange'),
      newEnrollments: enrollments.current,
      enrollmentGrowth: growth('enrollmentGrowth'),
      completionRate: completionPercent(enrollments.completed, enrollments.total),
      completionGrowth: growth('completionGrowth'),
      attendanceRate: attendancePercent(attendanceToday.counts),
      unmarkedClasses: attendanceToday.unmarkedClasses,
      resultsPublishedThisWeek: results.publishedThisWeek,
      averageResultPerCourse: results.averagePerCourse,
      growthFromNothing: (Object.keys(changes) as (keyof typeof changes)[]).filter((name) =>
        isGrowthFromNothing(...changes[name]),
      ),
    },
  };
}

const adminDashboardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'Dashboard figures (money in paise) and their change in percent against the previous 30 days; ' +
          "today's attendance rate and the classes begun today not marked yet; the assessments published in the last " +
          '7 days, and the mean result of the courses of the 10 latest publications',
        response: { 200: dashboardResponseSchema },
      },
    },
    async (_request, reply) => fastify.reusedReply(reply, await fastify.dashboardFigures(), dashboardAnswer),
  );
};

export default adminDashboardRoutes;
