import {
  attendanceMessages,
  auditSummaries,
  messages,
  type AuditChanges,
  type Student,
  type GuardianFields,
  type UpdateStudentInput,
} from '@campus/domain';
import { transaction, type Tx } from '../db/transaction.js';
import { changesBetween, type AuditSnapshot } from '../lib/audit-changes.js';
import { isUniqueViolation } from '../lib/database-errors.js';
import { badRequest, conflict, HttpError, notFound, refuseStaleEdit } from '../lib/errors.js';
import { newImageKey, reencodeImage } from '../lib/images.js';
import { recordEvent, type NewAuditEvent } from '../repositories/audit.js';
import { enroll, enrolledActiveCourses, unenroll } from '../repositories/enrollments.js';
import { closeUnpaidFeeAccounts, openFeeAccounts } from '../repositories/fee-accounts.js';
import { lockSectionsForEnrolment } from '../repositories/sections.js';
import { endSessions } from '../repositories/sessions.js';
import {
  ACTIVE_EMAIL_INDEX,
  activeCourses,
  emailInUse,
  insertStudent,
  lockActiveStudent,
  softDeleteStudent,
  updateStudent,
  withEnrolledCourses,
} from '../repositories/students.js';
import { findActiveUser, replaceProfilePicture } from '../repositories/users.js';
import type { ServiceContext } from './context.js';
import { contactsUnique, giveGuardian } from './guardians.js';

const AVATAR_SIZE = 512;

/** What the student form sets, with the courses as the complete list. */
type StudentForm = UpdateStudentInput;

const studentColumns = ({ name, email, phone, dob }: StudentForm) => ({ name, email, phone, dob });

/** A student as the audit trail shows them: their courses as a list of names. */
export function auditedStudent(
  student: { name: string; email: string; phone: string | null; dob: string | null },
  courses: { name: string }[],
): AuditSnapshot {
  const { name, email, phone, dob } = student;
  return { name, email, phone, dob, courses: courses.map((course) => course.name).sort() };
}

/** The sections named for a student's new courses, as the audit trail shows them ("Course: Section"); none, nothing. */
export function auditedSections(named: { course: string; section: string }[]): { sections?: string[] } {
  if (named.length === 0) return {};
  return { sections: named.map(({ course, section }) => `${course}: ${section}`).sort() };
}

/** The date of birth is the student's sign-in password: an event says that it changed, never what it was or became. */
export function withoutDateOfBirth(changes: AuditChanges): AuditChanges {
  if (!changes.dob) return changes;
  const hidden = (value: unknown) => (value === null ? null : messages.audit.notRecorded);
  return { ...changes, dob: { from: hidden(changes.dob.from), to: hidden(changes.dob.to) } };
}

/** A student's picture replaced, by themselves or by an admin. */
function pictureChanged(
  actorId: string,
  student: { id: string; name: string },
  from: string | null | undefined,
  to: string,
): NewAuditEvent {
  return {
    actor: { id: actorId },
    action: 'student.picture_changed',
    entityType: 'student',
    entityId: student.id,
    studentId: student.id,
    summary: auditSummaries.pictureChanged(student.name),
    changes: { profilePicture: { from: from ?? null, to } },
  };
}

/** The courses chosen on the form, each with its price; an unknown or deleted one refuses the form. */
async function chosenCourses({ db }: ServiceContext, form: StudentForm) {
  const chosen = await activeCourses(db, form.courses);
  if (chosen.length !== form.courses.length) throw badRequest(messages.errors.unknownCourses);
  return chosen;
}

/** Stores the photo, runs the write, and takes the photo back out if the write fails; an email clash is a 409. */
async function withStoredPhoto<T>(
  { storage }: ServiceContext,
  photo: Buffer | undefined,
  write: (photoUrl: string | undefined) => Promise<T>,
): Promise<T> {
  const photoUrl = photo ? await storage.put(newImageKey('avatars'), photo) : undefined;
  try {
    return await write(photoUrl);
  } catch (error) {
    if (photoUrl) await storage.remove(photoUrl);
    if (isUniqueViolation(error, ACTIVE_EMAIL_INDEX)) throw conflict(messages.errors.emailTaken);
    throw error;
  }
}

/** The sections named for a student's new enrolments, by course, and as the audit trail shows them. */
interface ChosenSections {
  byCourse: Map<string, string>;
  /** "Course: Section" of each, when any is named. */
  audited: { sections?: string[] };
}

/**
 * The sections a student is enrolled in, locked: each of one of the courses they are being enrolled in (`enrolling`), at
 * most one a course, with room for them. A course without one is enrolled in its main section. Naming a section of a
 * course they already have (`kept`) is refused: students move between sections on the Sections page.
 */
async function chosenSections(
  tx: Tx,
  sectionIds: string[],
  enrolling: { id: string; name: string }[],
  kept: { id: string; name: string }[] = [],
): Promise<ChosenSections> {
  const locked = await lockSectionsForEnrolment(tx, sectionIds);
  if (locked.length !== sectionIds.length) throw badRequest(attendanceMessages.sectionNotFound);
  const byCourse = new Map<string, string>();
  const named: { course: string; section: string }[] = [];
  for (const section of locked) {
    const keptCourse = kept.find((course) => course.id === section.courseId);
    if (keptCourse) throw badRequest(attendanceMessages.alreadyInCourse(keptCourse.name));
    const course = enrolling.find((candidate) => candidate.id === section.courseId);
    if (!course) throw badRequest(attendanceMessages.sectionNotFound);
    if (byCourse.has(course.id)) throw badRequest(attendanceMessages.oneSectionPerCourse);
    if (section.capacity !== null && section.students >= section.capacity) {
      throw conflict(attendanceMessages.sectionFull(section.name, section.capacity));
    }
    byCourse.set(course.id, section.id);
    named.push({ course: course.name, section: section.name });
  }
  return { byCourse, audited: auditedSections(named) };
}

/**
 * Adds a student, enrolled in the chosen courses with a fee account for each (in the sections named, the main section
 * of the other courses); `upload` is an optional photo.
 */
export async function addStudent(
  context: ServiceContext,
  actorId: string,
  form: StudentForm & { guardian?: GuardianFields | undefined },
  upload: Buffer | undefined,
): Promise<Student> {
  const { db } = context;
  const photo = upload && (await reencodeImage(upload, AVATAR_SIZE));
  if (await emailInUse(db, form.email)) throw conflict(messages.errors.emailTaken);
  const chosen = await chosenCourses(context, form);

  const student = await withStoredPhoto(context, photo, (photoUrl) =>
    contactsUnique(() =>
      transaction(db, async (tx) => {
        const sections = await chosenSections(tx, form.sections, chosen);
        const created = await insertStudent(tx, studentColumns(form), photoUrl);
        await enroll(
          tx,
          created.id,
          chosen.map((course) => course.id),
          sections.byCourse,
        );
        await openFeeAccounts(tx, created.id, chosen, context.now());
        await recordEvent(tx, {
          actor: { id: actorId },
          action: 'student.created',
          entityType: 'student',
          entityId: created.id,
          studentId: created.id,
          summary: auditSummaries.studentCreated(created.name),
          changes: withoutDateOfBirth(
            changesBetween(undefined, {
              ...auditedStudent(created, chosen),
              ...sections.audited,
              profilePicture: created.profilePicture,
            }),
          ),
        });
        if (form.guardian) await giveGuardian(tx, actorId, created, form.guardian);
        return created;
      }),
    ),
  );
  const [listed] = await withEnrolledCourses(db, [student]);
  return listed!;
}

/**
 * Edits a student; `form.courses` is the complete new list, a course added enrolled in the section `form.sections`
 * names for it, else in its main one. A dropped course closes its fee account when nothing was
 * paid into it (one with payments stays); a new photo replaces the old one, which is removed once the edit commits.
 * `expectedVersion` (If-Match) refuses the edit when the student changed since it was read.
 */
export async function editStudent(
  context: ServiceContext,
  actorId: string,
  id: string,
  form: StudentForm,
  upload: Buffer | undefined,
  expectedVersion?: number,
): Promise<Student> {
  const { db, storage } = context;
  const photo = upload && (await reencodeImage(upload, AVATAR_SIZE));
  if (!(await findActiveUser(db, id, 'student'))) throw notFound(messages.errors.studentNotFound);
  if (await emailInUse(db, form.email, id)) throw conflict(messages.errors.emailTaken);
  const chosen = await chosenCourses(context, form);

  const { student, previousPicture } = await withStoredPhoto(context, photo, (photoUrl) =>
    transaction(db, async (tx) => {
      const before = await lockActiveStudent(tx, id);
      if (!before) throw notFound(messages.errors.studentNotFound);
      refuseStaleEdit(expectedVersion, before.version);
      const coursesBefore = await enrolledActiveCourses(tx, id);
      const updated = await updateStudent(tx, id, studentColumns(form), photoUrl);

      const enrolled = new Set(coursesBefore.map((course) => course.id));
      const wanted = new Set(form.courses);
      const dropped = [...enrolled].filter((courseId) => !wanted.has(courseId));
      const added = chosen.filter((course) => !enrolled.has(course.id));
      const kept = coursesBefore.filter((course) => wanted.has(course.id));
      const sections = await chosenSections(tx, form.sections, added, kept);
      await unenroll(tx, id, dropped);
      // As when a course is deleted: an account with nothing paid closes, one with payments stays.
      if (dropped.length > 0) await closeUnpaidFeeAccounts(tx, { studentId: id, courseIds: dropped }, context.now());
      await enroll(
        tx,
        id,
        added.map((course) => course.id),
        sections.byCourse,
      );
      await openFeeAccounts(tx, id, added, context.now());

      const changes = withoutDateOfBirth(
        changesBetween(auditedStudent(before, coursesBefore), {
          ...auditedStudent(updated, chosen),
          ...sections.audited,
        }),
      );
      // A save that changed nothing is no change: it leaves no event.
      if (Object.keys(changes).length > 0) {
        await recordEvent(tx, {
          actor: { id: actorId },
          action: 'student.updated',
          entityType: 'student',
          entityId: id,
          studentId: id,
          summary: auditSummaries.studentUpdated(updated.name),
          changes,
        });
      }
      if (photoUrl) await recordEvent(tx, pictureChanged(actorId, updated, before.profilePicture, photoUrl));
      return { student: updated, previousPicture: before.profilePicture };
    }),
  );
  if (photo && previousPicture) await storage.remove(previousPicture);
  const [listed] = await withEnrolledCourses(db, [student]);
  return listed!;
}

/**
 * Deletes a student (soft: payments, fee accounts and enrollments stay) and ends their sessions in the same
 * transaction, so they can no longer sign in and tokens they hold are refused.
 */
export async function deleteStudent(context: ServiceContext, actorId: string, id: string): Promise<void> {
  const deleted = await transaction(context.db, async (tx) => {
    const name = await softDeleteStudent(tx, id, context.now());
    if (name === undefined) return false;
    await endSessions(tx, { userId: id });
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'student.deleted',
      entityType: 'student',
      entityId: id,
      studentId: id,
      summary: auditSummaries.studentDeleted(name),
    });
    return true;
  });
  if (!deleted) throw notFound(messages.errors.studentNotFound);
  context.forgetEndedSessions({ userId: id });
}

/** Replaces a signed-in student's own picture; the one it replaces is removed once the change commits. */
export async function changeProfilePicture(context: ServiceContext, studentId: string, upload: Buffer) {
  const { db, storage } = context;
  const image = await reencodeImage(upload, AVATAR_SIZE);
  const student = await findActiveUser(db, studentId, 'student');
  if (!student) throw new HttpError(401, messages.auth.required);

  const url = await storage.put(newImageKey('avatars'), image);
  let previous;
  try {
    previous = await transaction(db, async (tx) => {
      const replaced = await replaceProfilePicture(tx, student.id, url);
      await recordEvent(tx, pictureChanged(student.id, student, replaced, url));
      return replaced;
    });
  } catch (error) {
    await storage.remove(url);
    throw error;
  }
  if (previous) await storage.remove(previous);
  return url;
}
