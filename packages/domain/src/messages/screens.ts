// The texts of every screen: one that failed to show or may not be opened, a session that ended, and what a screen
// says as it loads or saves.

/** A screen that failed to show (it threw while rendering, or its code could not be loaded). */
export const pageFailedMessages = {
  title: 'This page could not be shown',
  detail: "Something went wrong while showing it. Reload the page to try again, or start again from the area's home.",
} as const;

/** A screen of the admin area that the signed-in staff member's role may not open. */
export const pageForbiddenMessages = {
  title: 'You do not have access to this page',
  detail: 'Your role does not include this part of Campus. Ask an admin if you need it.',
} as const;

export const authMessages = {
  required: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** The token's session was ended: signed out, or the account was deleted. */
  sessionEnded: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this',
  /** A staff member signed in with the password an admin gave them and has not set their own yet. */
  mustChangePassword: 'Please set a new password of your own before you continue.',
  /** GET /metrics without the bearer token METRICS_TOKEN sets. */
  metricsToken: 'The metrics need the bearer token set in METRICS_TOKEN',
} as const;

export const loadMessages = {
  dashboard: 'Failed to load dashboard',
  profile: 'Failed to load profile',
  courses: 'Failed to load courses',
  feeRecords: 'Failed to load fee records',
  adminDashboard: 'Failed to fetch dashboard data',
  students: 'Failed to fetch students',
  adminCourses: 'Failed to fetch courses',
  adminFeeRecords: 'Failed to fetch fee records',
  report: 'Failed to fetch report data.',
  paymentStudents: 'Failed to fetch students. Please try again.',
  paymentCourses: 'Failed to fetch courses. Please try again.',
  staffMe: 'Failed to load your account',
  staff: 'Failed to fetch staff',
  activity: 'Failed to fetch activity',
} as const;

export const saveMessages = {
  addStudent: 'Failed to add student',
  updateStudent: 'Failed to update student',
  addCourse: 'Failed to add course. Please try again.',
  updateCourse: 'Failed to update course',
  recordPayment: 'Failed to record payment. Please try again.',
  sendNotification: 'Failed to send notification.',
  addStaff: 'Failed to add staff member',
  updateStaff: 'Failed to update staff member',
  changePassword: 'Failed to change password',
} as const;

export const successMessages = {
  paymentRecorded: 'Payment recorded successfully!',
  entryReversed: 'Entry reversed',
  concessionGranted: 'Concession granted',
  noticeSent: 'Notice sent',
  studentDeleted: 'Student deleted',
  passwordChanged: 'Your password was changed. Other sign-ins with the old password have ended.',
} as const;
