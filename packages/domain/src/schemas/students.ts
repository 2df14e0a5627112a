import { z } from 'zod';
import { EARLIEST_DATE_OF_BIRTH } from '../constants.js';
import { errorMessages, inputMessages } from '../messages.js';
import { PHONE_SHAPE, STUDENT_NAME_MAX_LENGTH } from '../students.js';
import { emailSchema, idSchema, isoDateSchema, textSchema, versionSchema } from './common.js';
import { enrolledCourseSchema } from './courses.js';
import { guardianFieldsSchema, studentGuardianSchema } from './guardians.js';
import { ROLES } from '../roles.js';

/** A student's details (`readNewStudent`, `dateOfBirthProblem`). */
export const studentFieldsSchema = z.object({
  name: textSchema('Name', STUDENT_NAME_MAX_LENGTH),
  email: emailSchema,
  phone: z
    .string({ error: inputMessages.required('Phone') })
    .trim()
    .min(1, inputMessages.required('Phone'))
    .regex(PHONE_SHAPE, inputMessages.phoneInvalid),
  dob: isoDateSchema
    .refine((value) => value >= EARLIEST_DATE_OF_BIRTH, inputMessages.dateOfBirthTooEarly(EARLIEST_DATE_OF_BIRTH))
    .refine((value) => value < new Date().toISOString().slice(0, 10), inputMessages.dateOfBirthNotPast),
});
export type StudentFields = z.infer<typeof studentFieldsSchema>;

/** A list of course ids; repeats count once. */
export const courseIdsSchema = z
  .array(idSchema, { error: 'Courses must be a list of course ids' })
  .max(100, 'Too many courses')
  .transform((ids) => [...new Set(ids)]);

/** The sections to enrol in, by id: at most one of each course, the others' enrolments going to their main sections. */
export const sectionIdsSchema = z
  .array(idSchema, { error: 'Sections must be a list of section ids' })
  .max(100, 'Too many sections')
  .transform((ids) => [...new Set(ids)]);

/**
 * Every student is enrolled in at least one course, when added and after every edit: one who finished keeps their
 * completed courses, one who left is deleted.
 */
const hasCourse = (courses: string[]) => courses.length > 0;

/**
 * A new student: the add page sends a single `course`, older clients a `courses` list. Both end up in `courses`.
 * `sections` (or a single `section`) name sections of them to enrol in; each other course's enrolment is in its main
 * section. Both end up in `sections`.
 */
export const createStudentSchema = studentFieldsSchema
  .extend({
    course: z.uuid({ error: errorMessages.selectCourse }).optional(),
    courses: courseIdsSchema.optional(),
    section: idSchema.optional(),
    sections: sectionIdsSchema.optional(),
    /** A first guardian (#44), given or linked as POST /api/admin/users/{studentId}/guardians does. */
    guardian: guardianFieldsSchema.optional(),
  })
  .transform(({ course, courses = [], section, sections = [], ...fields }) => ({
    ...fields,
    courses: course && !courses.includes(course) ? [course, ...courses] : courses,
    sections: section && !sections.includes(section) ? [section, ...sections] : sections,
  }))
  .refine((student) => hasCourse(student.courses), { error: errorMessages.selectCourse, path: ['course'] });
export type CreateStudentInput = z.input<typeof createStudentSchema>;

/**
 * Editing a student: `courses` is the complete new list; `sections` name sections of the courses they are being
 * enrolled in (those they have keep their section: students are moved between sections on the course's Sections page).
 */
export const updateStudentSchema = studentFieldsSchema.extend({
  courses: courseIdsSchema.refine(hasCourse, errorMessages.noCourse),
  sections: sectionIdsSchema.default([]),
});
export type UpdateStudentInput = z.infer<typeof updateStudentSchema>;

export const userSchema = z.object({
  _id: z.uuid(),
  /** The short number the student ID is written with (`studentNumberText`). */
  number: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dob: z.string().nullable(),
  role: z.enum(ROLES),
  profilePicture: z.string().nullable(),
  program: z.string().nullable(),
  batch: z.string().nullable(),
  createdAt: z.string(),
  version: versionSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * A row of the students list: the user with the ids and names of their courses, never their date of birth (a
 * student's sign-in secret): only an admin reads it, on one student at a time (`studentSchema`).
 */
export const studentListItemSchema = userSchema.omit({ dob: true }).extend({
  enrolledCourses: z.array(z.object({ _id: z.uuid(), name: z.string() })),
});
export type StudentListItem = z.infer<typeof studentListItemSchema>;

/** One student as an admin edits them: the list row with the date of birth. */
export const studentSchema = studentListItemSchema.extend({ dob: z.string().nullable() });
export type Student = z.infer<typeof studentSchema>;

/** What reading, adding or editing one student answers (admins only). */
export const studentResponseSchema = z.object({ user: studentSchema });

/** GET /users/full-me: the signed-in student with fee and course figures. */
export const studentMeSchema = userSchema.extend({
  enrolledCourses: z.array(enrolledCourseSchema),
  completedCourses: z.number().int(),
  totalCourses: z.number().int(),
  feePaid: z.number().int(),
  /** What there is to pay across the accounts: their totals and late fees less the concessions. */
  feeTotal: z.number().int(),
  feeConcession: z.number().int(),
  /** The late fees charged across the accounts (in feeTotal). */
  feeLateFee: z.number().int(),
  nextFeeDue: z.string().nullable(),
  /** Who the student's guardians are (#44), by name. */
  guardians: z.array(studentGuardianSchema),
});
export type StudentMe = z.infer<typeof studentMeSchema>;

export const profilePictureResponseSchema = z.object({ profilePicture: z.string() });
