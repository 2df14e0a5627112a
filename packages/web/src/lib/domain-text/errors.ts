import { msg } from '@lingui/core/macro';
import { errorMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('errors', {
  addressTooLong: [errorMessages.addressTooLong, msg`This address is too long`],
  alreadyReversed: [errorMessages.alreadyReversed, msg`This entry has already been reversed`],
  badAddress: [errorMessages.badAddress, msg`This address is not valid`],
  badIfMatch: [errorMessages.badIfMatch, msg`If-Match must be the version in double quotes, such as "3"`],
  bodyNotObject: [errorMessages.bodyNotObject, msg`The request body must be a JSON object`],
  concessionExceedsDue: [errorMessages.concessionExceedsDue, msg`The concession cannot be more than what is still due`],
  courseNameTaken: [
    errorMessages.courseNameTaken,
    msg`A course with this name already exists. Choose another name, or edit that course.`,
  ],
  courseNotFound: [errorMessages.courseNotFound, msg`Course not found`],
  diskFull: [
    errorMessages.diskFull,
    msg`The server is running out of disk space, so nothing can be saved right now. Please tell the administrator.`,
  ],
  editConflict: [
    errorMessages.editConflict,
    msg`Someone else changed this record after you opened it, so your changes were not saved. Reload it to see the current version, then make your changes again.`,
  ],
  emailTaken: [errorMessages.emailTaken, msg`A user with this email already exists`],
  entryNotFound: [errorMessages.entryNotFound, msg`Payment or concession not found`],
  futurePaymentDate: [errorMessages.futurePaymentDate, msg`Payment date cannot be in the future`],
  idempotencyKeyReused: [
    errorMessages.idempotencyKeyReused,
    msg`This Idempotency-Key was already used for a different payment`,
  ],
  internal: [errorMessages.internal, msg`Something went wrong on the server. Please try again.`],
  invalidJson: [errorMessages.invalidJson, msg`The request body is not valid JSON`],
  lateFeeNotReversible: [
    errorMessages.lateFeeNotReversible,
    msg`A late fee cannot be reversed: waive it with a concession and its reason`,
  ],
  noCourse: [errorMessages.noCourse, msg`Select at least one course`],
  notEnrolled: [errorMessages.notEnrolled, msg`The student is not enrolled in this course`],
  notFound: [errorMessages.notFound, msg`Not found`],
  overpayment: [errorMessages.overpayment, msg`Amount paid exceeds the outstanding balance`],
  reversalOfReversal: [errorMessages.reversalOfReversal, msg`A reversal cannot itself be reversed`],
  selectCourse: [errorMessages.selectCourse, msg`Select a course`],
  studentNotFound: [errorMessages.studentNotFound, msg`Student not found`],
  tooManyFormFields: [errorMessages.tooManyFormFields, msg`The form has more fields than expected`],
  tooManyStreams: [
    errorMessages.tooManyStreams,
    msg`Too many pages are showing live notices for this account: close some of them and reload this one.`,
  ],
  totalBelowPaid: [errorMessages.totalBelowPaid, msg`Total fee cannot be less than the amount already paid`],
  totalBelowPaidAndConcession: [
    errorMessages.totalBelowPaidAndConcession,
    msg`Total fee cannot be less than the amount already paid plus the concession granted`,
  ],
  unavailable: [errorMessages.unavailable, msg`The service is temporarily unavailable. Please try again shortly.`],
  unknownCourses: [errorMessages.unknownCourses, msg`One or more selected courses do not exist`],
  unreadableForm: [
    errorMessages.unreadableForm,
    msg`The form could not be read: it was cut off or is not multipart/form-data. Please try again.`,
  ],
});
