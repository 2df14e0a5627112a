import { EARLIEST_DATE_OF_BIRTH } from './constants.js';
import { DATE_SHAPE, isRealDate } from './dates.js';
import { errorMessages, inputMessages, loginMessages } from './messages.js';
import { emailProblem } from './sign-in.js';
import { readText } from './text.js';

// A new student's rules as plain functions: `studentFieldsSchema` and `createStudentSchema` (schemas/students.ts) check
// the same with the same messages, and the add-student form checks with these without loading zod.

export const STUDENT_NAME_MAX_LENGTH = 100;
/** A phone number as people write it: digits, with spaces or dashes between them, and a + before a country code. */
export const PHONE_SHAPE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

/** Why a date of birth (YYYY-MM-DD) cannot be one, or null: a real date from EARLIEST_DATE_OF_BIRTH, before today. */
export function dateOfBirthProblem(dob: string, today = new Date().toISOString().slice(0, 10)): string | null {
  if (!DATE_SHAPE.test(dob)) return inputMessages.dateFormat;
  if (!isRealDate(dob)) return inputMessages.dateDoesNotExist(dob);
  if (dob < EARLIEST_DATE_OF_BIRTH) return inputMessages.dateOfBirthTooEarly(EARLIEST_DATE_OF_BIRTH);
  return dob < today ? null : inputMessages.dateOfBirthNotPast;
}

/** The add-student form's fields: the details, and the one course the student starts with. */
export interface NewStudentFields {
  name: string;
  email: string;
  phone: string;
  dob: string;
  course: string;
}

/**
 * The student as sent (the texts trimmed, the email in lower case), or why each field that cannot be sent is refused
 * (its first reason, as the schemas give it). A form's empty date of birth is missing rather than badly written.
 */
export function readNewStudent(
  fields: NewStudentFields,
  today?: string,
): { student: NewStudentFields } | { problems: Partial<NewStudentFields> } {
  const problems: Partial<NewStudentFields> = {};
  const name = readText(fields.name, 'Name', STUDENT_NAME_MAX_LENGTH);
  if ('problem' in name) problems.name = name.problem;
  const emailRefused = emailProblem(fields.email);
  if (emailRefused) problems.email = emailRefused;
  const phone = fields.phone.trim();
  if (phone === '') problems.phone = inputMessages.required('Phone');
  else if (!PHONE_SHAPE.test(phone)) problems.phone = inputMessages.phoneInvalid;
  const { dob } = fields;
  const dobRefused = dob === '' ? loginMessages.dateOfBirthRequired : dateOfBirthProblem(dob, today);
  if (dobRefused) problems.dob = dobRefused;
  if (fields.course === '') problems.course = errorMessages.selectCourse;
  if ('problem' in name || Object.keys(problems).length > 0) return { problems };
  return { student: { name: name.text, email: fields.email.trim().toLowerCase(), phone, dob, course: fields.course } };
}
