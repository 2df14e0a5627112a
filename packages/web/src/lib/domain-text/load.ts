import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  activity: msg`Failed to fetch activity`,
  adminCourses: msg`Failed to fetch courses`,
  adminDashboard: msg`Failed to fetch dashboard data`,
  adminFeeRecords: msg`Failed to fetch fee records`,
  courses: msg`Failed to load courses`,
  dashboard: msg`Failed to load dashboard`,
  feeRecords: msg`Failed to load fee records`,
  messagePreferences: msg`Failed to load your message preferences`,
  paymentCourses: msg`Failed to fetch courses. Please try again.`,
  paymentStudents: msg`Failed to fetch students. Please try again.`,
  profile: msg`Failed to load profile`,
  report: msg`Failed to fetch report data.`,
  staff: msg`Failed to fetch staff`,
  staffMe: msg`Failed to load your account`,
  students: msg`Failed to fetch students`,
} satisfies DomainTexts;
