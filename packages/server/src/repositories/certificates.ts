import { and, eq } from 'drizzle-orm';
import { formatCertificateCode, formatCertificateNumber, type Certificate } from '@campus/domain';
import type { Db } from '../db/client.js';
import { certificates } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

export type CertificateRow = typeof certificates.$inferSelect;

export const toCertificate = (row: CertificateRow): Certificate => ({
  number: formatCertificateNumber(row.number),
  code: formatCertificateCode(row.code),
  issuedOn: row.issuedOn,
});

export async function findCertificate(db: Db, studentId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.studentId, studentId), eq(certificates.courseId, courseId)));
  return row;
}

export async function findCertificateByCode(db: Db, code: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row;
}

/** Issues the certificate; one issued meanwhile for the same student and course is kept, and undefined returned. */
export async function insertCertificate(tx: Tx, values: typeof certificates.$inferInsert) {
  const [row] = await tx
    .insert(certificates)
    .values(values)
    .onConflictDoNothing({ target: [certificates.studentId, certificates.courseId] })
    .returning();
  return row;
}

export async function markRevoked(tx: Tx, id: string, revokedBy: string, reason: string, at: Date) {
  await tx.update(certificates).set({ revokedAt: at, revokedBy, revokedReason: reason }).where(eq(certificates.id, id));
}
