import { and, eq, inArray, isNull } from 'drizzle-orm';
import { courses, enrollments } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/** The courses a student is enrolled in that are not deleted (those in deleted courses are not on any form). */
export function enrolledActiveCourses(tx: Tx, studentId: string): Promise<{ id: string; name: string }[]> {
  return tx
    .select({ id: enrollments.courseId, name: courses.name })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.studentId, studentId), isNull(courses.deletedAt)));
}

/** Enrolls the student in the courses; an enrollment they already have stays as it is. */
export async function enroll(tx: Tx, studentId: string, courseIds: string[]) {
  if (courseIds.length === 0) return;
  await tx
    .insert(enrollments)
    .values(courseIds.map((courseId) => ({ studentId, courseId })))
    .onConflictDoNothing();
}

export async function unenroll(tx: Tx, studentId: string, courseIds: string[]) {
  if (courseIds.length === 0) return;
  await tx
    .delete(enrollments)
    .where(and(eq(enrollments.studentId, studentId), inArray(enrollments.courseId, courseIds)));
}
