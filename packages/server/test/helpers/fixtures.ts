import { randomUUID } from 'node:crypto';
import type { InstalmentSpec, LateFeeRule, StaffRole } from '@campus/domain';
import type { Db } from '../../src/db/client.js';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  assessmentMarks,
  assessments,
  chapters,
  classSessions,
  courses,
  enrollments,
  feeAccounts,
  feeInstalments,
  feePlans,
  holidays,
  lessonAttachments,
  lessonCompletions,
  lessonViews,
  lessons,
  notices,
  payments,
  sections,
  users,
} from '../../src/db/schema.js';
import { transaction } from '../../src/db/transaction.js';
import { instalmentRows, openFeeAccounts, openFeeAccountsEach } from '../../src/repositories/fee-accounts.js';
import { enrollEach } from '../../src/repositories/enrollments.js';
import { insertLedgerEntry, nextReceiptNumber } from '../../src/repositories/payments.js';
import { hashPassword } from '../../src/lib/passwords.js';
import type { AuthUser } from '../../src/plugins/app/authentication.js';
import type { FileStorage } from '../../src/plugins/app/storage.js';
import { startBackup } from '../../src/services/backups.js';
import { startLateFeeRun } from '../../src/services/late-fees.js';
import type { ServiceContext } from '../../src/services/context.js';

const unique = () => randomUUID().slice(0, 8);

/**
 * Each password's argon2id hash, made once per test worker: a hash takes ~90 ms of a core by design, and hundreds of
 * staff are created. Signing in still verifies it as the app does.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** A staff member (an admin unless told otherwise) with a known password, or a hash made once for many. */
export async function createStaff(
  db: Db,
  values: {
    role?: StaffRole;
    name?: string;
    email?: string;
    password?: string;
    passwordHash?: string;
    mustChangePassword?: boolean;
  } = {},
) {
  const { role = 'admin', password = 'correct horse battery', ...columns } = values;
  const [member] = await db
    .insert(users)
    .values({
      role,
      name: role === 'admin' ? 'Test Admin' : 'Test Accountant',
      email: `${role}-${unique()}@campus.test`,
      passwordHash: columns.passwordHash ?? (await hashOnce(password)),
      ...columns,
    })
    .returning();
  const auth: AuthUser = { id: member!.id, role, mustChangePassword: member!.mustChangePassword };
  return { ...member!, auth };
}

export const createAdmin = (db: Db, values: { email?: string; password?: string } = {}) => createStaff(db, values);

export async function createStudent(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const [student] = await db
    .insert(users)
    .values({
      role: 'student',
      name: 'Test Student',
      email: `student-${unique()}@campus.test`,
      phone: '+91 9800000000',
      dob: '2004-05-17',
      ...values,
    })
    .returning();
  return { ...student!, auth: { id: student!.id, role: 'student' } as AuthUser };
}

/** Many students in one insert, named `<prefix> 1`, `<prefix> 2`…; returns their ids. */
export async function createStudents(db: Db, count: number, prefix = 'Bulk Student'): Promise<string[]> {
  const batch = unique();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        role: 'student' as const,
        name: `${prefix} ${index + 1}`,
        email: `bulk-${batch}-${index + 1}@campus.test`,
        dob: '2004-05-17',
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** Many students enrolled in the course at once, each with a fee account opened at `at` (on its plan, if it has one). */
export async function enrollEveryone(db: Db, studentIds: string[], course: { id: string; price: number }, at: Date) {
  await transaction(db, async (tx) => {
    await enrollEach(
      tx,
      studentIds.map((studentId) => ({ studentId, courseId: course.id })),
    );
    await openFeeAccountsEach(
      tx,
      studentIds.map((studentId) => ({ studentId, course })),
      at,
    );
  });
}

export async function createCourse(db: Db, values: Partial<typeof courses.$inferInsert> = {}) {
  const [course] = await db
    .insert(courses)
    .values({
      name: `Course ${unique()}`,
      description: 'A test course',
      durationWeeks: 8,
      price: 20_000_00,
      category: 'Testing',
      ...values,
    })
    .returning();
  return course!;
}

/**
 * Enrolls a student (in the course's main section unless given one) and opens their fee account for the course
 * (total = course price unless given).
 */
export async function enroll(
  db: Db,
  studentId: string,
  course: { id: string; price: number },
  values: { progress?: number; totalFee?: number; dueDate?: string; enrolledAt?: Date; sectionId?: string } = {},
) {
  const [enrollment] = await db
    .insert(enrollments)
    .values({
      studentId,
      courseId: course.id,
      ...(values.enrolledAt ? { enrolledAt: values.enrolledAt } : {}),
      ...(values.sectionId ? { sectionId: values.sectionId } : {}),
    })
    .returning();
  if (values.progress) await makeProgress(db, studentId, course.id, values.progress);
  const [account] = await db
    .insert(feeAccounts)
    .values({
      studentId,
      courseId: course.id,
      totalFee: values.totalFee ?? course.price,
      dueDate: values.dueDate ?? '2030-01-31',
    })
    .returning();
  return { enrollment: enrollment!, account: account! };
}

/** A payment straight into the ledger, numbered as the service numbers it (in this financial year). */
export async function pay(db: Db, feeAccountId: string, amount: number, paidOn = '2026-01-15') {
  return transaction(db, async (tx) =>
    insertLedgerEntry(tx, {
      feeAccountId,
      amount,
      paidOn,
      mode: 'UPI',
      receiptNumber: await nextReceiptNumber(tx, new Date()),
    }),
  );
}

/**
 * Puts an account on a fee plan of these instalments (a new version of its course's plan), as enrolment would have:
 * its instalments written, its fixed due day gone.
 */
export async function putOnPlan(
  db: Db,
  account: { id: string; courseId: string },
  instalments: { dueDate: string; amount: number }[],
) {
  const [{ version }] = (await db
    .select({ version: sql<number>`coalesce(max(${feePlans.version}), 0)::int + 1` })
    .from(feePlans)
    .where(eq(feePlans.courseId, account.courseId))) as [{ version: number }];
  const [plan] = await db.insert(feePlans).values({ courseId: account.courseId, version, instalments }).returning();
  await db.update(feeAccounts).set({ feePlanId: plan!.id, dueDate: null }).where(eq(feeAccounts.id, account.id));
  await db.insert(feeInstalments).values(
    instalmentRows(
      account.id,
      instalments.map((instalment, i) => ({ number: i + 1, ...instalment })),
    ),
  );
  return plan;
}

/** Sets a course's fee plan (its next version) straight in the database. */
export async function createFeePlan(
  db: Db,
  courseId: string,
  instalments: InstalmentSpec[],
  lateFee: LateFeeRule | null = null,
) {
  const [{ version }] = (await db
    .select({ version: sql<number>`coalesce(max(${feePlans.version}), 0)::int + 1` })
    .from(feePlans)
    .where(eq(feePlans.courseId, courseId))) as [{ version: number }];
  const [plan] = await db.insert(feePlans).values({ courseId, version, instalments, lateFee }).returning();
  return plan!;
}

/** Enrols a student in a course at `at`, with the fee account enrolment opens (on the course's current plan). */
export async function enrollAt(db: Db, studentId: string, course: { id: string; price: number }, at: Date) {
  return transaction(db, async (tx) => {
    await tx.insert(enrollments).values({ studentId, courseId: course.id, enrolledAt: at });
    await openFeeAccounts(tx, studentId, [course], at);
    const [account] = await tx
      .select()
      .from(feeAccounts)
      .where(and(eq(feeAccounts.studentId, studentId), eq(feeAccounts.courseId, course.id)));
    return account!;
  });
}

/** A late fee on an instalment, straight into the ledger. */
export async function chargeLateFee(
  db: Db,
  feeAccountId: string,
  instalment: number,
  period: number,
  amount: number,
  paidOn = '2026-01-18',
) {
  return transaction(db, (tx) =>
    insertLedgerEntry(tx, { feeAccountId, kind: 'late_fee', amount, paidOn, instalment, period }),
  );
}

/** A concession straight into the ledger. */
export async function concede(
  db: Db,
  feeAccountId: string,
  amount: number,
  paidOn = '2026-01-20',
  instalment: number | null = null,
) {
  return transaction(db, (tx) =>
    insertLedgerEntry(tx, {
      feeAccountId,
      kind: 'concession',
      amount,
      paidOn,
      reason: 'Merit scholarship',
      instalment,
    }),
  );
}

/** The reversal of a payment or concession, straight into the ledger. */
export async function reverse(
  db: Db,
  entry: Pick<typeof payments.$inferSelect, 'id' | 'feeAccountId' | 'amount' | 'mode'>,
  paidOn = '2026-01-25',
) {
  return transaction(db, (tx) =>
    insertLedgerEntry(tx, {
      feeAccountId: entry.feeAccountId,
      kind: 'reversal',
      amount: entry.amount,
      mode: entry.mode,
      reversesId: entry.id,
      paidOn,
      reason: 'Typed the wrong amount',
    }),
  );
}

export async function createNotice(db: Db, values: Partial<typeof notices.$inferInsert> = {}) {
  const [notice] = await db
    .insert(notices)
    .values({ title: `Notice ${unique()}`, description: 'Something to know', ...values })
    .returning();
  return notice!;
}

/** A chapter of `count` lessons added at the end of the course's outline; the lessons come back in order. */
export async function addLessons(db: Db, courseId: string, count: number, title = 'Chapter') {
  const position = await db.$count(chapters, eq(chapters.courseId, courseId));
  const [chapter] = await db.insert(chapters).values({ courseId, title, position }).returning();
  if (count === 0) return [];
  return db
    .insert(lessons)
    .values(
      Array.from({ length: count }, (_, i) => ({
        chapterId: chapter!.id,
        courseId,
        title: `Lesson ${i + 1}`,
        body: `The text of lesson ${i + 1}.`,
        position: i,
      })),
    )
    .returning();
}

/** A small PDF as a word processor writes one: known by its "%PDF-" header. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A PDF attached to the lesson, stored as an upload would be; its id. */
export async function attachPdf(db: Db, storage: FileStorage, lessonId: string, name = 'notes.pdf') {
  const storageKey = `attachments/${randomUUID()}.pdf`;
  await storage.putPrivate(storageKey, PDF, 'application/pdf');
  const [row] = await db
    .insert(lessonAttachments)
    .values({ lessonId, name, contentType: 'application/pdf', size: PDF.length, storageKey })
    .returning();
  return row!.id;
}

/** The student opens the lessons (first, at `at`): they may then be marked done (see lessonDoneWaitMs). */
export async function openLessons(db: Db, studentId: string, opened: { id: string }[], at = new Date()) {
  await db
    .insert(lessonViews)
    .values(opened.map((lesson) => ({ studentId, lessonId: lesson.id, firstOpenedAt: at })))
    .onConflictDoNothing();
}

/** The student completes the lessons (at `completedAt`, or now). */
export async function completeLessons(
  db: Db,
  studentId: string,
  done: { id: string; courseId: string }[],
  completedAt?: Date,
) {
  if (done.length === 0) return;
  await db.insert(lessonCompletions).values(
    done.map((lesson) => ({
      studentId,
      lessonId: lesson.id,
      courseId: lesson.courseId,
      ...(completedAt ? { completedAt } : {}),
    })),
  );
}

/**
 * Progress as lessons completed: the course is given 20 lessons if it has none, and the student completes the first of
 * them up to `progress` percent (a multiple of 5), the last at `completedAt`.
 */
export async function makeProgress(db: Db, studentId: string, courseId: string, progress: number, completedAt?: Date) {
  let outline = await db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position));
  if (outline.length === 0) outline = await addLessons(db, courseId, 20);
  const count = (progress * outline.length) / 100;
  if (!Number.isInteger(count)) throw new Error(`${progress}% of ${outline.length} lessons is not whole lessons`);
  await completeLessons(db, studentId, outline.slice(0, count), completedAt);
}

/** A backup by an admin's hand, once any other has finished, itself finished: its id. */
export async function takeBackup(services: ServiceContext, actorId: string) {
  await Promise.allSettled(services.backups.running);
  const backup = await (await startBackup(services, { reason: 'manual', actorId }))!.done;
  if (backup.state !== 'done') throw new Error(`backup failed: ${backup.error}`);
  return backup._id;
}

/** A late-fee run by an admin's hand, finished: its id. */
export async function runLateFees(services: ServiceContext, actorId: string) {
  const { run, done } = await startLateFeeRun(services, actorId);
  await done;
  return run._id;
}

// #42 sections, timetables, classes.

/** The course's main section: made with the course, its students' section unless another is named. */
export async function mainSection(db: Db, courseId: string): Promise<string> {
  const [row] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.courseId, courseId), eq(sections.main, true), isNull(sections.deletedAt)));
  return row!.id;
}

/** Another section of the course, straight in the database. */
export async function createSection(db: Db, courseId: string, values: { name?: string; capacity?: number } = {}) {
  const [section] = await db
    .insert(sections)
    .values({ courseId, name: values.name ?? `Section ${unique()}`, capacity: values.capacity ?? null })
    .returning();
  return section!;
}

/**
 * A section of a new course of its own (named `<subject> <random>`), with the course's name: a clash message naming
 * it can be told apart from any other test's.
 */
export async function createSectionOfNewCourse(db: Db, name = 'Morning', subject = 'Sitar') {
  const course = await createCourse(db, { name: `${subject} ${randomUUID().slice(0, 6)}` });
  return { ...(await createSection(db, course.id, { name })), courseName: course.name };
}

/** A room no other test uses. */
export const newRoom = () => `R-${randomUUID().slice(0, 6)}`;

/** A class of the section straight in the database (an extra class unless given a slot), an hour long unless told. */
export async function createClassSession(
  db: Db,
  sectionId: string,
  values: Partial<typeof classSessions.$inferInsert> & { date: string },
) {
  const startTime = values.startTime ?? '09:00';
  const anHourLater = `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}${startTime.slice(2)}`;
  const [row] = await db
    .insert(classSessions)
    .values({ sectionId, startTime, endTime: anHourLater, ...values })
    .returning();
  return row!;
}

export async function createHoliday(db: Db, date: string, name = 'Holiday') {
  const [holiday] = await db.insert(holidays).values({ date, name }).returning();
  return holiday!;
}

/** Attendance saved at a class, as a save leaves it: the class marked (its version of attendance raised). */
export async function markClass(db: Db, classSessionId: string) {
  await db
    .update(classSessions)
    .set({ markedAt: new Date(), attendanceVersion: sql`${classSessions.attendanceVersion} + 1` })
    .where(eq(classSessions.id, classSessionId));
}

// #43 assessments and marks.

/** An assessment of the course straight in the database: out of 50, weighing nothing, a draft, unless told. */
export async function createAssessment(
  db: Db,
  courseId: string,
  values: Partial<typeof assessments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(assessments)
    .values({
      courseId,
      title: `Test ${unique()}`,
      kind: 'test',
      date: '2026-12-01',
      maxMarks: 50,
      weight: 0,
      ...values,
    })
    .returning();
  return row!;
}

/** Students' marks in an assessment straight in the database, counted as one save of its marks. */
export async function giveMarks(
  db: Db,
  assessmentId: string,
  marks: { studentId: string; marks?: number; absent?: boolean; exempt?: boolean; remark?: string }[],
) {
  await db.insert(assessmentMarks).values(marks.map((mark) => ({ assessmentId, ...mark })));
  await db
    .update(assessments)
    .set({ marksVersion: sql`${assessments.marksVersion} + 1` })
    .where(eq(assessments.id, assessmentId));
}

/** An assessment published straight in the database (no email is queued). */
export async function publish(db: Db, assessmentId: string) {
  await db.update(assessments).set({ publishedAt: new Date() }).where(eq(assessments.id, assessmentId));
}
