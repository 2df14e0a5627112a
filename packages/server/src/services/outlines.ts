import {
  LESSON_ATTACHMENTS_MAX,
  learningMessages,
  auditSummaries,
  messages,
  type Chapter,
  type ChapterFields,
  type Lesson,
  type LessonAttachment,
  type LessonFields,
  type LessonPatch,
  type OutlineOrder,
} from '@campus/domain';
import { transaction, type Tx } from '../db/transaction.js';
import { changesBetween, type AuditSnapshot } from '../lib/audit-changes.js';
import { checkAttachment } from '../lib/attachments.js';
import { badRequest, conflict, notFound, refuseStaleEdit } from '../lib/errors.js';
import {
  attachmentKeysOf,
  countAttachments,
  deleteAttachment,
  findAttachment,
  insertAttachment,
  toAttachment,
  unusedKeys,
} from '../repositories/attachments.js';
import { recordEvent } from '../repositories/audit.js';
import { lockActiveCourse } from '../repositories/courses.js';
import {
  deleteChapter,
  deleteLesson,
  findChapter,
  findLesson,
  insertChapter,
  insertLesson,
  outlineIds,
  reorderOutline,
  toChapter,
  toLesson,
  updateChapter,
  updateLesson,
  type LessonRow,
} from '../repositories/outlines.js';
import type { ServiceContext } from './context.js';
import { requireTeaching, type Teacher } from './teaching.js';

/**
 * Every change to an outline locks its course first: changes to one outline happen one at a time (positions are
 * taken from what is there), and a course deleted meanwhile is not changed.
 */
async function lockCourse(tx: Tx, teacher: Teacher, courseId: string) {
  await requireTeaching(tx, teacher, courseId);
  const course = await lockActiveCourse(tx, courseId);
  if (!course) throw notFound(messages.errors.courseNotFound);
  return course;
}

const auditedLesson = (lesson: LessonRow): AuditSnapshot => ({
  title: lesson.title,
  body: lesson.body,
  videoUrl: lesson.videoUrl,
  minutes: lesson.minutes,
});

export async function addChapter({ db }: ServiceContext, teacher: Teacher, courseId: string, fields: ChapterFields) {
  return transaction(db, async (tx): Promise<Chapter> => {
    const course = await lockCourse(tx, teacher, courseId);
    const chapter = await insertChapter(tx, courseId, fields);
    await recordEvent(tx, {
      actor: { id: teacher.id },
      action: 'chapter.created',
      entityType: 'chapter',
      entityId: chapter.id,
      summary: auditSummaries.chapterCreated(chapter.title, course.name),
      changes: changesBetween(undefined, { title: chapter.title }),
    });
    return toChapter(chapter);
  });
}

/** The chapter, under its course's lock; 404 when it, or its course, is gone. */
async function lockedChapter(tx: Tx, teacher: Teacher, id: string) {
  const found = await findChapter(tx, id);
  if (!found) throw notFound(learningMessages.chapterNotFound);
  const course = await lockCourse(tx, teacher, found.chapter.courseId);
  // Read again under the lock: deleted or changed while this waited.
  const chapter = await findChapter(tx, id);
  if (!chapter) throw notFound(learningMessages.chapterNotFound);
  return { chapter: chapter.chapter, course };
}

export async function editChapter(
  { db }: ServiceContext,
  teacher: Teacher,
  id: string,
  fields: ChapterFields,
  expectedVersion?: number,
) {
  return transaction(db, async (tx): Promise<Chapter> => {
    const { chapter: before, course } = await lockedChapter(tx, teacher, id);
    refuseStaleEdit(expectedVersion, before.version);
    const chapter = await updateChapter(tx, id, fields);
    const changes = changesBetween({ title: before.title }, { title: chapter.title });
    if (Object.keys(changes).length > 0) {
      await recordEvent(tx, {
        actor: { id: teacher.id },
        action: 'chapter.updated',
        entityType: 'chapter',
        entityId: id,
        summary: auditSummaries.chapterUpdated(chapter.title, course.name),
        changes,
      });
    }
    return toChapter(chapter);
  });
}

/**
 * Runs a change that deletes attachments (with their lesson or chapter) and answers their files' keys, read before they
 * went. Once it has committed, the files no other attachment uses (a copy of the course may) leave storage.
 */
async function removingFiles({ db, storage }: ServiceContext, change: (tx: Tx) => Promise<string[]>) {
  const unused = await transaction(db, async (tx) => unusedKeys(tx, await change(tx)));
  // A file left behind when this fails is only wasted space.
  await Promise.all(unused.map((key) => storage.removePrivate(key)));
}

/** Deletes a chapter and its lessons; the students' completions of them go too, so their progress is recounted. */
export async function removeChapter(context: ServiceContext, teacher: Teacher, id: string) {
  await removingFiles(context, async (tx) => {
    const { chapter, course } = await lockedChapter(tx, teacher, id);
    const files = await attachmentKeysOf(tx, { chapterId: id });
    const lessons = await deleteChapter(tx, id, context.now());
    await recordEvent(tx, {
      actor: { id: teacher.id },
      action: 'chapter.deleted',
      entityType: 'chapter',
      entityId: id,
      summary: auditSummaries.chapterDeleted(chapter.title, course.name, lessons),
      changes: changesBetween({ title: chapter.title }, { title: null }),
    });
    return files;
  });
}

export async function addLesson({ db }: ServiceContext, teacher: Teacher, chapterId: string, fields: LessonFields) {
  return transaction(db, async (tx): Promise<Lesson> => {
    const { chapter, course } = await lockedChapter(tx, teacher, chapterId);
    const lesson = await insertLesson(tx, chapter, fields);
    await recordEvent(tx, {
      actor: { id: teacher.id },
      action: 'lesson.created',
      entityType: 'lesson',
      entityId: lesson.id,
      summary: auditSummaries.lessonCreated(lesson.title, course.name),
      changes: changesBetween(undefined, auditedLesson(lesson)),
    });
    return toLesson(lesson);
  });
}

/** The lesson, under its course's lock; 404 when it, or its course, is gone. */
async function lockedLesson(tx: Tx, teacher: Teacher, id: string) {
  const found = await findLesson(tx, id);
  if (!found) throw notFound(learningMessages.lessonNotFound);
  const course = await lockCourse(tx, teacher, found.lesson.courseId);
  const lesson = await findLesson(tx, id);
  if (!lesson) throw notFound(learningMessages.lessonNotFound);
  return { lesson: lesson.lesson, course };
}

export async function editLesson(
  { db }: ServiceContext,
  teacher: Teacher,
  id: string,
  patch: LessonPatch,
  expectedVersion?: number,
) {
  return transaction(db, async (tx): Promise<Lesson> => {
    const { lesson: before, course } = await lockedLesson(tx, teacher, id);
    refuseStaleEdit(expectedVersion, before.version);
    const lesson = await updateLesson(tx, id, patch);
    const changes = changesBetween(auditedLesson(before), auditedLesson(lesson));
    if (Object.keys(changes).length > 0) {
      await recordEvent(tx, {
        actor: { id: teacher.id },
        action: 'lesson.updated',
        entityType: 'lesson',
        entityId: id,
        summary: auditSummaries.lessonUpdated(lesson.title, course.name),
        changes,
      });
    }
    return toLesson(lesson);
  });
}

/** Deletes a lesson; the students' completions of it go too, so their progress is recounted. */
export async function removeLesson(context: ServiceContext, teacher: Teacher, id: string) {
  await removingFiles(context, async (tx) => {
    const { lesson, course } = await lockedLesson(tx, teacher, id);
    const files = await attachmentKeysOf(tx, { lessonId: id });
    await deleteLesson(tx, id, context.now());
    await recordEvent(tx, {
      actor: { id: teacher.id },
      action: 'lesson.deleted',
      entityType: 'lesson',
      entityId: id,
      summary: auditSummaries.lessonDeleted(lesson.title, course.name),
      changes: changesBetween(auditedLesson(lesson), { title: null, body: null, videoUrl: null, minutes: null }),
    });
    return files;
  });
}

/**
 * Attaches a file to a lesson: checked by its content and stored first, then recorded under the course's lock (the
 * stored file is taken back out if that fails).
 */
export async function addAttachment(
  context: ServiceContext,
  teacher: Teacher,
  lessonId: string,
  upload: { name: string; data: Buffer },
): Promise<LessonAttachment> {
  // Refused before the file is worked on: a lesson that is not theirs is not found, whatever they send.
  const found = await findLesson(context.db, lessonId);
  if (!found) throw notFound(learningMessages.lessonNotFound);
  await requireTeaching(context.db, teacher, found.lesson.courseId);

  const file = await checkAttachment(upload.data, upload.name);
  await context.storage.putPrivate(file.key, file.data, file.contentType);
  try {
    return await transaction(context.db, async (tx) => {
      const { lesson, course } = await lockedLesson(tx, teacher, lessonId);
      if ((await countAttachments(tx, lessonId)) >= LESSON_ATTACHMENTS_MAX) {
        throw badRequest(learningMessages.attachmentsFull);
      }
      const attachment = await insertAttachment(tx, {
        lessonId,
        name: file.name,
        contentType: file.contentType,
        size: file.data.length,
        storageKey: file.key,
        createdBy: teacher.id,
      });
      await recordEvent(tx, {
        actor: { id: teacher.id },
        action: 'lesson.attachment_added',
        entityType: 'lesson',
        entityId: lessonId,
        summary: auditSummaries.attachmentAdded(file.name, lesson.title, course.name),
        changes: changesBetween({ attachment: null }, { attachment: file.name }),
      });
      return toAttachment(attachment);
    });
  } catch (error) {
    await context.storage.removePrivate(file.key);
    throw error;
  }
}

export async function removeAttachment(context: ServiceContext, teacher: Teacher, id: string) {
  await removingFiles(context, async (tx) => {
    const found = await findAttachment(tx, id);
    if (!found) throw notFound(learningMessages.attachmentNotFound);
    const { lesson, course } = await lockedLesson(tx, teacher, found.attachment.lessonId);
    const removed = await deleteAttachment(tx, id);
    if (!removed) throw notFound(learningMessages.attachmentNotFound);
    await recordEvent(tx, {
      actor: { id: teacher.id },
      action: 'lesson.attachment_removed',
      entityType: 'lesson',
      entityId: lesson.id,
      summary: auditSummaries.attachmentRemoved(removed.name, lesson.title, course.name),
      changes: changesBetween({ attachment: removed.name }, { attachment: null }),
    });
    return [removed.storageKey];
  });
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Puts a course's chapters and lessons in the order given. The order must hold every chapter and lesson the course has,
 * each once: one added or deleted since the editor read the outline is a 409, not a silent loss.
 */
export async function reorderCourseOutline(
  { db }: ServiceContext,
  teacher: Teacher,
  courseId: string,
  { chapters: order }: OutlineOrder,
) {
  await transaction(db, async (tx) => {
    const course = await lockCourse(tx, teacher, courseId);
    const current = await outlineIds(tx, courseId);
    const ordered = {
      chapters: order.map((chapter) => chapter._id),
      lessons: order.flatMap((chapter) => chapter.lessons),
    };
    const complete =
      new Set(ordered.chapters).size === ordered.chapters.length &&
      new Set(ordered.lessons).size === ordered.lessons.length &&
      sameIds(
        ordered.chapters,
        current.chapters.map((chapter) => chapter.id),
      ) &&
      sameIds(ordered.lessons, current.lessons);
    if (!complete) throw conflict(learningMessages.outlineChanged);
    await reorderOutline(tx, order);
    const title = new Map(current.chapters.map((chapter) => [chapter.id, chapter.title]));
    await recordEvent(tx, {
      actor: { id: teacher.id },
      action: 'outline.reordered',
      entityType: 'course',
      entityId: courseId,
      summary: auditSummaries.outlineReordered(course.name),
      changes: changesBetween(
        { chapters: current.chapters.map((chapter) => chapter.title) },
        { chapters: ordered.chapters.map((id) => title.get(id)!) },
      ),
    });
  });
}
