import { and, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Tx } from '../db/transaction.js';
import {
  auditEvents,
  emailOutbox,
  enrollments,
  feeAccounts,
  guardians,
  studentGuardians,
  studentImports,
  users,
} from '../db/schema.js';

/** How often the instance writing (or undoing) an import says it still is. */
export const IMPORT_HEARTBEAT_MS = 10_000;
/** An import no instance has spoken for this long was cut short (its instance stopped): it is undone. */
export const IMPORT_LEASE_MS = 60_000;

export async function insertStudentImport(db: Db, values: { id: string; fileName: string; startedBy: string }) {
  await db.insert(studentImports).values(values);
}

export async function beatStudentImport(db: Db, id: string) {
  await db
    .update(studentImports)
    .set({ heartbeatAt: sql`now()` })
    .where(eq(studentImports.id, id));
}

/** The import is done: the students it created are the institute's for good. In the import's last transaction. */
export async function finishStudentImport(tx: Tx, id: string) {
  await tx
    .update(studentImports)
    .set({ state: 'done', finishedAt: sql`now()` })
    .where(eq(studentImports.id, id));
}

/**
 * Takes, for this instance to undo, the imports that are running or being undone but that no instance has spoken for
 * within IMPORT_LEASE_MS (by the database's clock, the same for every instance); with `id`, that one import at once.
 */
export async function claimImportsToUndo(db: Db, id?: string): Promise<string[]> {
  const unfinished = inArray(studentImports.state, ['running', 'undoing']);
  const claimed = await db
    .update(studentImports)
    .set({ state: 'undoing', heartbeatAt: sql`now()` })
    .where(
      id
        ? and(eq(studentImports.id, id), unfinished)
        : and(
            unfinished,
            lt(studentImports.heartbeatAt, sql`now() - make_interval(secs => ${IMPORT_LEASE_MS / 1000})`),
          ),
    )
    .returning({ id: studentImports.id });
  return claimed.map((row) => row.id);
}

/**
 * Removes up to `limit` of the students the import created, with all it wrote about them: their audit events, fee
 * accounts and enrollments (their sessions go with them), and their links to guardians (the file's or given them
 * meanwhile); a guardian left with no child is deleted (soft), as when the office removes one. Answers how many it
 * removed. A student someone paid for in the meantime cannot be removed (the ledger keeps every payment): the database
 * refuses, and the import stays to undo.
 */
export async function removeImportedStudents(tx: Tx, importId: string, limit: number): Promise<number> {
  const ids = (
    await tx.select({ id: users.id }).from(users).where(eq(users.importId, importId)).limit(limit).for('update')
  ).map((row) => row.id);
  if (ids.length === 0) return 0;
  await tx.delete(auditEvents).where(or(inArray(auditEvents.studentId, ids), inArray(auditEvents.actorId, ids)));
  await tx.delete(emailOutbox).where(inArray(emailOutbox.recipientId, ids));
  await tx.delete(feeAccounts).where(inArray(feeAccounts.studentId, ids));
  await tx.delete(enrollments).where(inArray(enrollments.studentId, ids));
  const unlinked = await tx
    .delete(studentGuardians)
    .where(inArray(studentGuardians.studentId, ids))
    .returning({ guardianId: studentGuardians.guardianId });
  if (unlinked.length > 0) {
    const childless = notExists(
      tx
        .select({ one: sql`1` })
        .from(studentGuardians)
        .where(eq(studentGuardians.guardianId, guardians.id)),
    );
    await tx
      .update(guardians)
      .set({ deletedAt: sql`now()` })
      .where(
        and(
          inArray(
            guardians.id,
            unlinked.map((link) => link.guardianId),
          ),
          isNull(guardians.deletedAt),
          childless,
        ),
      );
  }
  await tx.delete(users).where(inArray(users.id, ids));
  return ids.length;
}

export async function markImportUndone(db: Db, id: string) {
  await db
    .update(studentImports)
    .set({ state: 'undone', finishedAt: sql`now()` })
    .where(eq(studentImports.id, id));
}
