import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { studentFieldsSchema, updateStudentSchema } from '@campus/domain';

/** An empty date of birth is reported as missing rather than as a badly formatted date. */
const dob = z.string().trim().min(1, 'Date of birth is required').pipe(studentFieldsSchema.shape.dob);

/** The add page: the student's details and the one course they start with (spec §5). */
export const addStudentFormSchema = studentFieldsSchema.extend({
  dob,
  course: z.uuid({ error: 'Select a course' }),
});
export type AddStudentFormInput = z.input<typeof addStudentFormSchema>;

/** The edit modal: the details and the complete list of courses (at least one). */
export const editStudentFormSchema = updateStudentSchema.extend({ dob });
export type EditStudentFormInput = z.input<typeof editStudentFormSchema>;

// Loaded once the add page has painted (lib/lazy-resolver.ts): zod is not part of the page's first load.
export const addStudentResolver = zodResolver(addStudentFormSchema);
