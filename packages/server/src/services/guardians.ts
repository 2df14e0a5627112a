import {
  auditSummaries,
  guardianMessages,
  MAX_GUARDIANS,
  messages,
  type Guardian,
  type GuardianFields,
} from '@campus/domain';
import { transaction, type Tx } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { isUniqueViolation } from '../lib/database-errors.js';
import { conflict, HttpError, notFound, refuseStaleEdit } from '../lib/errors.js';
import { recordEvent, recordEvents } from '../repositories/audit.js';
import {
  childrenOf,
  findGuardian,
  GUARDIAN_EMAIL_INDEX,
  GUARDIAN_PHONE_INDEX,
  guardianIdsOf,
  guardiansOfStudent,
  insertGuardian,
  linkGuardian,
  lockGuardian,
  lockGuardiansWithContact,
  softDeleteGuardian,
  teachesStudent,
  unlinkGuardian,
  updateGuardian,
} from '../repositories/guardians.js';
import { endSessions } from '../repositories/sessions.js';
import { lockActiveStudent } from '../repositories/students.js';
import { findActiveUser } from '../repositories/users.js';
import type { ServiceContext } from './context.js';
import type { Teacher } from './teaching.js';

/** The 409 that says which contact another live guardian has, when `error` is the database refusing it; else `error`. */
export function guardianContactConflict(error: unknown): unknown {
  if (isUniqueViolation(error, GUARDIAN_PHONE_INDEX)) return conflict(guardianMessages.phoneTaken);
  if (isUniqueViolation(error, GUARDIAN_EMAIL_INDEX)) return conflict(guardianMessages.emailTaken);
  return error;
}

/** A phone or email another live guardian has is a 409 that says which. */
export async function contactsUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw guardianContactConflict(error);
  }
}

const snapshot = ({ name, relation, phone, email }: GuardianFields) => ({ name, relation, phone, email });

/**
 * A student's guardians, for the office, and for an instructor of a course the student is in: to another instructor
 * the student is not found.
 */
export async function guardiansForStaff({ db }: ServiceContext, reader: Teacher, studentId: string) {
  const student = await findActiveUser(db, studentId, 'student');
  const hidden = reader.role === 'instructor' && !(student && (await teachesStudent(db, reader.id, studentId)));
  if (!student || hidden) throw notFound(messages.errors.studentNotFound);
  return guardiansOfStudent(db, studentId);
}

/**
 * Gives a student a guardian. A live guardian with the same phone or email is the same person (a parent of two at the
 * institute): the student is linked to them, their details left as they are. A phone of one guardian with the email
 * of another, a guardian already linked, or a fifth guardian is refused. Answers the guardian's id.
 */
export async function giveGuardian(
  tx: Tx,
  actorId: string,
  student: { id: string; name: string },
  fields: GuardianFields,
): Promise<string> {
  const matches = await lockGuardiansWithContact(tx, fields);
  if (matches.length > 1) throw conflict(guardianMessages.phoneAndEmailOfTwo);
  const linked = await guardianIdsOf(tx, student.id);
  const [existing] = matches;
  if (existing && linked.includes(existing.id)) throw conflict(guardianMessages.alreadyLinked);
  if (linked.length >= MAX_GUARDIANS) throw new HttpError(422, guardianMessages.tooMany);
  const guardian = existing ?? (await insertGuardian(tx, fields));
  await linkGuardian(tx, student.id, guardian.id);
  const event = {
    actor: { id: actorId },
    entityType: 'guardian',
    entityId: guardian.id,
    studentId: student.id,
  } as const;
  await recordEvent(
    tx,
    existing
      ? {
          ...event,
          action: 'guardian.linked',
          summary: auditSummaries.guardianLinked(guardian.name, guardian.relation, student.name),
        }
      : {
          ...event,
          action: 'guardian.created',
          summary: auditSummaries.guardianCreated(guardian.name, guardian.relation, student.name),
          changes: changesBetween(undefined, snapshot(guardian)),
        },
  );
  return guardian.id;
}

/** Gives an active student a guardian (`giveGuardian`), in a transaction of its own. */
export async function addGuardian(
  { db }: ServiceContext,
  actorId: string,
  studentId: string,
  fields: GuardianFields,
): Promise<Guardian> {
  const guardianId = await contactsUnique(() =>
    transaction(db, async (tx) => {
      const student = await lockActiveStudent(tx, studentId);
      if (!student) throw notFound(messages.errors.studentNotFound);
      return giveGuardian(tx, actorId, student, fields);
    }),
  );
  return (await findGuardian(db, guardianId))!;
}

/**
 * Edits a guardian's details, for every child they have. `expectedVersion` (If-Match) refuses the edit when the guardian
 * changed since it was read; a phone or email another guardian has is refused.
 */
export async function editGuardian(
  { db }: ServiceContext,
  actorId: string,
  id: string,
  fields: GuardianFields,
  expectedVersion?: number,
): Promise<Guardian> {
  await contactsUnique(() =>
    transaction(db, async (tx) => {
      const guardian = await lockGuardian(tx, id);
      if (!guardian) throw notFound(guardianMessages.notFound);
      refuseStaleEdit(expectedVersion, guardian.version);
      const updated = await updateGuardian(tx, id, fields);
      const changes = changesBetween(snapshot(guardian), snapshot(updated));
      if (Object.keys(changes).length === 0) return;
      const children = await childrenOf(tx, id);
      await recordEvents(
        tx,
        { id: actorId },
        children.map((child) => ({
          action: 'guardian.updated' as const,
          entityType: 'guardian' as const,
          entityId: id,
          studentId: child.id,
          summary: auditSummaries.guardianUpdated(updated.name),
          changes,
        })),
      );
    }),
  );
  return (await findGuardian(db, id))!;
}

/**
 * Removes a guardian from one student, or without `studentId` from every child; a guardian left with no child is
 * deleted (soft), so their phone and email may be given to someone new.
 */
export async function removeGuardian(
  { db, now, forgetEndedSessions }: ServiceContext,
  actorId: string,
  id: string,
  studentId: string | undefined,
): Promise<void> {
  const deleted = await transaction(db, async (tx) => {
    const guardian = await lockGuardian(tx, id);
    if (!guardian) throw notFound(guardianMessages.notFound);
    const children = await childrenOf(tx, id);
    const removed = studentId === undefined ? children : children.filter((child) => child.id === studentId);
    if (studentId !== undefined && removed.length === 0) throw notFound(guardianMessages.notOfStudent);
    await unlinkGuardian(
      tx,
      id,
      removed.map((child) => child.id),
    );
    const left = removed.length === children.length;
    if (left) {
      await softDeleteGuardian(tx, id, now());
      // Signed in, a guardian with no child left reads nothing more.
      await endSessions(tx, { guardianId: id });
    }
    await recordEvents(
      tx,
      { id: actorId },
      removed.map((child) => ({
        action: 'guardian.removed' as const,
        entityType: 'guardian' as const,
        entityId: id,
        studentId: child.id,
        summary: auditSummaries.guardianRemoved(guardian.name, child.name),
      })),
    );
    return left;
  });
  if (deleted) forgetEndedSessions({ guardianId: id });
}
