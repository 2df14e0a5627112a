import {
  attendanceMessages,
  auditSummaries,
  classHasStarted,
  classTime,
  type ClassSession,
  type ClassSessionInput,
  type ClassSessionPatch,
} from '@campus/domain';
import { transaction, type Tx } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { isExclusionViolation } from '../lib/database-errors.js';
import { badRequest, conflict, notFound, refuseStaleEdit } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import {
  clashOf,
  findClassSession,
  insertClassSessions,
  lockClassSession,
  toClassSession,
  updateClassSession,
  type NewClassSession,
  type PlannedClass,
} from '../repositories/class-sessions.js';
import { activeTeacherIds } from '../repositories/instructors.js';
import type { ServiceContext } from './context.js';
import { lockExistingSection } from './sections.js';

/** Refuses, with notAnInstructor, anyone given to teach a class who is not an active instructor or admin. */
export async function refuseNonTeachers(tx: Tx, ids: (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if ((await activeTeacherIds(tx, wanted)).length !== wanted.length) {
    throw badRequest(attendanceMessages.notAnInstructor);
  }
}

/**
 * Runs a write of the planned classes unless one of them clashes with another class (instructor or room busy then):
 * 409 naming the class in the way. The exclusion constraints refuse a clash the check could not see (a class written
 * by another request at the same moment); the write runs in a savepoint, so the check then runs again in this
 * transaction, sees the class committed meanwhile and names it.
 */
export async function writeWithoutClash<T>(
  tx: Tx,
  planned: PlannedClass[],
  write: (tx: Tx) => Promise<T>,
  exceptId?: string,
): Promise<T> {
  const clash = await clashOf(tx, planned, exceptId);
  if (clash) throw conflict(clash);
  try {
    return await tx.transaction((savepoint) => write(savepoint as unknown as Tx));
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw conflict((await clashOf(tx, planned, exceptId)) ?? attendanceMessages.clash);
  }
}

/** Writes classes made from a timetable or added one by one, refusing clashes; their ids. */
export const insertWithoutClash = (tx: Tx, classes: NewClassSession[]) =>
  writeWithoutClash(tx, classes, (savepoint) => insertClassSessions(savepoint, classes));

/** An extra class of a section, on its own (not from its timetable), audited. */
export async function addClassSession(
  { db }: ServiceContext,
  actorId: string,
  sectionId: string,
  input: ClassSessionInput,
): Promise<ClassSession> {
  return transaction(db, async (tx) => {
    const section = await lockExistingSection(tx, sectionId);
    await refuseNonTeachers(tx, [input.instructorId]);
    const planned: NewClassSession = {
      sectionId,
      slotId: null,
      date: input.date,
      start: input.start,
      end: input.end,
      room: input.room || null,
      instructorId: input.instructorId ?? null,
    };
    const [id] = await insertWithoutClash(tx, [planned]);
    const added = toClassSession((await findClassSession(tx, id!))!);
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'class_session.added',
      entityType: 'class_session',
      entityId: id!,
      summary: auditSummaries.classAdded(section.courseName, section.name, classTime(added.date, added)),
      changes: changesBetween(undefined, {
        date: added.date,
        start: added.start,
        end: added.end,
        room: added.room,
        instructor: added.instructorName,
      }),
    });
    return added;
  });
}

/**
 * Cancels a class (or takes the cancellation back), moves it or changes its room. A class with attendance is left as
 * it was marked; one that has begun is not moved. Moved, given a room, or no longer cancelled, it must not clash.
 * `expectedVersion` (If-Match) refuses the change when the class changed since it was read.
 */
export async function changeClassSession(
  { db, now }: ServiceContext,
  actorId: string,
  id: string,
  patch: ClassSessionPatch,
  expectedVersion?: number,
): Promise<ClassSession> {
  return transaction(db, async (tx) => {
    const row = await lockClassSession(tx, id);
    if (!row) throw notFound(attendanceMessages.classNotFound);
    refuseStaleEdit(expectedVersion, row.version);
    if (row.markedAt) throw conflict(attendanceMessages.classMarked);
    const before = toClassSession(row);
    const after = {
      date: patch.date ?? before.date,
      start: patch.start ?? before.start,
      end: patch.end ?? before.end,
      room: patch.room === undefined ? before.room : patch.room || null,
      cancelled: patch.cancelled ?? before.cancelled,
    };
    const moved = after.date !== before.date || after.start !== before.start || after.end !== before.end;
    if (!moved && after.room === before.room && after.cancelled === before.cancelled) return before;
    if (moved && classHasStarted(before, now())) throw conflict(attendanceMessages.classPast);
    if (after.end <= after.start) throw badRequest(attendanceMessages.endAfterStart);

    const write = (savepoint: Tx) => updateClassSession(savepoint, id, after);
    const takesPlace = !after.cancelled && (moved || after.room !== before.room || before.cancelled);
    if (takesPlace) {
      await writeWithoutClash(tx, [{ ...after, instructorId: before.instructorId }], write, id);
    } else {
      await write(tx);
    }
    const changed = toClassSession((await findClassSession(tx, id))!);
    const cancelling = after.cancelled && !before.cancelled;
    const summary = cancelling ? auditSummaries.classCancelled : auditSummaries.classChanged;
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'class_session.changed',
      entityType: 'class_session',
      entityId: id,
      summary: summary(row.courseName, row.sectionName, classTime(before.date, before)),
      changes: changesBetween(
        { date: before.date, start: before.start, end: before.end, room: before.room, cancelled: before.cancelled },
        {
          date: changed.date,
          start: changed.start,
          end: changed.end,
          room: changed.room,
          cancelled: changed.cancelled,
        },
      ),
    });
    return changed;
  });
}
