import { z } from 'zod';
import { learningMessages } from '../messages.js';
import { COURSE_PROGRESS_SORTS, INACTIVE_DAYS_MAX } from '../constants.js';
import { lessonVideo } from '../video.js';
import { idSchema, listQuerySchema, pageSchema, textSchema, versionSchema } from './common.js';

export const LESSON_MINUTES_MAX = 600;
export const LESSON_BODY_MAX = 100_000;

export const chapterFieldsSchema = z.object({ title: textSchema('Chapter title', 200) });
export type ChapterFields = z.infer<typeof chapterFieldsSchema>;

const videoUrlSchema = z
  .string({ error: learningMessages.videoUrl })
  .trim()
  .max(2000, learningMessages.videoUrl)
  .refine((link) => lessonVideo(link) !== undefined, learningMessages.videoUrl);

/** A lesson as staff write it: the body is Markdown; an empty video link or time is none. */
export const lessonFieldsSchema = z.object({
  title: textSchema('Lesson title', 200),
  body: textSchema('Lesson text', LESSON_BODY_MAX, { multiline: true, optional: true }).default(''),
  videoUrl: z.preprocess((value) => (value === '' ? null : value), videoUrlSchema.nullable()).optional(),
  minutes: z
    .number({ error: learningMessages.minutes })
    .int(learningMessages.minutes)
    .min(1, learningMessages.minutes)
    .max(LESSON_MINUTES_MAX, learningMessages.minutes)
    .nullable()
    .optional(),
});
export type LessonFields = z.infer<typeof lessonFieldsSchema>;

/** An edit of a lesson: the fields given change, the others stay. */
export const lessonPatchSchema = lessonFieldsSchema.partial().extend({
  body: textSchema('Lesson text', LESSON_BODY_MAX, { multiline: true, optional: true }).optional(),
});
export type LessonPatch = z.infer<typeof lessonPatchSchema>;

export const chapterSchema = z.object({
  _id: z.uuid(),
  courseId: z.uuid(),
  title: z.string(),
  position: z.number().int(),
  version: versionSchema,
});
export type Chapter = z.infer<typeof chapterSchema>;

export const lessonSchema = z.object({
  _id: z.uuid(),
  chapterId: z.uuid(),
  courseId: z.uuid(),
  title: z.string(),
  body: z.string(),
  videoUrl: z.string().nullable(),
  minutes: z.number().int().nullable(),
  position: z.number().int(),
  version: versionSchema,
});
export type Lesson = z.infer<typeof lessonSchema>;

export const chapterResponseSchema = z.object({ chapter: chapterSchema });
export const lessonResponseSchema = z.object({ lesson: lessonSchema });

/** A file attached to a lesson: downloaded from GET /api/attachments/{_id} by its course's students and teachers. */
export const lessonAttachmentSchema = z.object({
  _id: z.uuid(),
  lessonId: z.uuid(),
  /** The name it was uploaded with, its extension the one its content has. */
  name: z.string(),
  contentType: z.string(),
  /** In bytes. */
  size: z.number().int(),
});
export type LessonAttachment = z.infer<typeof lessonAttachmentSchema>;
export const attachmentResponseSchema = z.object({ attachment: lessonAttachmentSchema });

/** A lesson as its edit form reads it: with its attachments. */
export const lessonWithAttachmentsResponseSchema = lessonResponseSchema.extend({
  attachments: z.array(lessonAttachmentSchema),
});

/** A lesson as the outline lists it: without its text. */
export const outlineLessonSchema = lessonSchema.omit({ body: true });
export type OutlineLesson = z.infer<typeof outlineLessonSchema>;

/** A course's outline as staff edit it: chapters in order, each with its lessons in order. */
export const outlineSchema = z.object({
  courseId: z.uuid(),
  courseName: z.string(),
  chapters: z.array(chapterSchema.extend({ lessons: z.array(outlineLessonSchema) })),
});
export type Outline = z.infer<typeof outlineSchema>;

/**
 * The new order of a course's outline: every chapter of the course once, each with every lesson it is to hold, in
 * order; a lesson may move to another chapter of the course.
 */
export const outlineOrderSchema = z.object({
  chapters: z.array(z.object({ _id: idSchema, lessons: z.array(idSchema).max(1000) })).max(200),
});
export type OutlineOrder = z.infer<typeof outlineOrderSchema>;

/** A lesson as a student's outline lists it: done or not. */
export const studentOutlineLessonSchema = outlineLessonSchema
  .pick({ _id: true, chapterId: true, title: true, minutes: true, position: true })
  .extend({ hasVideo: z.boolean(), completed: z.boolean() });
export type StudentOutlineLesson = z.infer<typeof studentOutlineLessonSchema>;

/** A course's outline as its student works through it, with their progress. */
export const studentOutlineSchema = z.object({
  courseId: z.uuid(),
  courseName: z.string(),
  progress: z.number().int(),
  completedLessons: z.number().int(),
  lessonCount: z.number().int(),
  /** Where Continue Learning goes: the first lesson not done; null when there is none. */
  nextLessonId: z.uuid().nullable(),
  lastLessonId: z.uuid().nullable(),
  chapters: z.array(
    chapterSchema
      .pick({ _id: true, title: true, position: true })
      .extend({ lessons: z.array(studentOutlineLessonSchema) }),
  ),
});
export type StudentOutline = z.infer<typeof studentOutlineSchema>;

/** One lesson as its student reads it, its text as HTML, with the lessons before and after it in the course. */
export const studentLessonSchema = z.object({
  lesson: lessonSchema.omit({ version: true, body: true }).extend({
    /** The Markdown text rendered and sanitised by the server: safe to put in the page as it is. */
    html: z.string(),
    /** How its video link shows (`lessonVideo`): embedded, a plain link, or none. */
    video: z
      .discriminatedUnion('kind', [
        z.object({
          kind: z.literal('embed'),
          provider: z.enum(['YouTube', 'Vimeo']),
          embedUrl: z.string(),
          url: z.string(),
        }),
        z.object({ kind: z.literal('link'), url: z.string() }),
      ])
      .nullable(),
  }),
  courseName: z.string(),
  chapterTitle: z.string(),
  attachments: z.array(lessonAttachmentSchema),
  completed: z.boolean(),
  /**
   * Seconds from this answer until the lesson may be marked done (`lessonDoneWaitMs`): 0 now, more while a lesson with
   * an estimated time was opened only a moment ago. Counted from the answer, so the browser's clock does not matter.
   */
  doneInSeconds: z.number().int().min(0),
  previousLessonId: z.uuid().nullable(),
  nextLessonId: z.uuid().nullable(),
});
export type StudentLesson = z.infer<typeof studentLessonSchema>;

/** A lesson marked done or not done, and the course's progress after it. */
export const completionResponseSchema = z.object({
  completed: z.boolean(),
  progress: z.number().int(),
  completedLessons: z.number().int(),
  lessonCount: z.number().int(),
});
export type CompletionResponse = z.infer<typeof completionResponseSchema>;

export type CourseProgressSort = (typeof COURSE_PROGRESS_SORTS)[number];

/**
 * The staff's view of a course's students: the least done first unless `sort` says otherwise (`-progress` the most
 * done first, `name`, or `lastAccessed`, the longest unopened first); `inactiveDays` keeps those who have not opened a
 * lesson for that many days, or never have; `search` matches name or email.
 */
export const courseProgressQuerySchema = listQuerySchema.extend({
  sort: z.enum(COURSE_PROGRESS_SORTS, { error: learningMessages.sortInvalid }).default('progress'),
  inactiveDays: z.coerce
    .number({ error: learningMessages.inactiveDays })
    .int(learningMessages.inactiveDays)
    .min(1, learningMessages.inactiveDays)
    .max(INACTIVE_DAYS_MAX, learningMessages.inactiveDays)
    .optional(),
});
export type CourseProgressQuery = z.infer<typeof courseProgressQuerySchema>;
export const courseProgressCsvQuerySchema = courseProgressQuerySchema.omit({ page: true, limit: true });

export const studentProgressSchema = z.object({
  studentId: z.uuid(),
  name: z.string(),
  email: z.string(),
  progress: z.number().int(),
  completedLessons: z.number().int(),
  lessonCount: z.number().int(),
  lastAccessed: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;
export const courseProgressPageSchema = pageSchema(studentProgressSchema);

/** The instructors of a course, all at once: whoever is not in the list is no longer one. */
export const courseInstructorsSchema = z.object({ staffIds: z.array(idSchema).max(50) });
export type CourseInstructorsInput = z.infer<typeof courseInstructorsSchema>;

export const courseInstructorSchema = z.object({ _id: z.uuid(), name: z.string(), email: z.string() });
export const courseInstructorsResponseSchema = z.object({ instructors: z.array(courseInstructorSchema) });
export type CourseInstructor = z.infer<typeof courseInstructorSchema>;

/** A course as the staff who teach it list it: with its lessons and students. */
export const teachingCourseSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  category: z.string(),
  lessonCount: z.number().int(),
  students: z.number().int(),
});
export type TeachingCourse = z.infer<typeof teachingCourseSchema>;
export const teachingCoursePageSchema = pageSchema(teachingCourseSchema);

/** A student's certificate of a course: its number, verification code (as printed) and day of issue. */
export const certificateSchema = z.object({ number: z.string(), code: z.string(), issuedOn: z.string() });
export type Certificate = z.infer<typeof certificateSchema>;

/** A student's progress in one of their courses, as the staff who teach it see it, with the certificate if issued. */
export const studentCourseProgressSchema = z.object({
  courseId: z.uuid(),
  courseName: z.string(),
  progress: z.number().int(),
  completedLessons: z.number().int(),
  lessonCount: z.number().int(),
  lastAccessed: z.string().nullable(),
  /** The title of the last lesson opened, while it is in the course. */
  lastLessonTitle: z.string().nullable(),
  completedAt: z.string().nullable(),
  certificate: certificateSchema.extend({ revokedAt: z.string().nullable() }).nullable(),
});
export type StudentCourseProgress = z.infer<typeof studentCourseProgressSchema>;

/** A student and their progress in each course (those the caller teaches), by course name. */
export const studentProgressResponseSchema = z.object({
  student: z.object({ _id: z.uuid(), name: z.string(), email: z.string() }),
  courses: z.array(studentCourseProgressSchema),
});
export type StudentProgressResponse = z.infer<typeof studentProgressResponseSchema>;

/** What the public verification answers: who, what and when, and nothing else. */
export const certificateVerificationSchema = z.object({ name: z.string(), course: z.string(), issuedOn: z.string() });
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const certificateCodeParamsSchema = z.object({ code: z.string().max(40) });

export const certificateRevocationSchema = z.object({ reason: textSchema('Reason', 500) });
