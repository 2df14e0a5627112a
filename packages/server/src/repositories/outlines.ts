import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Chapter, ChapterFields, Lesson, LessonFields, LessonPatch, Outline, OutlineLesson } from '@campus/domain';
import type { Db } from '../db/client.js';
import { preparedQuery } from '../db/prepared.js';
import { chapters, courses, enrollments, lessonAttachments, lessons } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import * as progressRules from './progress-rules-sql.js';

export type ChapterRow = typeof chapters.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;

export const toChapter = (row: ChapterRow): Chapter => ({
  _id: row.id,
  courseId: row.courseId,
  title: row.title,
  position: row.position,
  version: row.version,
});

export const toLesson = (row: LessonRow): Lesson => ({
  _id: row.id,
  chapterId: row.chapterId,
  courseId: row.courseId,
  title: row.title,
  body: row.body,
  videoUrl: row.videoUrl,
  minutes: row.minutes,
  position: row.position,
  version: row.version,
});

const toOutlineLesson = ({ body: _body, ...lesson }: Lesson): OutlineLesson => lesson;

/** A chapter with its course's name, when the course is not deleted. */
export async function findChapter(db: Db, id: string) {
  const [found] = await db
    .select({ chapter: chapters, courseName: courses.name })
    .from(chapters)
    .innerJoin(courses, and(eq(courses.id, chapters.courseId), isNull(courses.deletedAt)))
    .where(eq(chapters.id, id));
  return found;
}

/** A lesson with its course's name, when the course is not deleted. */
export const findLesson = async (db: Db, id: string) => (await lessonWithCourse(db, { id }))[0];

const lessonWithCourse = preparedQuery('lesson_with_course', (db) =>
  db
    .select({ lesson: lessons, courseName: courses.name })
    .from(lessons)
    .innerJoin(courses, and(eq(courses.id, lessons.courseId), isNull(courses.deletedAt)))
    .where(eq(lessons.id, sql.placeholder('id'))),
);

/** Adds a chapter after the course's last one; the caller holds the course's lock. */
export async function insertChapter(tx: Tx, courseId: string, { title }: ChapterFields) {
  const [chapter] = await tx
    .insert(chapters)
    .values({
      courseId,
      title,
      position: sql`(select coalesce(max(${chapters.position}) + 1, 0) from ${chapters} where ${chapters.courseId} = ${courseId})`,
    })
    .returning();
  return chapter!;
}

export async function updateChapter(tx: Tx, id: string, { title }: ChapterFields) {
  const [chapter] = await tx
    .update(chapters)
    .set({ title, version: sql`${chapters.version} + 1` })
    .where(eq(chapters.id, id))
    .returning();
  return chapter!;
}

/** Deletes a chapter with its lessons (and their completions) at `at`; how many lessons it had. */
export async function deleteChapter(tx: Tx, id: string, at: Date): Promise<number> {
  const removed = await tx
    .delete(lessons)
    .where(eq(lessons.chapterId, id))
    .returning({ id: lessons.id, courseId: lessons.courseId });
  await tx.delete(chapters).where(eq(chapters.id, id));
  if (removed[0]) await completeByDeletion(tx, removed[0].courseId, at);
  return removed.length;
}

/** Adds a lesson after the chapter's last one; the caller holds the course's lock. */
export async function insertLesson(tx: Tx, chapter: ChapterRow, fields: LessonFields) {
  const [lesson] = await tx
    .insert(lessons)
    .values({
      chapterId: chapter.id,
      courseId: chapter.courseId,
      title: fields.title,
      body: fields.body,
      videoUrl: fields.videoUrl ?? null,
      minutes: fields.minutes ?? null,
      position: sql`(select coalesce(max(${lessons.position}) + 1, 0) from ${lessons} where ${lessons.chapterId} = ${chapter.id})`,
    })
    .returning();
  return lesson!;
}

export async function updateLesson(tx: Tx, id: string, patch: LessonPatch) {
  const [lesson] = await tx
    .update(lessons)
    .set({ ...patch, version: sql`${lessons.version} + 1` })
    .where(eq(lessons.id, id))
    .returning();
  return lesson!;
}

/** Deletes a lesson (and its completions) at `at`. */
export async function deleteLesson(tx: Tx, id: string, at: Date) {
  const [removed] = await tx.delete(lessons).where(eq(lessons.id, id)).returning({ courseId: lessons.courseId });
  if (removed) await completeByDeletion(tx, removed.courseId, at);
}

/**
 * The students for whom the deleted lessons were the last not done have now completed the course, at `at`: the
 * completion triggers only see a lesson completed, so the deletion dates them. A completion time already there (a
 * lesson added after it, now deleted again) stays.
 */
async function completeByDeletion(tx: Tx, courseId: string, at: Date) {
  const lessonCount = sql`(select ${courses.lessonCount} from ${courses} where ${courses.id} = ${courseId})`;
  await tx
    .update(enrollments)
    .set({ completedAt: at })
    .where(
      and(
        eq(enrollments.courseId, courseId),
        isNull(enrollments.completedAt),
        progressRules.isCourseComplete(enrollments.completedLessons, lessonCount),
      ),
    );
}

/** The course's chapters and lessons in order (lessons without their text). */
export async function readOutline(db: Db, courseId: string): Promise<Outline['chapters']> {
  const [chapterRows, lessonRows] = await Promise.all([
    db.select().from(chapters).where(eq(chapters.courseId, courseId)).orderBy(asc(chapters.position), asc(chapters.id)),
    db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position), asc(lessons.id)),
  ]);
  return chapterRows.map((chapter) => ({
    ...toChapter(chapter),
    lessons: lessonRows
      .filter((lesson) => lesson.chapterId === chapter.id)
      .map((row) => toOutlineLesson(toLesson(row))),
  }));
}

/** Puts the chapters and lessons in the order given (the caller checked it holds exactly the course's). */
export async function reorderOutline(tx: Tx, order: { _id: string; lessons: string[] }[]) {
  if (order.length === 0) return;
  const chapterRows = order.map((chapter, position) => sql`(${chapter._id}::uuid, ${position}::int)`);
  await tx.execute(sql`
    update ${chapters} set position = v.position
    from (values ${sql.join(chapterRows, sql`, `)}) as v(id, position)
    where ${chapters.id} = v.id`);
  const lessonRows = order.flatMap((chapter) =>
    chapter.lessons.map((id, position) => sql`(${id}::uuid, ${chapter._id}::uuid, ${position}::int)`),
  );
  if (lessonRows.length === 0) return;
  await tx.execute(sql`
    update ${lessons} set chapter_id = v.chapter_id, position = v.position
    from (values ${sql.join(lessonRows, sql`, `)}) as v(id, chapter_id, position)
    where ${lessons.id} = v.id`);
}

/** The ids of the course's chapters and of their lessons. */
export async function outlineIds(tx: Tx, courseId: string) {
  const chapterRows = await tx
    .select({ id: chapters.id, title: chapters.title })
    .from(chapters)
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(chapters.id));
  const lessonRows = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId));
  return { chapters: chapterRows, lessons: lessonRows.map((lesson) => lesson.id) };
}

/** Rows are written this many at a time: a lesson has 7 values, far below PostgreSQL's 65,535 parameters. */
const COPY_BATCH = 500;

/**
 * Copies a course's chapters and lessons, in their order, and its lessons' attachments (naming the same stored
 * files) into another course; how many chapters and lessons it copied. New ids are made here, so that each copied
 * lesson knows its copied chapter.
 */
export async function copyOutline(tx: Tx, fromCourseId: string, toCourseId: string) {
  const [chapterRows, lessonRows, attachmentRows] = await Promise.all([
    tx.select().from(chapters).where(eq(chapters.courseId, fromCourseId)),
    tx.select().from(lessons).where(eq(lessons.courseId, fromCourseId)),
    tx
      .select({ attachment: lessonAttachments })
      .from(lessonAttachments)
      .innerJoin(lessons, eq(lessons.id, lessonAttachments.lessonId))
      .where(eq(lessons.courseId, fromCourseId)),
  ]);
  const chapterIds = new Map(chapterRows.map((chapter) => [chapter.id, randomUUID()]));
  const lessonIds = new Map(lessonRows.map((lesson) => [lesson.id, randomUUID()]));
  const batches = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / COPY_BATCH) }, (_, i) =>
      rows.slice(i * COPY_BATCH, (i + 1) * COPY_BATCH),
    );

  for (const batch of batches(chapterRows)) {
    await tx.insert(chapters).values(
      batch.map((chapter) => ({
        id: chapterIds.get(chapter.id)!,
        courseId: toCourseId,
        title: chapter.title,
        position: chapter.position,
      })),
    );
  }
  for (const batch of batches(lessonRows)) {
    await tx.insert(lessons).values(
      batch.map((lesson) => ({
        id: lessonIds.get(lesson.id)!,
        chapterId: chapterIds.get(lesson.chapterId)!,
        courseId: toCourseId,
        title: lesson.title,
        body: lesson.body,
        videoUrl: lesson.videoUrl,
        minutes: lesson.minutes,
        position: lesson.position,
      })),
    );
  }
  for (const batch of batches(attachmentRows)) {
    await tx.insert(lessonAttachments).values(
      batch.map(({ attachment: { id: _id, lessonId, ...file } }) => ({
        ...file,
        lessonId: lessonIds.get(lessonId)!,
      })),
    );
  }
  return { chapters: chapterRows.length, lessons: lessonRows.length };
}
