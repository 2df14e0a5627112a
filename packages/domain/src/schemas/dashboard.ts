import { z } from 'zod';

/** Admin dashboard: six figures and their change against the previous 30 days (percent), and today's attendance. */
export const dashboardStatsSchema = z.object({
  totalStudents: z.number().int(),
  activeCourses: z.number().int(),
  revenue: z.number().int(),
  dueFees: z.number().int(),
  /** The part of dueFees past its due day (instalments not paid by their due day). */
  overdueFees: z.number().int(),
  newEnrollments: z.number().int(),
  completionRate: z.number(),
  studentGrowth: z.number(),
  courseGrowth: z.number(),
  revenueGrowth: z.number(),
  feeChange: z.number(),
  enrollmentGrowth: z.number(),
  completionGrowth: z.number(),
  /**
   * Of the students marked at today's classes so far, the percent who attended (present or late), by the rule of a
   * student's standing (`attendanceStanding`: excused ones left out); null before any such mark today.
   */
  attendanceRate: z.number().nullable(),
  /** Today's classes that have begun, are not cancelled, and have no attendance saved yet. */
  unmarkedClasses: z.number().int(),
  /** Assessments published in the last 7 days. */
  resultsPublishedThisWeek: z.number().int(),
  /**
   * The courses of the 10 latest publications (latest first), each with the mean of its students' results
   * (`classStatistics` of `weightedResult`) and how many students have one.
   */
  averageResultPerCourse: z.array(
    z.object({
      courseId: z.uuid(),
      courseName: z.string(),
      averagePercent: z.number().nullable(),
      students: z.number().int(),
    }),
  ),
  /** The changes above that are from nothing to something (shown as "new", not as +100%). */
  growthFromNothing: z.array(
    z.enum(['studentGrowth', 'courseGrowth', 'revenueGrowth', 'feeChange', 'enrollmentGrowth', 'completionGrowth']),
  ),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardResponseSchema = z.object({ stats: dashboardStatsSchema });
