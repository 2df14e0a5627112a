import { and, asc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CourseInstructor, ListQuery, Page, TeachingCourse } from '@campus/domain';
import type { Db } from '../db/client.js';
import { courseInstructors, courses, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { countUpToLimit, oneColumn, type AnswerReuse } from './count.js';
import { containing } from './search.js';

/** Whether the staff member is an instructor of the course. */
export async function teaches(db: Db, staffId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select(oneColumn)
    .from(courseInstructors)
    .where(and(eq(courseInstructors.staffId, staffId), eq(courseInstructors.courseId, courseId)));
  return row !== undefined;
}

/** The condition that the course (its id column in the outer query) has the staff member among its instructors. */
export const taughtBy = (db: Db, courseId: AnyPgColumn, staffId: string): SQL =>
  exists(
    db
      .select(oneColumn)
      .from(courseInstructors)
      .where(and(eq(courseInstructors.courseId, courseId), eq(courseInstructors.staffId, staffId))),
  );

/** The courses the staff member is an instructor of. */
export async function teachingCourseIds(db: Db, staffId: string): Promise<string[]> {
  const rows = await db
    .select({ id: courseInstructors.courseId })
    .from(courseInstructors)
    .where(eq(courseInstructors.staffId, staffId));
  return rows.map((row) => row.id);
}

/** The course's instructors who are not deleted, by name. */
export function instructorsOf(db: Db, courseId: string): Promise<CourseInstructor[]> {
  return db
    .select({ _id: users.id, name: users.name, email: users.email })
    .from(courseInstructors)
    .innerJoin(users, and(eq(users.id, courseInstructors.staffId), isNull(users.deletedAt)))
    .where(eq(courseInstructors.courseId, courseId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Of these ids, those of active instructors. */
export async function activeInstructorIds(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'instructor'), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

/** Of these ids, those of active staff who may teach a class: instructors and admins. */
export async function activeTeacherIds(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), inArray(users.role, ['instructor', 'admin']), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

/** Makes exactly these staff the course's instructors. */
export async function replaceInstructors(tx: Tx, courseId: string, staffIds: string[]) {
  await tx.delete(courseInstructors).where(eq(courseInstructors.courseId, courseId));
  if (staffIds.length > 0) {
    await tx.insert(courseInstructors).values(staffIds.map((staffId) => ({ courseId, staffId })));
  }
}

/** Gives a copy of a course the instructors of the course it copies. */
export async function copyInstructors(tx: Tx, fromCourseId: string, toCourseId: string) {
  await tx.execute(sql`
    insert into ${courseInstructors} (course_id, staff_id)
    select ${toCourseId}, staff_id from ${courseInstructors} where course_id = ${fromCourseId}`);
}

/**
 * A page of the courses (not deleted) that `instructorId` teaches, or of every course when none is given (an admin),
 * by name, each with its lessons and its students who are not deleted; `search` matches the name.
 */
export async function teachingCoursePage(
  db: Db,
  instructorId: string | undefined,
  { page, limit, search }: ListQuery,
  counts: AnswerReuse,
): Promise<Page<TeachingCourse>> {
  const where = and(
    isNull(courses.deletedAt),
    search ? sql`${courses.name} ilike ${containing(search)}` : undefined,
    instructorId
      ? inArray(
          courses.id,
          db
            .select({ id: courseInstructors.courseId })
            .from(courseInstructors)
            .where(eq(courseInstructors.staffId, instructorId)),
        )
      : undefined,
  );
  const pageIds = db.$with('page_ids').as(
    db
      .select({ id: courses.id })
      .from(courses)
      .where(where)
      .orderBy(asc(courses.name), asc(courses.id))
      .limit(limit)
      .offset((page - 1) * limit),
  );
  const [items, total] = await Promise.all([
    db
      .with(pageIds)
      .select({
        _id: courses.id,
        name: courses.name,
        category: courses.category,
        lessonCount: courses.lessonCount,
        // Counted for the page's courses alone, each by the enrollments' course index.
        // Written as SQL text: drizzle leaves a column of the only table in the FROM unqualified, which the subquery's
        // own ids would make ambiguous.
        students: sql<number>`(select count(*)::int from enrollments e join users u on u.id = e.student_id
          where e.course_id = courses.id and u.deleted_at is null)`,
      })
      .from(courses)
      .where(inArray(courses.id, db.select({ id: pageIds.id }).from(pageIds)))
      .orderBy(asc(courses.name), asc(courses.id)),
    countUpToLimit(db, db.select(oneColumn).from(courses).where(where).$dynamic(), counts),
  ]);
  return { items, total, page, limit };
}
