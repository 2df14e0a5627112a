import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Guardian, GuardianChild, GuardianContact, GuardianFields, GuardianMe } from '@campus/domain';
import type { Db } from '../db/client.js';
import { preparedQuery } from '../db/prepared.js';
import { courses, enrollments, guardians, studentGuardians, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { oneColumn } from './count.js';
import { taughtBy } from './instructors.js';

export const GUARDIAN_PHONE_INDEX = 'guardians_phone_active_key';
export const GUARDIAN_EMAIL_INDEX = 'guardians_email_active_key';

/**
 * The students (not deleted) a guardian is linked to. Written as SQL text, correlated on the outer guardians row: in a
 * query of one table Drizzle leaves column names unqualified, which the subquery's own tables would take.
 */
const childrenCount = sql<number>`(select count(*)::int from student_guardians sg
  join users u on u.id = sg.student_id and u.deleted_at is null
  where sg.guardian_id = "guardians"."id")`;

const guardianColumns = {
  _id: guardians.id,
  name: guardians.name,
  relation: guardians.relation,
  phone: guardians.phone,
  email: guardians.email,
  version: guardians.version,
  children: childrenCount,
};

/** A student's guardians, in the order they were linked. */
export function guardiansOfStudent(db: Db, studentId: string): Promise<Guardian[]> {
  return db
    .select(guardianColumns)
    .from(studentGuardians)
    .innerJoin(guardians, and(eq(guardians.id, studentGuardians.guardianId), isNull(guardians.deletedAt)))
    .where(eq(studentGuardians.studentId, studentId))
    .orderBy(asc(studentGuardians.createdAt), asc(guardians.id));
}

export async function findGuardian(db: Db, id: string): Promise<Guardian | undefined> {
  const [row] = await db
    .select(guardianColumns)
    .from(guardians)
    .where(and(eq(guardians.id, id), isNull(guardians.deletedAt)));
  return row;
}

/** A live guardian, locked until the transaction ends. */
export async function lockGuardian(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(guardians)
    .where(and(eq(guardians.id, id), isNull(guardians.deletedAt)))
    .for('update');
  return row;
}

/** The live guardians with this phone or this email (at most one of each), locked. */
export function lockGuardiansWithContact(tx: Tx, { phone, email }: Pick<GuardianFields, 'phone' | 'email'>) {
  return tx
    .select()
    .from(guardians)
    .where(
      and(
        isNull(guardians.deletedAt),
        or(
          phone === null ? undefined : eq(guardians.phone, phone),
          email === null ? undefined : eq(guardians.email, email),
        ),
      ),
    )
    .for('update');
}

/** The live guardians with any of these phones or emails (an import file's), locked with `lock`. */
export function guardiansWithContacts(db: Db, phones: string[], emails: string[], { lock }: { lock: boolean }) {
  if (phones.length === 0 && emails.length === 0) return Promise.resolve([]);
  const query = db
    .select({ id: guardians.id, phone: guardians.phone, email: guardians.email })
    .from(guardians)
    .where(
      and(
        isNull(guardians.deletedAt),
        or(
          phones.length === 0 ? undefined : inArray(guardians.phone, phones),
          emails.length === 0 ? undefined : inArray(guardians.email, emails),
        ),
      ),
    );
  return lock ? query.for('update') : query;
}

/** The live guardians linked to each of these students: pairs of student and guardian. */
export function guardianLinksOf(db: Db, studentIds: string[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ studentId: studentGuardians.studentId, guardianId: studentGuardians.guardianId })
    .from(studentGuardians)
    .innerJoin(guardians, and(eq(guardians.id, studentGuardians.guardianId), isNull(guardians.deletedAt)))
    .where(inArray(studentGuardians.studentId, studentIds));
}

/** The ids of the guardians linked to the student. */
export async function guardianIdsOf(tx: Tx, studentId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: studentGuardians.guardianId })
    .from(studentGuardians)
    .innerJoin(guardians, and(eq(guardians.id, studentGuardians.guardianId), isNull(guardians.deletedAt)))
    .where(eq(studentGuardians.studentId, studentId));
  return rows.map((row) => row.id);
}

export async function insertGuardian(tx: Tx, fields: GuardianFields) {
  const [row] = await tx.insert(guardians).values(fields).returning();
  return row!;
}

export async function linkGuardian(tx: Tx, studentId: string, guardianId: string) {
  // The time of the statement, not of the transaction: guardians given in one transaction (an import's row) keep the
  // order they were given in.
  await tx.insert(studentGuardians).values({ studentId, guardianId, createdAt: sql`clock_timestamp()` });
}

export async function updateGuardian(tx: Tx, id: string, fields: GuardianFields) {
  const [row] = await tx
    .update(guardians)
    .set({ ...fields, version: sql`${guardians.version} + 1` })
    .where(eq(guardians.id, id))
    .returning();
  return row!;
}

/** The students (deleted or not) the guardian is linked to, by name: their ids and names for the audit trail. */
export function childrenOf(tx: Tx, guardianId: string) {
  return tx
    .select({ id: users.id, name: users.name })
    .from(studentGuardians)
    .innerJoin(users, eq(users.id, studentGuardians.studentId))
    .where(eq(studentGuardians.guardianId, guardianId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Unlinks the guardian from these students. */
export async function unlinkGuardian(tx: Tx, guardianId: string, studentIds: string[]) {
  if (studentIds.length === 0) return;
  await tx
    .delete(studentGuardians)
    .where(and(eq(studentGuardians.guardianId, guardianId), inArray(studentGuardians.studentId, studentIds)));
}

export async function softDeleteGuardian(tx: Tx, id: string, at: Date) {
  await tx.update(guardians).set({ deletedAt: at }).where(eq(guardians.id, id));
}

/** Whether the instructor teaches a course (not deleted) the student is enrolled in. */
export async function teachesStudent(db: Db, instructorId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select(oneColumn)
    .from(enrollments)
    .innerJoin(courses, and(eq(courses.id, enrollments.courseId), isNull(courses.deletedAt)))
    .where(and(eq(enrollments.studentId, studentId), taughtBy(db, courses.id, instructorId)))
    .limit(1);
  return row !== undefined;
}

/** A live student (not deleted) linked to the guardian: the condition on the users joined to `student_guardians`. */
const liveChild = and(eq(users.id, studentGuardians.studentId), eq(users.role, 'student'), isNull(users.deletedAt));

/**
 * The live guardian reached at this phone or email who has a live child at the institute (a guardian whose children
 * are all deleted has nothing to sign in to), for their sign-in.
 */
export async function findGuardianByContact(db: Db | Tx, contact: GuardianContact) {
  const [row] = await db
    .select({ id: guardians.id, name: guardians.name, email: guardians.email, language: guardians.language })
    .from(guardians)
    .innerJoin(studentGuardians, eq(studentGuardians.guardianId, guardians.id))
    .innerJoin(users, liveChild)
    .where(
      and(
        isNull(guardians.deletedAt),
        'phone' in contact ? eq(guardians.phone, contact.phone) : eq(guardians.email, contact.email),
      ),
    )
    .limit(1);
  return row;
}

/** The signed-in guardian as they see themselves, and their live children with the courses they are enrolled in. */
export async function guardianWithChildren(db: Db, guardianId: string): Promise<GuardianMe | undefined> {
  const [guardian] = await db
    .select({ name: guardians.name, relation: guardians.relation, phone: guardians.phone, email: guardians.email })
    .from(guardians)
    .where(and(eq(guardians.id, guardianId), isNull(guardians.deletedAt)));
  if (!guardian) return undefined;
  const rows = await db
    .select({ _id: users.id, name: users.name, courseId: courses.id, course: courses.name })
    .from(studentGuardians)
    .innerJoin(users, liveChild)
    .leftJoin(enrollments, eq(enrollments.studentId, users.id))
    .leftJoin(courses, and(eq(courses.id, enrollments.courseId), isNull(courses.deletedAt)))
    .where(eq(studentGuardians.guardianId, guardianId))
    .orderBy(asc(users.name), asc(users.id), asc(courses.name));
  const children = new Map<string, GuardianChild>();
  for (const { _id, name, courseId, course } of rows) {
    const child = children.get(_id) ?? { _id, name, courses: [] };
    children.set(_id, child);
    if (courseId && course !== null) child.courses.push({ _id: courseId, name: course });
  }
  return { guardian, children: [...children.values()] };
}

/** Whether the student is a live student linked to the guardian: what every route of a guardian's child checks. */
export async function isChildOf(db: Db, guardianId: string, studentId: string): Promise<boolean> {
  return (await childLink(db, { guardianId, studentId })).length > 0;
}

const childLink = preparedQuery('guardian_child', (db) =>
  db
    .select(oneColumn)
    .from(studentGuardians)
    .innerJoin(users, liveChild)
    .where(
      and(
        eq(studentGuardians.guardianId, sql.placeholder('guardianId')),
        eq(studentGuardians.studentId, sql.placeholder('studentId')),
      ),
    )
    .limit(1),
);
