import { msg } from '@lingui/core/macro';
import { saveMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('save', {
  addCourse: [saveMessages.addCourse, msg`Failed to add course. Please try again.`],
  addStaff: [saveMessages.addStaff, msg`Failed to add staff member`],
  addStudent: [saveMessages.addStudent, msg`Failed to add student`],
  changePassword: [saveMessages.changePassword, msg`Failed to change password`],
  recordPayment: [saveMessages.recordPayment, msg`Failed to record payment. Please try again.`],
  sendNotification: [saveMessages.sendNotification, msg`Failed to send notification.`],
  updateCourse: [saveMessages.updateCourse, msg`Failed to update course`],
  updateStaff: [saveMessages.updateStaff, msg`Failed to update staff member`],
  updateStudent: [saveMessages.updateStudent, msg`Failed to update student`],
});
