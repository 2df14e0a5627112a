import {
  attendanceMessages,
  auditSummaries,
  dateTimeInIndia,
  messages,
  type Section,
  type SectionInput,
  type SectionPatch,
  type SectionStudentsInput,
} from '@campus/domain';
import { transaction, type Tx } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { isUniqueViolation } from '../lib/database-errors.js';
import { badRequest, conflict, notFound, refuseStaleEdit } from '../lib/errors.js';
import { recordEvent, recordEvents } from '../repositories/audit.js';
import { deleteComingClasses } from '../repositories/class-sessions.js';
import { lockActiveCourse } from '../repositories/courses.js';
import {
  enrolmentsInCourse,
  findSection,
  insertSection,
  lockSection,
  mainSectionOf,
  moveAllEnrolments,
  moveEnrolments,
  SECTION_NAME_INDEX,
  softDeleteSection,
  updateSection,
  type LockedSection,
} from '../repositories/sections.js';
import type { DataContext, ServiceContext } from './context.js';

/** A section's name another section of the course has (whatever its case) is a 409. */
async function namedUniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SECTION_NAME_INDEX)) throw conflict(attendanceMessages.sectionNameTaken);
    throw error;
  }
}

/** The section, locked for a change; one deleted, or of a deleted course, is not found. */
export async function lockExistingSection(tx: Tx, id: string): Promise<LockedSection> {
  const section = await lockSection(tx, id);
  if (!section) throw notFound(attendanceMessages.sectionNotFound);
  return section;
}

/** Adds a section to a course (audited). */
export async function addSection(
  { db }: DataContext,
  actorId: string,
  courseId: string,
  { name, capacity }: SectionInput,
): Promise<Section> {
  return namedUniquely(() =>
    transaction(db, async (tx) => {
      const course = await lockActiveCourse(tx, courseId);
      if (!course) throw notFound(messages.errors.courseNotFound);
      const section = await insertSection(tx, courseId, { name, capacity: capacity ?? null });
      await recordEvent(tx, {
        actor: { id: actorId },
        action: 'section.created',
        entityType: 'section',
        entityId: section._id,
        summary: auditSummaries.sectionCreated(section.name, course.name),
        changes: changesBetween(undefined, { name: section.name, capacity: section.capacity }),
      });
      return section;
    }),
  );
}

/**
 * Renames a section or changes its capacity, never below the students it has. `expectedVersion` (If-Match) refuses
 * the change when the section changed since it was read.
 */
export async function editSection(
  { db }: DataContext,
  actorId: string,
  id: string,
  patch: SectionPatch,
  expectedVersion?: number,
): Promise<Section> {
  return namedUniquely(() =>
    transaction(db, async (tx) => {
      const section = await lockExistingSection(tx, id);
      refuseStaleEdit(expectedVersion, section.version);
      if (patch.capacity != null && patch.capacity < section.students) {
        throw conflict(attendanceMessages.capacityBelowStudents(section.students));
      }
      const updated = await updateSection(tx, id, patch);
      const changes = changesBetween(
        { name: section.name, capacity: section.capacity },
        { name: updated.name, capacity: updated.capacity },
      );
      if (Object.keys(changes).length > 0) {
        await recordEvent(tx, {
          actor: { id: actorId },
          action: 'section.updated',
          entityType: 'section',
          entityId: id,
          summary: auditSummaries.sectionUpdated(updated.name, section.courseName),
          changes,
        });
      }
      return updated;
    }),
  );
}

/**
 * Deletes a section (soft) that is not its course's main one and has no students: its coming classes not yet marked
 * go with it; past ones stay, as history. Enrolments of deleted students still in it move to the main section.
 */
export async function deleteSection({ db, now }: ServiceContext, actorId: string, id: string): Promise<void> {
  await transaction(db, async (tx) => {
    const section = await lockExistingSection(tx, id);
    if (section.main) throw conflict(attendanceMessages.mainSectionKept);
    if (section.students > 0) throw conflict(attendanceMessages.sectionHasStudents);
    const at = now();
    const main = await mainSectionOf(tx, section.courseId);
    if (main) await moveAllEnrolments(tx, id, main);
    const classesRemoved = await deleteComingClasses(tx, { sectionId: id }, dateTimeInIndia(at));
    await softDeleteSection(tx, id, at);
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'section.deleted',
      entityType: 'section',
      entityId: id,
      summary: auditSummaries.sectionDeleted(section.name, section.courseName, classesRemoved),
    });
  });
}

/**
 * Moves students into the section: each must be enrolled in its course (and not deleted), and the section must have
 * room for those not in it yet. Each move is audited on the student.
 */
export async function moveStudentsToSection(
  { db }: DataContext,
  actorId: string,
  id: string,
  { studentIds }: SectionStudentsInput,
): Promise<Section> {
  return transaction(db, async (tx) => {
    const section = await lockExistingSection(tx, id);
    const wanted = [...new Set(studentIds)];
    const enrolments = await enrolmentsInCourse(tx, section.courseId, wanted);
    if (enrolments.length !== wanted.length) throw badRequest(attendanceMessages.notInCourse);
    const moving = enrolments.filter((enrolment) => enrolment.sectionId !== id);
    if (section.capacity !== null && section.students + moving.length > section.capacity) {
      throw conflict(attendanceMessages.sectionFull(section.name, section.capacity));
    }
    await moveEnrolments(
      tx,
      section.courseId,
      id,
      moving.map((enrolment) => enrolment.studentId),
    );
    await recordEvents(
      tx,
      { id: actorId },
      moving.map((enrolment) => ({
        action: 'section.students_moved',
        entityType: 'student',
        entityId: enrolment.studentId,
        studentId: enrolment.studentId,
        summary: auditSummaries.studentMovedToSection(
          enrolment.name,
          section.courseName,
          enrolment.sectionName,
          section.name,
        ),
        changes: { section: { from: enrolment.sectionName, to: section.name } },
      })),
    );
    return (await findSection(tx, id))!;
  });
}
