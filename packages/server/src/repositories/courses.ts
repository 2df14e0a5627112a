import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Course, CourseFields, ListQuery, Page } from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, enrollments, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { countUpToLimit, oneColumn, type AnswerReuse } from './count.js';
import { containing } from './search.js';

export type CourseRow = typeof courses.$inferSelect;

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
    version: course.version,
  };
}

/** The catalogue is alphabetical; the admin list shows the newest course first. */
export type CourseOrder = 'name' | 'newest';

/**
 * One page of the courses that are not deleted; `search` matches the name or the category; the total is exact up to
 * COUNT_LIMIT.
 */
export async function coursePage(
  db: Db,
  { page, limit, search }: ListQuery,
  order: CourseOrder,
  counts: AnswerReuse,
): Promise<Page<Course>> {
  const where = and(
    isNull(courses.deletedAt),
    search ? or(ilike(courses.name, containing(search)), ilike(courses.category, containing(search))) : undefined,
  );
  const [items, total] = await Promise.all([
    coursesWithEnrolledCount(db, where, order, limit, (page - 1) * limit),
    countUpToLimit(db, db.select(oneColumn).from(courses).where(where).$dynamic(), counts),
  ]);
  return { items, total, page, limit };
}

export async function findActiveCourse(db: Db, id: string): Promise<Course | undefined> {
  const [course] = await coursesWithEnrolledCount(db, and(eq(courses.id, id), isNull(courses.deletedAt)), 'name', 1, 0);
  return course;
}

/** A course that is not deleted, its id and name only (without counting its students). */
export async function findActiveCourseName(db: Db, id: string): Promise<{ _id: string; name: string } | undefined> {
  const [course] = await db
    .select({ _id: courses.id, name: courses.name })
    .from(courses)
    .where(and(eq(courses.id, id), isNull(courses.deletedAt)));
  return course;
}

function courseOrder(order: CourseOrder) {
  return order === 'name' ? [asc(courses.name), asc(courses.id)] : [desc(courses.createdAt), desc(courses.id)];
}

/**
 * A page of courses, each with how many students who are not deleted are enrolled in it, in one statement: the page
 * is chosen first, then each of its courses' students counted along the enrollments' course index (a join of every
 * page course's enrollments, hashed, read the whole table: 61 ms against 17 at 250,000 enrollments).
 */
async function coursesWithEnrolledCount(
  db: Db,
  where: SQL | undefined,
  order: CourseOrder,
  limit: number,
  offset: number,
) {
  const pageIds = db.$with('page_ids').as(
    db
      .select({ id: courses.id })
      .from(courses)
      .where(where)
      .orderBy(...courseOrder(order))
      .limit(limit)
      .offset(offset),
  );
  const students = sql<number>`(
    select count(*)::int from ${enrollments}
    join ${users} on ${users.id} = ${enrollments.studentId} and ${users.deletedAt} is null
    where ${enrollments.courseId} = ${courses.id})`;
  const rows = await db
    .with(pageIds)
    .select({ course: courses, students })
    .from(courses)
    // A join, not IN: a statement on two tables names every column with its table, the subquery's too.
    .innerJoin(pageIds, eq(pageIds.id, courses.id))
    .orderBy(...courseOrder(order));
  return rows.map(({ course, students }) => ({ ...toCourseFields(course), enrolledStudents: students }));
}

/** The unique index on the names of courses not deleted, case-insensitively (migration 0017). */
export const COURSE_NAME_INDEX = 'courses_name_active_key';

/** The columns the course form sets. */
function courseColumns(fields: CourseFields) {
  return {
    name: fields.name,
    description: fields.description,
    durationWeeks: fields.duration,
    price: fields.price,
    category: fields.category,
  };
}

export async function insertCourse(tx: Tx, fields: CourseFields, image: string | undefined) {
  const [course] = await tx
    .insert(courses)
    .values({ ...courseColumns(fields), image: image ?? null })
    .returning();
  return course!;
}

const activeCourse = (id: string) => and(eq(courses.id, id), isNull(courses.deletedAt));

/** A course that is not deleted, locked until the transaction ends: an edit reads what it changes from. */
export async function lockActiveCourse(tx: Tx, id: string): Promise<CourseRow | undefined> {
  const [course] = await tx.select().from(courses).where(activeCourse(id)).for('update');
  return course;
}

/** Whether a course (a copy of another, say) still shows this picture. */
export async function imageInUse(db: Db, url: string): Promise<boolean> {
  return (await db.$count(courses, eq(courses.image, url))) > 0;
}

/** Updates a course locked with lockActiveCourse (and its image when a new one is given). */
export async function updateCourse(tx: Tx, id: string, fields: CourseFields, image: string | undefined) {
  const [course] = await tx
    .update(courses)
    .set({ ...courseColumns(fields), ...(image ? { image } : {}), version: sql`${courses.version} + 1` })
    .where(eq(courses.id, id))
    .returning();
  return course!;
}

/** Marks a course deleted; its name, or undefined when there was none that was not. */
export async function softDeleteCourse(tx: Tx, id: string, at: Date): Promise<string | undefined> {
  const [deleted] = await tx
    .update(courses)
    .set({ deletedAt: at, version: sql`${courses.version} + 1` })
    .where(activeCourse(id))
    .returning({ name: courses.name });
  return deleted?.name;
}
