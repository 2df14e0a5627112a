import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { courses, enrollments } from '../db/schema.js';

type CourseRow = typeof courses.$inferSelect;

export function toCourseFields(course: CourseRow) {
  return {
    _id: course.id,
    name: course.name,
    description: course.description,
    duration: course.durationWeeks,
    price: course.price,
    category: course.category,
    image: course.image,
    createdAt: course.createdAt.toISOString(),
  };
}

/** The courses a student is enrolled in, with their own progress, in enrollment order. */
export async function studentEnrolledCourses(db: Db, studentId: string) {
  const rows = await db
    .select({ course: courses, enrollment: enrollments })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.studentId, studentId), isNull(courses.deletedAt)))
    .orderBy(asc(enrollments.enrolledAt), asc(courses.name));
  return rows.map(({ course, enrollment }) => ({
    ...toCourseFields(course),
    progress: enrollment.progress,
    lastAccessed: enrollment.lastAccessed?.toISOString() ?? null,
    enrolledAt: enrollment.enrolledAt.toISOString(),
  }));
}
