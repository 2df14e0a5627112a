// What a form says when what it sends could not be saved.

export const addStudent = 'Failed to add student';
export const updateStudent = 'Failed to update student';
export const addCourse = 'Failed to add course. Please try again.';
export const updateCourse = 'Failed to update course';
export const recordPayment = 'Failed to record payment. Please try again.';
export const sendNotification = 'Failed to send notification.';
export const addStaff = 'Failed to add staff member';
export const updateStaff = 'Failed to update staff member';
export const changePassword = 'Failed to change password';
