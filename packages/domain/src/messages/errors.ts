// What the server answers when a request cannot be done.

export const errorMessages = {
  notFound: 'Not found',
  studentNotFound: 'Student not found',
  courseNotFound: 'Course not found',
  courseNameTaken: 'A course with this name already exists. Choose another name, or edit that course.',
  emailTaken: 'A user with this email already exists',
  editConflict:
    'Someone else changed this record after you opened it, so your changes were not saved. Reload it to see ' +
    'the current version, then make your changes again.',
  badIfMatch: 'If-Match must be the version in double quotes, such as "3"',
  unknownCourses: 'One or more selected courses do not exist',
  noCourse: 'Select at least one course',
  selectCourse: 'Select a course',
  notEnrolled: 'The student is not enrolled in this course',
  overpayment: 'Amount paid exceeds the outstanding balance',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different payment',
  totalLowered: (current: string) =>
    `Recording a payment cannot lower the total fee of ${current}. To reduce what the student owes, grant a ` +
    'concession with its reason.',
  totalBelowPaid: 'Total fee cannot be less than the amount already paid',
  totalBelowPaidAndConcession: 'Total fee cannot be less than the amount already paid plus the concession granted',
  concessionExceedsDue: 'The concession cannot be more than what is still due',
  entryNotFound: 'Payment or concession not found',
  alreadyReversed: 'This entry has already been reversed',
  reversalOfReversal: 'A reversal cannot itself be reversed',
  lateFeeNotReversible: 'A late fee cannot be reversed: waive it with a concession and its reason',
  futurePaymentDate: 'Payment date cannot be in the future',
  invalidJson: 'The request body is not valid JSON',
  bodyNotObject: 'The request body must be a JSON object',
  unreadableForm: 'The form could not be read: it was cut off or is not multipart/form-data. Please try again.',
  tooManyFormFields: 'The form has more fields than expected',
  badAddress: 'This address is not valid',
  addressTooLong: 'This address is too long',
  internal: 'Something went wrong on the server. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  tooManyStreams: 'Too many pages are showing live notices for this account: close some of them and reload this one.',
  diskFull:
    'The server is running out of disk space, so nothing can be saved right now. Please tell the administrator.',
} as const;
