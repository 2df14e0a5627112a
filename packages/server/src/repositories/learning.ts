import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { lessonVideo, type StudentOutline } from '@campus/domain';
import type { Db } from '../db/client.js';
import { chapters, courses, enrollments, lessonCompletions, lessons, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import * as progressRules from './progress-rules-sql.js';

/**
 * The student's enrollment in a course that is not deleted, with the course's name and the enrollment's figures;
 * undefined when the student is not enrolled in it.
 */
export async function findEnrollment(db: Db, studentId: string, courseId: string) {
  const [found] = await db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      completedLessons: enrollments.completedLessons,
      lessonCount: courses.lessonCount,
      progress: progressRules.courseProgress(enrollments.completedLessons, courses.lessonCount),
      lastLessonId: enrollments.lastLessonId,
    })
    .from(enrollments)
    .innerJoin(courses, and(eq(courses.id, enrollments.courseId), isNull(courses.deletedAt)))
    .innerJoin(users, and(eq(users.id, enrollments.studentId), isNull(users.deletedAt)))
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)));
  return found;
}

/** The course's lessons in the outline's order (chapter by chapter), each marked done or not for the student. */
export async function lessonsInOrder(db: Db, studentId: string, courseId: string) {
  const rows = await db
    .select({
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      chapterPosition: chapters.position,
      _id: lessons.id,
      title: lessons.title,
      minutes: lessons.minutes,
      position: lessons.position,
      videoUrl: lessons.videoUrl,
      completed: sql<boolean>`${lessonCompletions.lessonId} is not null`,
    })
    .from(chapters)
    .leftJoin(lessons, eq(lessons.chapterId, chapters.id))
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.lessonId, lessons.id), eq(lessonCompletions.studentId, studentId)),
    )
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(chapters.id), asc(lessons.position), asc(lessons.id));
  return rows;
}

/** The outline as its student sees it, from `lessonsInOrder`. */
export function studentChapters(rows: Awaited<ReturnType<typeof lessonsInOrder>>): StudentOutline['chapters'] {
  const outline: StudentOutline['chapters'] = [];
  for (const row of rows) {
    let chapter = outline.at(-1);
    if (chapter?._id !== row.chapterId) {
      chapter = { _id: row.chapterId, title: row.chapterTitle, position: row.chapterPosition, lessons: [] };
      outline.push(chapter);
    }
    if (row._id === null) continue;
    chapter.lessons.push({
      _id: row._id,
      chapterId: row.chapterId,
      title: row.title!,
      minutes: row.minutes,
      position: row.position!,
      hasVideo: row.videoUrl !== null && lessonVideo(row.videoUrl) !== undefined,
      completed: row.completed,
    });
  }
  return outline;
}

/** A lesson of a course that is not deleted, with its chapter's title and the course's name. */
export async function findLessonOfCourse(db: Db, lessonId: string) {
  const [found] = await db
    .select({ lesson: lessons, chapterTitle: chapters.title, courseName: courses.name })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .innerJoin(courses, and(eq(courses.id, lessons.courseId), isNull(courses.deletedAt)))
    .where(eq(lessons.id, lessonId));
  return found;
}

/** The student opened the lesson: it is their last one, and now their course's last access. */
export async function recordVisit(tx: Tx, studentId: string, courseId: string, lessonId: string, at: Date) {
  await tx
    .update(enrollments)
    .set({ lastLessonId: lessonId, lastAccessed: at })
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)));
}

/** Marks the lesson done for the student; done already stays as it was (its first time). */
export async function insertCompletion(tx: Tx, studentId: string, lesson: { id: string; courseId: string }) {
  await tx
    .insert(lessonCompletions)
    .values({ studentId, lessonId: lesson.id, courseId: lesson.courseId })
    .onConflictDoNothing();
}

export async function deleteCompletion(tx: Tx, studentId: string, lessonId: string) {
  await tx
    .delete(lessonCompletions)
    .where(and(eq(lessonCompletions.studentId, studentId), eq(lessonCompletions.lessonId, lessonId)));
}

export async function isCompleted(db: Db, studentId: string, lessonId: string): Promise<boolean> {
  const [row] = await db
    .select({ lessonId: lessonCompletions.lessonId })
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.studentId, studentId), eq(lessonCompletions.lessonId, lessonId)));
  return row !== undefined;
}
