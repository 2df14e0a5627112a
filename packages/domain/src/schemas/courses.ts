import { z } from 'zod';
import { pageSchema, paiseSchema, textSchema, versionSchema } from './common.js';

export const MAX_COURSE_WEEKS = 520;

export const courseFieldsSchema = z.object({
  name: textSchema('Course name', 200),
  description: textSchema('Description', 5000, { multiline: true }),
  duration: z
    .number({ error: 'Duration is required' })
    .min(1, 'Duration must be at least 1 week')
    .max(MAX_COURSE_WEEKS, 'Duration is too long')
    .int('Duration is a whole number of weeks'),
  price: paiseSchema,
  category: textSchema('Category', 100),
});
export type CourseFields = z.infer<typeof courseFieldsSchema>;

/** A copy of a course: its fields, outline, lessons' files and instructors, under a name of its own. */
export const courseCopySchema = courseFieldsSchema.pick({ name: true });
export type CourseCopy = z.infer<typeof courseCopySchema>;

export const courseSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.string(),
  duration: z.number().int(),
  price: z.number().int(),
  category: z.string(),
  image: z.string().nullable(),
  enrolledStudents: z.number().int(),
  createdAt: z.string(),
  version: versionSchema,
});
export type Course = z.infer<typeof courseSchema>;

export const coursePageSchema = pageSchema(courseSchema);

export const courseResponseSchema = z.object({ course: courseSchema });

/** A course as the enrolled student sees it: with their own progress. */
export const enrolledCourseSchema = courseSchema.omit({ enrolledStudents: true }).extend({
  progress: z.number().int(),
  /** The lessons of its outline: none, and Continue Learning has nothing to open. */
  lessonCount: z.number().int(),
  lastAccessed: z.string().nullable(),
  enrolledAt: z.string(),
});
export type EnrolledCourse = z.infer<typeof enrolledCourseSchema>;
