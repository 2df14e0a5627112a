import { msg } from '@lingui/core/macro';
import { saveMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('save', saveMessages, {
  addCourse: msg`Failed to add course. Please try again.`,
  addStaff: msg`Failed to add staff member`,
  addStudent: msg`Failed to add student`,
  changePassword: msg`Failed to change password`,
  recordPayment: msg`Failed to record payment. Please try again.`,
  sendNotification: msg`Failed to send notification.`,
  updateCourse: msg`Failed to update course`,
  updateStaff: msg`Failed to update staff member`,
  updateStudent: msg`Failed to update student`,
});
