import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ListQuery, Student, StudentGuardian, StudentListItem } from '@campus/domain';
import type { Db } from '../db/client.js';
import type { Tx } from '../db/transaction.js';
import { courses, enrollments, users } from '../db/schema.js';
import type { AnswerReuse } from './count.js';
import { ROWS_PER_INSERT } from './enrollments.js';
import { toUserDto, userPage } from './users.js';

type UserRow = typeof users.$inferSelect;

/** One page of active students, newest first, matching the search in their name or email. */
export function listStudents(db: Db, query: ListQuery, counts: AnswerReuse) {
  return userPage(db, [eq(users.role, 'student'), isNull(users.deletedAt)], query, counts);
}

/** The students with the ids and names of their (non-deleted) courses, in one query for them all. */
export async function withEnrolledCourses(db: Db, students: UserRow[]): Promise<Student[]> {
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

/** Every course that is not deleted, with its name and price: an import matches its rows' course names against them. */
export function allActiveCourses(db: Db) {
  return db
    .select({ id: courses.id, name: courses.name, price: courses.price })
    .from(courses)
    .where(isNull(courses.deletedAt));
}

/**
 * The active users (students and staff) whose email is one of these (lowercase) emails, compared without case, in one
 * query; `lock` locks them until the transaction ends, for an import that changes the students among them.
 */
export function activeUsersByEmail(db: Db, emails: string[], { lock }: { lock: boolean }) {
  if (emails.length === 0) return Promise.resolve([]);
  const query = db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      phone: users.phone,
      dob: users.dob,
    })
    .from(users)
    .where(and(inArray(sql<string>`lower(${users.email})`, emails), isNull(users.deletedAt)));
  return lock ? query.for('update') : query;
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

/** Adds many students at once, a thousand per insert, as the import `importId` creates them: the id of each email. */
export async function insertStudents(
  tx: Tx,
  students: StudentColumns[],
  importId: string,
): Promise<{ id: string; email: string }[]> {
  const created: { id: string; email: string }[] = [];
  for (let start = 0; start < students.length; start += ROWS_PER_INSERT) {
    const values = students
      .slice(start, start + ROWS_PER_INSERT)
      .map((student) => ({ role: 'student' as const, importId, ...student }));
    created.push(...(await tx.insert(users).values(values).returning({ id: users.id, email: users.email })));
  }
  return created;
}

/** Sets the name, phone and date of birth of many students at once, a thousand per statement. */
export async function updateStudentsDetails(tx: Tx, students: (Omit<StudentColumns, 'email'> & { id: string })[]) {
  for (let start = 0; start < students.length; start += ROWS_PER_INSERT) {
    const values = students
      .slice(start, start + ROWS_PER_INSERT)
      .map(({ id, name, phone, dob }) => sql`(${id}::uuid, ${name}, ${phone}, ${dob}::date)`);
    await tx.execute(sql`
      update ${users} set name = v.name, phone = v.phone, dob = v.dob, version = ${users.version} + 1
      from (values ${sql.join(values, sql`, `)}) as v (id, name, phone, dob)
      where ${users.id} = v.id`);
  }
}

/** Students per batch of the export. */
const EXPORT_BATCH_SIZE = 1000;

/**
 * Every active student with the names of their courses that are not deleted and their guardians (in the order they
 * were linked), in batches ordered by email; each batch is one query that starts after the last email of the one
 * before.
 */
export async function* activeStudentBatches(db: Db) {
  // Qualified by hand: in a select from one table drizzle writes its columns bare, and "id" would be ambiguous here.
  const courseNames = sql<string[]>`coalesce((
    select array_agg(c.name order by c.name)
    from enrollments e join courses c on c.id = e.course_id
    where e.student_id = "users"."id" and c.deleted_at is null
  ), '{}')`;
  const guardianDetails = sql<StudentGuardian[]>`coalesce((
    select json_agg(json_build_object('name', g.name, 'relation', g.relation, 'phone', g.phone, 'email', g.email)
      order by sg.created_at, g.id)
    from student_guardians sg join guardians g on g.id = sg.guardian_id and g.deleted_at is null
    where sg.student_id = "users"."id"
  ), '[]')`;
  let after: string | undefined;
  for (;;) {
    const batch = await db
      .select({
        name: users.name,
        email: users.email,
        phone: users.phone,
        dob: users.dob,
        courses: courseNames,
        guardians: guardianDetails,
      })
      .from(users)
      .where(and(eq(users.role, 'student'), isNull(users.deletedAt), after ? gt(users.email, after) : undefined))
      .orderBy(asc(users.email))
      .limit(EXPORT_BATCH_SIZE);
    if (batch.length > 0) yield batch;
    if (batch.length < EXPORT_BATCH_SIZE) return;
    after = batch.at(-1)!.email;
  }
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
    .set({ ...student, ...(profilePicture ? { profilePicture } : {}), version: sql`${users.version} + 1` })
    .where(eq(users.id, id))
    .returning();
  return updated!;
}

/** Marks an active student deleted; their name, or undefined when there was none. */
export async function softDeleteStudent(tx: Tx, id: string, at: Date): Promise<string | undefined> {
  const [deleted] = await tx
    .update(users)
    .set({ deletedAt: at, version: sql`${users.version} + 1` })
    .where(activeStudent(id))
    .returning({ name: users.name });
  return deleted?.name;
}
