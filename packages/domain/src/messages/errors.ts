// What the server answers when a request cannot be done.

export const notFound = 'Not found';
export const studentNotFound = 'Student not found';
export const courseNotFound = 'Course not found';
export const courseNameTaken = 'A course with this name already exists. Choose another name, or edit that course.';
export const emailTaken = 'A user with this email already exists';
export const editConflict =
  'Someone else changed this record after you opened it, so your changes were not saved. Reload it to see ' +
  'the current version, then make your changes again.';
export const badIfMatch = 'If-Match must be the version in double quotes, such as "3"';
export const unknownCourses = 'One or more selected courses do not exist';
export const noCourse = 'Select at least one course';
export const selectCourse = 'Select a course';
export const notEnrolled = 'The student is not enrolled in this course';
export const overpayment = 'Amount paid exceeds the outstanding balance';
export const idempotencyKeyReused = 'This Idempotency-Key was already used for a different payment';
export const totalLowered = (current: string) =>
  `Recording a payment cannot lower the total fee of ${current}. To reduce what the student owes, grant a ` +
  'concession with its reason.';
export const totalBelowPaid = 'Total fee cannot be less than the amount already paid';
export const totalBelowPaidAndConcession =
  'Total fee cannot be less than the amount already paid plus the concession granted';
export const concessionExceedsDue = 'The concession cannot be more than what is still due';
export const entryNotFound = 'Payment or concession not found';
export const alreadyReversed = 'This entry has already been reversed';
export const reversalOfReversal = 'A reversal cannot itself be reversed';
export const lateFeeNotReversible = 'A late fee cannot be reversed: waive it with a concession and its reason';
export const futurePaymentDate = 'Payment date cannot be in the future';
export const invalidJson = 'The request body is not valid JSON';
export const bodyNotObject = 'The request body must be a JSON object';
export const unreadableForm =
  'The form could not be read: it was cut off or is not multipart/form-data. Please try again.';
export const tooManyFormFields = 'The form has more fields than expected';
export const badAddress = 'This address is not valid';
export const addressTooLong = 'This address is too long';
export const internal = 'Something went wrong on the server. Please try again.';
export const unavailable = 'The service is temporarily unavailable. Please try again shortly.';
export const tooManyStreams =
  'Too many pages are showing live notices for this account: close some of them and reload this one.';
export const diskFull =
  'The server is running out of disk space, so nothing can be saved right now. Please tell the administrator.';
