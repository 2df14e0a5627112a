import { messages, type Course, type CourseFields } from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { notFound } from '../lib/errors.js';
import { newImageKey, reencodeImage } from '../lib/images.js';
import {
  findActiveCourse,
  insertCourse,
  softDeleteCourse,
  toCourseFields,
  updateCourse,
} from '../repositories/courses.js';
import { closeUnpaidFeeAccounts } from '../repositories/fee-accounts.js';
import type { ServiceContext } from './context.js';

const COURSE_IMAGE_SIZE = 1200;

/** Stores the new picture, runs the write, and takes the picture back out if the write fails. */
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
    throw error;
  }
}

/** Adds a course; `upload` is an optional picture, re-encoded before anything is stored. */
export async function addCourse(context: ServiceContext, fields: CourseFields, upload: Buffer | undefined) {
  const image = upload && (await reencodeImage(upload, COURSE_IMAGE_SIZE));
  const course = await withStoredImage(context, image, (url) => insertCourse(context.db, fields, url));
  return { ...toCourseFields(course), enrolledStudents: 0 };
}

/** Edits a course; a new picture replaces the old one, which is removed once the edit is in. */
export async function editCourse(
  context: ServiceContext,
  id: string,
  fields: CourseFields,
  upload: Buffer | undefined,
): Promise<Course> {
  const image = upload && (await reencodeImage(upload, COURSE_IMAGE_SIZE));
  const current = await findActiveCourse(context.db, id);
  if (!current) throw notFound(messages.errors.courseNotFound);

  const updated = await withStoredImage(context, image, async (url) => {
    const course = await updateCourse(context.db, current._id, fields, url);
    // Deleted since it was read: nothing was written, so the new picture must go too.
    if (!course) throw notFound(messages.errors.courseNotFound);
    return course;
  });
  if (image && current.image) await context.storage.remove(current.image);
  return { ...toCourseFields(updated), enrolledStudents: current.enrolledStudents };
}

/**
 * Deletes a course: it leaves both lists; its fee accounts with nothing paid close (they owe nothing), those with
 * payments stay open; enrollments and payments stay.
 */
export async function deleteCourse({ db }: ServiceContext, id: string): Promise<void> {
  const deleted = await transaction(db, async (tx) => {
    const at = new Date();
    const found = await softDeleteCourse(tx, id, at);
    if (found) await closeUnpaidFeeAccounts(tx, { courseId: id }, at);
    return found;
  });
  if (!deleted) throw notFound(messages.errors.courseNotFound);
}
