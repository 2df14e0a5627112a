import {
  learningMessages,
  lessonDoneWaitMs,
  lessonVideo,
  messages,
  minutesToWait,
  nextUnfinishedLesson,
  type CompletionResponse,
  type StudentLesson,
  type StudentOutline,
  type StudentProgressResponse,
} from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { conflict, notFound } from '../lib/errors.js';
import { lessonHtml } from '../lib/markdown.js';
import {
  deleteCompletion,
  findEnrollment,
  findLessonOfCourse,
  firstOpened,
  insertCompletion,
  isCompleted,
  lessonsInOrder,
  recordVisit,
  studentChapters,
  studentCoursesProgress,
} from '../repositories/learning.js';
import { findActiveUser } from '../repositories/users.js';
import { attachmentsOf, findAttachment, toAttachment } from '../repositories/attachments.js';
import { toLesson, type LessonRow } from '../repositories/outlines.js';
import type { ServiceContext } from './context.js';
import { mayTeach, type Teacher } from './teaching.js';

/** The outline of a course the student is enrolled in, with what they have done and where to continue. */
export async function studentOutline({ db }: ServiceContext, studentId: string, courseId: string) {
  const enrollment = await findEnrollment(db, studentId, courseId);
  if (!enrollment) throw notFound(messages.errors.courseNotFound);
  const chapters = studentChapters(await lessonsInOrder(db, studentId, courseId));
  const next = nextUnfinishedLesson(chapters.flatMap((chapter) => chapter.lessons));
  return {
    courseId,
    courseName: enrollment.courseName,
    progress: enrollment.progress,
    completedLessons: enrollment.completedLessons,
    lessonCount: enrollment.lessonCount,
    nextLessonId: next?._id ?? null,
    lastLessonId: enrollment.lastLessonId,
    chapters,
  } satisfies StudentOutline;
}

/**
 * A lesson of the student's, which they are enrolled in the course of: a lesson of another course is not found, as if
 * it did not exist.
 */
async function studentsLesson({ db }: ServiceContext, studentId: string, lessonId: string) {
  const found = await findLessonOfCourse(db, lessonId);
  const enrollment = found && (await findEnrollment(db, studentId, found.lesson.courseId));
  if (!found || !enrollment) throw notFound(learningMessages.lessonNotFound);
  return { ...found, enrollment };
}

/** Opens a lesson: its text and neighbours, and it becomes the student's last lesson of the course. */
export async function openLesson(context: ServiceContext, studentId: string, lessonId: string): Promise<StudentLesson> {
  const { lesson, chapterTitle, courseName } = await studentsLesson(context, studentId, lessonId);
  const [rows, attachments] = await Promise.all([
    lessonsInOrder(context.db, studentId, lesson.courseId),
    attachmentsOf(context.db, lesson.id),
  ]);
  const order = rows.filter((row) => row._id !== null);
  const at = order.findIndex((row) => row._id === lesson.id);
  const now = context.now();
  const opened = await recordVisit(context.db, studentId, lesson.courseId, lesson.id, now);
  const { version: _version, body, ...shown } = toLesson(lesson);
  return {
    lesson: { ...shown, html: lessonHtml(body), video: (shown.videoUrl && lessonVideo(shown.videoUrl)) || null },
    courseName,
    chapterTitle,
    attachments,
    completed: order[at]?.completed ?? false,
    doneInSeconds: Math.ceil(lessonDoneWaitMs(opened, lesson.minutes, now)! / 1000),
    previousLessonId: order[at - 1]?._id ?? null,
    nextLessonId: order[at + 1]?._id ?? null,
  };
}

/**
 * Refuses to mark a lesson done that the student has not opened, or, with an estimated time, opened only a moment ago
 * (`lessonDoneWaitMs`): certificates rest on lessons done, not on a button pressed eight times. Done already is done.
 */
async function refuseUnstudied({ db }: ServiceContext, studentId: string, lesson: LessonRow, now: Date) {
  const [opened, completed] = await Promise.all([
    firstOpened(db, studentId, lesson.id),
    isCompleted(db, studentId, lesson.id),
  ]);
  if (completed) return;
  const waitMs = lessonDoneWaitMs(opened ?? null, lesson.minutes, now);
  if (waitMs === undefined) throw conflict(learningMessages.lessonNotOpened);
  if (waitMs > 0) throw conflict(learningMessages.lessonDoneIn(minutesToWait(waitMs)));
}

/** Marks a lesson done (`done`) or not done for the student; the course's progress after it. */
export async function setCompletion(
  context: ServiceContext,
  studentId: string,
  lessonId: string,
  done: boolean,
): Promise<CompletionResponse> {
  const { lesson } = await studentsLesson(context, studentId, lessonId);
  const now = context.now();
  if (done) await refuseUnstudied(context, studentId, lesson, now);
  await transaction(context.db, (tx) =>
    done ? insertCompletion(tx, studentId, lesson, now) : deleteCompletion(tx, studentId, lesson.id),
  );
  const after = await findEnrollment(context.db, studentId, lesson.courseId);
  if (!after) throw notFound(learningMessages.lessonNotFound);
  return {
    completed: done,
    progress: after.progress,
    completedLessons: after.completedLessons,
    lessonCount: after.lessonCount,
  };
}

/**
 * An attachment as its download sends it: to a student enrolled in its course, or to whoever teaches it; to anyone
 * else it is not found, as if it did not exist.
 */
export async function attachmentFile(context: ServiceContext, user: Teacher, id: string) {
  const found = await findAttachment(context.db, id);
  if (!found) throw notFound(learningMessages.attachmentNotFound);
  const allowed =
    user.role === 'student'
      ? (await findEnrollment(context.db, user.id, found.courseId)) !== undefined
      : await mayTeach(context.db, user, found.courseId);
  if (!allowed) throw notFound(learningMessages.attachmentNotFound);
  const file = await context.storage.readPrivate(found.attachment.storageKey);
  if (!file) throw notFound(learningMessages.attachmentNotFound);
  return { attachment: toAttachment(found.attachment), file };
}

/**
 * A student's progress in each course, for an admin; for an instructor, in the courses they teach, and a student not
 * in any of them is not found (as if they did not exist).
 */
export async function studentProgressForStaff(
  { db }: ServiceContext,
  teacher: Teacher,
  studentId: string,
): Promise<StudentProgressResponse> {
  const student = await findActiveUser(db, studentId, 'student');
  if (!student) throw notFound(messages.errors.studentNotFound);
  const courses = await studentCoursesProgress(db, studentId, teacher.role === 'admin' ? undefined : teacher.id);
  if (teacher.role !== 'admin' && courses.length === 0) throw notFound(messages.errors.studentNotFound);
  return { student: { _id: student.id, name: student.name, email: student.email }, courses };
}
