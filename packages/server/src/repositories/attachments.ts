import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { LessonAttachment } from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, lessonAttachments, lessons } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

type AttachmentRow = typeof lessonAttachments.$inferSelect;

export const toAttachment = (row: AttachmentRow): LessonAttachment => ({
  _id: row.id,
  lessonId: row.lessonId,
  name: row.name,
  contentType: row.contentType,
  size: row.size,
});

/** A lesson's attachments in the order they were added. */
export async function attachmentsOf(db: Db, lessonId: string): Promise<LessonAttachment[]> {
  const rows = await db
    .select()
    .from(lessonAttachments)
    .where(eq(lessonAttachments.lessonId, lessonId))
    .orderBy(asc(lessonAttachments.createdAt), asc(lessonAttachments.id));
  return rows.map(toAttachment);
}

export async function countAttachments(tx: Tx, lessonId: string): Promise<number> {
  return tx.$count(lessonAttachments, eq(lessonAttachments.lessonId, lessonId));
}

export async function insertAttachment(tx: Tx, values: typeof lessonAttachments.$inferInsert) {
  const [row] = await tx.insert(lessonAttachments).values(values).returning();
  return row!;
}

/** An attachment with its lesson's course, when the course is not deleted. */
export async function findAttachment(db: Db, id: string) {
  const [found] = await db
    .select({ attachment: lessonAttachments, courseId: lessons.courseId, lessonTitle: lessons.title })
    .from(lessonAttachments)
    .innerJoin(lessons, eq(lessons.id, lessonAttachments.lessonId))
    .innerJoin(courses, and(eq(courses.id, lessons.courseId), isNull(courses.deletedAt)))
    .where(eq(lessonAttachments.id, id));
  return found;
}

export async function deleteAttachment(tx: Tx, id: string) {
  const [row] = await tx.delete(lessonAttachments).where(eq(lessonAttachments.id, id)).returning();
  return row;
}

/** The storage keys of a lesson's or a chapter's attachments: read before they go (with their lesson). */
export async function attachmentKeysOf(tx: Tx, of: { lessonId: string } | { chapterId: string }): Promise<string[]> {
  const rows = await tx
    .select({ key: lessonAttachments.storageKey })
    .from(lessonAttachments)
    .innerJoin(lessons, eq(lessons.id, lessonAttachments.lessonId))
    .where('lessonId' in of ? eq(lessons.id, of.lessonId) : eq(lessons.chapterId, of.chapterId));
  return rows.map((row) => row.key);
}

/** Of these keys, those no attachment names any more (a copy of the course may still use a file). */
export async function unusedKeys(tx: Tx, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await tx
    .selectDistinct({ key: lessonAttachments.storageKey })
    .from(lessonAttachments)
    .where(inArray(lessonAttachments.storageKey, keys));
  const stillUsed = new Set(used.map((row) => row.key));
  return [...new Set(keys)].filter((key) => !stillUsed.has(key));
}
