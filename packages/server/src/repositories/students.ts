import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { ListQuery, StudentListItem } from '@campus/domain';
import type { Db } from '../db/client.js';
import type { Tx } from '../db/transaction.js';
import { courses, enrollments, users } from '../db/schema.js';
import { toUserDto, userPage } from './users.js';

type UserRow = typeof users.$inferSelect;

/** One page of active students, newest first, matching the search in their name or email. */
export function listStudents(db: Db, query: ListQuery) {
  return userPage(db, [eq(users.role, 'student'), isNull(users.deletedAt)], query);
}

/** The students with the ids and names of their (non-deleted) courses, in one query for them all. */
export async function withEnrolledCourses(db: Db, students: UserRow[]): Promise<StudentListItem[]> {
  const ids = students.map((student) => student.id);
  const rows = ids.length
    ? await db
        .select({ studentId: enrollments.studentId, _id: courses.id, name: courses.name })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(and(inArray(enrollments.studentId, ids), isNull(courses.deletedAt)))
        .orderBy(asc(enrollments.enrolledAt), asc(courses.name))
    : [];
  const byStudent = new Map<string, StudentListItem['enrolledCourses']>(ids.map((id) => [id, []]));
  for (const { studentId, ...course } of rows) byStudent.get(studentId)!.push(course);
  return students.map((student) => ({ ...toUserDto(student), enrolledCourses: byStudent.get(student.id)! }));
}

/** Whether an active user (student or admin) other than `exceptId` already has this email. */
export async function emailInUse(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return user !== undefined;
}

/** The non-deleted courses among the ids, with their names and prices. */
export function activeCourses(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: courses.id, name: courses.name, price: courses.price })
    .from(courses)
    .where(and(inArray(courses.id, ids), isNull(courses.deletedAt)));
}

/** The columns a student's form sets. */
export interface StudentColumns {
  name: string;
  email: string;
  phone: string;
  dob: string;
}

/** The active email index: a clash on it means another active user has the email. */
export const ACTIVE_EMAIL_INDEX = 'users_email_active_key';

export async function insertStudent(tx: Tx, student: StudentColumns, profilePicture: string | undefined) {
  const [created] = await tx
    .insert(users)
    .values({ role: 'student', ...student, profilePicture })
    .returning();
  return created!;
}

const activeStudent = (id: string) => and(eq(users.id, id), eq(users.role, 'student'), isNull(users.deletedAt));

/** An active student, locked until the transaction ends: an edit reads what it changes from, then changes it. */
export async function lockActiveStudent(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [student] = await tx.select().from(users).where(activeStudent(id)).for('update');
  return student;
}

/** Updates a student locked with lockActiveStudent (and their picture when a new one is given). */
export async function updateStudent(
  tx: Tx,
  id: string,
  student: StudentColumns,
  profilePicture: string | undefined,
): Promise<UserRow> {
  const [updated] = await tx
    .update(users)
    .set({ ...student, ...(profilePicture ? { profilePicture } : {}) })
    .where(eq(users.id, id))
    .returning();
  return updated!;
}

/** Marks an active student deleted; their name, or undefined when there was none. */
export async function softDeleteStudent(tx: Tx, id: string, at: Date): Promise<string | undefined> {
  const [deleted] = await tx
    .update(users)
    .set({ deletedAt: at })
    .where(activeStudent(id))
    .returning({ name: users.name });
  return deleted?.name;
}
