import { z } from 'zod';
import { loginMessages, studentFieldsSchema, updateStudentSchema } from '@campus/domain';

/** An empty date of birth is reported as missing rather than as a badly formatted date. */
const dob = z.string().trim().min(1, loginMessages.dateOfBirthRequired).pipe(studentFieldsSchema.shape.dob);

/** The edit modal: the details and the complete list of courses (at least one). */
export const editStudentFormSchema = updateStudentSchema.extend({ dob });
export type EditStudentFormInput = z.input<typeof editStudentFormSchema>;
