import { and, eq, inArray, isNull } from 'drizzle-orm';
import { courses, enrollments } from '../db/schema.js';
import type { Db } from '../db/client.js';
import type { Tx } from '../db/transaction.js';

/** The courses a student is enrolled in that are not deleted (those in deleted courses are not on any form). */
export function enrolledActiveCourses(tx: Tx, studentId: string): Promise<{ id: string; name: string }[]> {
  return tx
    .select({ id: enrollments.courseId, name: courses.name })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.studentId, studentId), isNull(courses.deletedAt)));
}

/**
 * Enrolls the student in the courses, each in the section `sections` names for it or else in its main one; an
 * enrollment they already have stays as it is.
 */
export function enroll(tx: Tx, studentId: string, courseIds: string[], sections?: ReadonlyMap<string, string>) {
  return enrollEach(
    tx,
    courseIds.map((courseId) => ({ studentId, courseId, sectionId: sections?.get(courseId) })),
  );
}

/** Rows per insert of a bulk write: far below PostgreSQL's 65,535 parameters. */
export const ROWS_PER_INSERT = 1000;

/**
 * Enrolls each student in their course, many at once, in the section given or else (by the database's trigger) in the
 * course's main one; an enrollment that exists stays as it is.
 */
export async function enrollEach(tx: Tx, pairs: { studentId: string; courseId: string; sectionId?: string }[]) {
  for (let start = 0; start < pairs.length; start += ROWS_PER_INSERT) {
    await tx
      .insert(enrollments)
      .values(pairs.slice(start, start + ROWS_PER_INSERT))
      .onConflictDoNothing();
  }
}

/** The enrollments of these students in courses that are not deleted, in one query for them all. */
export function activeEnrollmentsOf(
  db: Db,
  studentIds: string[],
): Promise<{ studentId: string; courseId: string; name: string }[]> {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ studentId: enrollments.studentId, courseId: enrollments.courseId, name: courses.name })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(inArray(enrollments.studentId, studentIds), isNull(courses.deletedAt)));
}

export async function unenroll(tx: Tx, studentId: string, courseIds: string[]) {
  if (courseIds.length === 0) return;
  await tx
    .delete(enrollments)
    .where(and(eq(enrollments.studentId, studentId), inArray(enrollments.courseId, courseIds)));
}
