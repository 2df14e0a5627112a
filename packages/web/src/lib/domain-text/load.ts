import { msg } from '@lingui/core/macro';
import { loadMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('load', {
  activity: [loadMessages.activity, msg`Failed to fetch activity`],
  adminCourses: [loadMessages.adminCourses, msg`Failed to fetch courses`],
  adminDashboard: [loadMessages.adminDashboard, msg`Failed to fetch dashboard data`],
  adminFeeRecords: [loadMessages.adminFeeRecords, msg`Failed to fetch fee records`],
  courses: [loadMessages.courses, msg`Failed to load courses`],
  dashboard: [loadMessages.dashboard, msg`Failed to load dashboard`],
  feeRecords: [loadMessages.feeRecords, msg`Failed to load fee records`],
  messagePreferences: [loadMessages.messagePreferences, msg`Failed to load your message preferences`],
  paymentCourses: [loadMessages.paymentCourses, msg`Failed to fetch courses. Please try again.`],
  paymentStudents: [loadMessages.paymentStudents, msg`Failed to fetch students. Please try again.`],
  profile: [loadMessages.profile, msg`Failed to load profile`],
  report: [loadMessages.report, msg`Failed to fetch report data.`],
  staff: [loadMessages.staff, msg`Failed to fetch staff`],
  staffMe: [loadMessages.staffMe, msg`Failed to load your account`],
  students: [loadMessages.students, msg`Failed to fetch students`],
});
