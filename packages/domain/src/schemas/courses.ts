import { z } from 'zod';
import { pageSchema, paiseSchema } from './common.js';

export const MAX_COURSE_WEEKS = 520;

export const courseFieldsSchema = z.object({
  name: z
    .string({ error: 'Course name is required' })
    .trim()
    .min(1, 'Course name is required')
    .max(200, 'Course name is too long'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description is too long'),
  duration: z
    .number({ error: 'Duration is required' })
    .int('Duration is a whole number of weeks')
    .min(1, 'Duration must be at least 1 week')
    .max(MAX_COURSE_WEEKS, 'Duration is too long'),
  price: paiseSchema,
  category: z
    .string({ error: 'Category is required' })
    .trim()
    .min(1, 'Category is required')
    .max(100, 'Category is too long'),
});
export type CourseFields = z.infer<typeof courseFieldsSchema>;

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
});
export type Course = z.infer<typeof courseSchema>;

export const coursePageSchema = pageSchema(courseSchema);

export const courseResponseSchema = z.object({ course: courseSchema });

/** A course as the enrolled student sees it: with their own progress. */
export const enrolledCourseSchema = courseSchema.omit({ enrolledStudents: true }).extend({
  progress: z.number().int(),
  lastAccessed: z.string().nullable(),
  enrolledAt: z.string(),
});
export type EnrolledCourse = z.infer<typeof enrolledCourseSchema>;
