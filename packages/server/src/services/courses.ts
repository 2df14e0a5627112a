import {
  auditSummaries,
  dateTimeInIndia,
  formatRupeesWithPaise,
  messages,
  type Course,
  type CourseCopy,
  type CourseFields,
} from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { changesBetween, type AuditSnapshot } from '../lib/audit-changes.js';
import { isUniqueViolation } from '../lib/database-errors.js';
import { conflict, notFound, refuseStaleEdit } from '../lib/errors.js';
import { newImageKey, reencodeImage } from '../lib/images.js';
import { recordEvent } from '../repositories/audit.js';
import {
  findActiveCourse,
  COURSE_NAME_INDEX,
  imageInUse,
  insertCourse,
  lockActiveCourse,
  softDeleteCourse,
  toCourseFields,
  updateCourse,
  type CourseRow,
} from '../repositories/courses.js';
import { deleteComingClasses } from '../repositories/class-sessions.js';
import { closeUnpaidFeeAccounts } from '../repositories/fee-accounts.js';
import { copyInstructors } from '../repositories/instructors.js';
import { copyOutline } from '../repositories/outlines.js';
import type { ServiceContext } from './context.js';

const COURSE_IMAGE_SIZE = 1200;

/** A course as the audit trail shows it. */
const auditedCourse = (course: CourseRow): AuditSnapshot => ({
  name: course.name,
  description: course.description,
  duration: course.durationWeeks,
  price: formatRupeesWithPaise(course.price),
  category: course.category,
  image: course.image,
});

/**
 * Stores the new picture, runs the write, and takes the picture back out if the write fails; a name another course
 * has (whatever its case) is a 409.
 */
async function withStoredImage<T>(
  { storage }: ServiceContext,
  image: Buffer | undefined,
  write: (url: string | undefined) => Promise<T>,
): Promise<T> {
  const url = image ? await storage.put(newImageKey('courses'), image) : undefined;
  try {
    return await write(url);
  } catch (error) {
    if (url) await storage.remove(url);
    if (isUniqueViolation(error, COURSE_NAME_INDEX)) throw conflict(messages.errors.courseNameTaken);
    throw error;
  }
}

/** Adds a course; `upload` is an optional picture, re-encoded before anything is stored. */
export async function addCourse(
  context: ServiceContext,
  actorId: string,
  fields: CourseFields,
  upload: Buffer | undefined,
) {
  const image = upload && (await reencodeImage(upload, COURSE_IMAGE_SIZE));
  const course = await withStoredImage(context, image, (url) =>
    transaction(context.db, async (tx) => {
      const created = await insertCourse(tx, fields, url);
      await recordEvent(tx, {
        actor: { id: actorId },
        action: 'course.created',
        entityType: 'course',
        entityId: created.id,
        summary: auditSummaries.courseCreated(created.name),
        changes: changesBetween(undefined, auditedCourse(created)),
      });
      return created;
    }),
  );
  return { ...toCourseFields(course), enrolledStudents: 0 };
}

/**
 * Edits a course; a new picture replaces the old one, which is removed once the edit is in. `expectedVersion`
 * (If-Match) refuses the edit when the course changed since it was read.
 */
export async function editCourse(
  context: ServiceContext,
  actorId: string,
  id: string,
  fields: CourseFields,
  upload: Buffer | undefined,
  expectedVersion?: number,
): Promise<Course> {
  const image = upload && (await reencodeImage(upload, COURSE_IMAGE_SIZE));
  const current = await findActiveCourse(context.db, id);
  if (!current) throw notFound(messages.errors.courseNotFound);

  const { course, previousImage } = await withStoredImage(context, image, (url) =>
    transaction(context.db, async (tx) => {
      const before = await lockActiveCourse(tx, id);
      // Deleted since it was read: nothing was written, so the new picture must go too.
      if (!before) throw notFound(messages.errors.courseNotFound);
      refuseStaleEdit(expectedVersion, before.version);
      const updated = await updateCourse(tx, id, fields, url);
      const changes = changesBetween(auditedCourse(before), auditedCourse(updated));
      // A save that changed nothing is no change: it leaves no event.
      if (Object.keys(changes).length > 0) {
        await recordEvent(tx, {
          actor: { id: actorId },
          action: 'course.updated',
          entityType: 'course',
          entityId: id,
          summary: auditSummaries.courseUpdated(updated.name),
          changes,
        });
      }
      return { course: updated, previousImage: before.image };
    }),
  );
  // A copy of the course shares its picture until it gets its own.
  if (image && previousImage && !(await imageInUse(context.db, previousImage))) {
    await context.storage.remove(previousImage);
  }
  return { ...toCourseFields(course), enrolledStudents: current.enrolledStudents };
}

/**
 * Adds a course as a copy of another, under a name of its own: its fields and picture (shared until one of them gets a
 * new one), its outline with the lessons' files, and its instructors; no students, no fees paid.
 */
export async function copyCourse(
  { db }: ServiceContext,
  actorId: string,
  id: string,
  { name }: CourseCopy,
): Promise<Course> {
  try {
    const course = await transaction(db, async (tx) => {
      const original = await lockActiveCourse(tx, id);
      if (!original) throw notFound(messages.errors.courseNotFound);
      const created = await insertCourse(tx, { ...toCourseFields(original), name }, original.image ?? undefined);
      const copied = await copyOutline(tx, id, created.id);
      await copyInstructors(tx, id, created.id);
      await recordEvent(tx, {
        actor: { id: actorId },
        action: 'course.copied',
        entityType: 'course',
        entityId: created.id,
        summary: auditSummaries.courseCopied(created.name, original.name, copied.chapters, copied.lessons),
        changes: changesBetween(undefined, auditedCourse(created)),
      });
      return created;
    });
    return { ...toCourseFields(course), enrolledStudents: 0 };
  } catch (error) {
    if (isUniqueViolation(error, COURSE_NAME_INDEX)) throw conflict(messages.errors.courseNameTaken);
    throw error;
  }
}

/**
 * Deletes a course: it leaves both lists; its fee accounts with nothing paid close (they owe nothing), those with
 * payments stay open; enrollments and payments stay.
 */
export async function deleteCourse({ db, now }: ServiceContext, actorId: string, id: string): Promise<void> {
  const deleted = await transaction(db, async (tx) => {
    const at = now();
    const name = await softDeleteCourse(tx, id, at);
    if (name === undefined) return false;
    await closeUnpaidFeeAccounts(tx, { courseId: id }, at);
    // Its coming classes would go on holding their rooms and instructors.
    await deleteComingClasses(tx, { courseId: id }, dateTimeInIndia(at));
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'course.deleted',
      entityType: 'course',
      entityId: id,
      summary: auditSummaries.courseDeleted(name),
    });
    return true;
  });
  if (!deleted) throw notFound(messages.errors.courseNotFound);
}
