import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { ListQuery, Page, Section, SectionStudent } from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, enrollments, sections, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { containing } from './search.js';

export const SECTION_NAME_INDEX = 'sections_course_name_key';

/**
 * The section's students: enrolled in it and not deleted. Written as SQL text: drizzle leaves a column of the only
 * table in the FROM unqualified, which the subquery's own ids would make ambiguous.
 */
const students = sql<number>`(select count(*)::int from enrollments e join users u on u.id = e.student_id
    where e.section_id = sections.id and u.deleted_at is null)`;

const sectionColumns = {
  _id: sections.id,
  courseId: sections.courseId,
  name: sections.name,
  capacity: sections.capacity,
  main: sections.main,
  students,
  version: sections.version,
};

const activeSection = (id: string) => and(eq(sections.id, id), isNull(sections.deletedAt), isNull(courses.deletedAt));

/** A course's sections that are not deleted, the main one first and then by name, each with its students counted. */
export function sectionsOfCourse(db: Db, courseId: string): Promise<Section[]> {
  return db
    .select(sectionColumns)
    .from(sections)
    .where(and(eq(sections.courseId, courseId), isNull(sections.deletedAt)))
    .orderBy(desc(sections.main), asc(sections.name), asc(sections.id));
}

/** A section that is not deleted, of a course that is not, with its students counted. */
export async function findSection(db: Db, id: string): Promise<Section | undefined> {
  const [section] = await db
    .select(sectionColumns)
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(activeSection(id));
  return section;
}

export interface LockedSection extends Section {
  courseName: string;
}

/**
 * Locks a section that is not deleted (of a course that is not) for a change: its students, timetable and classes are
 * changed by one request at a time. With its course's name, and its students counted.
 */
export async function lockSection(tx: Tx, id: string): Promise<LockedSection | undefined> {
  const [section] = await tx
    .select({ ...sectionColumns, courseName: courses.name })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(activeSection(id))
    .for('no key update', { of: sections });
  return section;
}

export async function insertSection(
  tx: Tx,
  courseId: string,
  { name, capacity }: { name: string; capacity: number | null },
): Promise<Section> {
  const [row] = await tx.insert(sections).values({ courseId, name, capacity }).returning({ id: sections.id });
  return (await findSection(tx, row!.id))!;
}

export async function updateSection(
  tx: Tx,
  id: string,
  changes: { name?: string; capacity?: number | null },
): Promise<Section> {
  await tx
    .update(sections)
    .set({ ...changes, version: sql`${sections.version} + 1` })
    .where(eq(sections.id, id));
  return (await findSection(tx, id))!;
}

export async function softDeleteSection(tx: Tx, id: string, at: Date) {
  await tx.update(sections).set({ deletedAt: at }).where(eq(sections.id, id));
}

/** The course's main section (not deleted). */
export async function mainSectionOf(tx: Tx, courseId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.courseId, courseId), eq(sections.main, true), isNull(sections.deletedAt)));
  return row?.id;
}

/** Moves the enrolments left in a section (those of deleted students) into another, of the same course. */
export async function moveAllEnrolments(tx: Tx, fromSectionId: string, toSectionId: string) {
  await tx.update(enrollments).set({ sectionId: toSectionId }).where(eq(enrollments.sectionId, fromSectionId));
}

/** Of these students, those enrolled in the course and not deleted, with the section each is in now. */
export function enrolmentsInCourse(tx: Tx, courseId: string, studentIds: string[]) {
  return tx
    .select({ studentId: users.id, name: users.name, sectionId: sections.id, sectionName: sections.name })
    .from(enrollments)
    .innerJoin(users, and(eq(users.id, enrollments.studentId), isNull(users.deletedAt)))
    .innerJoin(sections, eq(sections.id, enrollments.sectionId))
    .where(and(eq(enrollments.courseId, courseId), inArray(enrollments.studentId, studentIds)));
}

/** Puts the students' enrolments in the course into the section. */
export async function moveEnrolments(tx: Tx, courseId: string, sectionId: string, studentIds: string[]) {
  if (studentIds.length === 0) return;
  await tx
    .update(enrollments)
    .set({ sectionId })
    .where(
      and(
        eq(enrollments.courseId, courseId),
        inArray(enrollments.studentId, studentIds),
        ne(enrollments.sectionId, sectionId),
      ),
    );
}

/** The sections (not deleted) with these ids, each with its course and capacity; locked, for enrolling into them. */
export function lockSectionsForEnrolment(tx: Tx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: sections.id,
      courseId: sections.courseId,
      name: sections.name,
      capacity: sections.capacity,
      students,
    })
    .from(sections)
    .where(and(inArray(sections.id, ids), isNull(sections.deletedAt)))
    .for('no key update');
}

/**
 * The sections (not deleted) of courses that are not, whose name is one of `names` (lower case, trimmed), each with its
 * course, capacity and students; with `lock`, locked for enrolling into them.
 */
export function sectionsNamed(db: Db, names: string[], { lock }: { lock: boolean }) {
  if (names.length === 0) return Promise.resolve([]);
  const query = db
    .select({
      id: sections.id,
      courseId: sections.courseId,
      name: sections.name,
      capacity: sections.capacity,
      students,
    })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(
      and(inArray(sql`lower(btrim(${sections.name}))`, names), isNull(sections.deletedAt), isNull(courses.deletedAt)),
    );
  return lock ? query.for('no key update', { of: sections }) : query;
}

/** A page of the section's students (not deleted), by name; `search` matches the name or the email. */
export async function sectionStudentsPage(
  db: Db,
  sectionId: string,
  { page, limit, search }: ListQuery,
): Promise<Page<SectionStudent>> {
  const pattern = search ? containing(search) : undefined;
  const where = and(
    eq(enrollments.sectionId, sectionId),
    isNull(users.deletedAt),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const [items, [counted]] = await Promise.all([
    db
      .select({ studentId: users.id, name: users.name, email: users.email })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(enrollments).innerJoin(users, eq(users.id, enrollments.studentId)).where(where),
  ]);
  return { items, total: counted?.n ?? 0, page, limit };
}
