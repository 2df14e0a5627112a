import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  addCourse: msg`Failed to add course. Please try again.`,
  addStaff: msg`Failed to add staff member`,
  addStudent: msg`Failed to add student`,
  changePassword: msg`Failed to change password`,
  recordPayment: msg`Failed to record payment. Please try again.`,
  sendNotification: msg`Failed to send notification.`,
  updateCourse: msg`Failed to update course`,
  updateStaff: msg`Failed to update staff member`,
  updateStudent: msg`Failed to update student`,
} satisfies DomainTexts;
