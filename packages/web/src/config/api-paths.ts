/**
 * The API calls a page's document starts before its scripts have loaded (app/route-table.tsx names them per area),
 * in one place with the calls that take their answers.
 */
export const apiPaths = {
  studentMe: '/users/full-me',
  /** The first page of the student's fee records, which the fees page's own address shows (get-fee-records.ts). */
  studentFeeRecords: '/fees/me?page=1&limit=20',
  /** The student's classes of the week from today, for the dashboard (get-my-timetable.ts). */
  studentTimetable: '/timetable/me',
  /** The student's attendance in each course, for the Attendance page (get-my-attendance.ts). */
  studentAttendance: '/attendance/me',
  /** The student's published results in each course, for the Results page (get-my-results.ts). */
  studentResults: '/results/me',
  /** The signed-in guardian and their children, for the family pages (features/guardian/api/get-guardian-me.ts). */
  guardianMe: '/guardians/me',
  staffMe: '/admin/me',
  dashboardStats: '/admin/dashboard',
  /** Whether email is configured, which the Messages page's notice waits for (lib/get-email-status.ts). */
  emailStatus: '/admin/email/status',
} as const;
