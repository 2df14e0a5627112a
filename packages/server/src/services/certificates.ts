import { randomInt } from 'node:crypto';
import {
  learningMessages,
  auditSummaries,
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  certificateCodeFrom,
  dateInIndia,
  formatCertificateNumber,
  messages,
  type CertificateVerification,
} from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { conflict, HttpError, notFound } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import {
  findCertificate,
  findCertificateByCode,
  insertCertificate,
  markRevoked,
  type CertificateRow,
} from '../repositories/certificates.js';
import { findEnrollment } from '../repositories/learning.js';
import type { ServiceContext } from './context.js';

/** A new verification code: random letters and digits from an alphabet without look-alikes (about 60 bits). */
const newCode = () =>
  Array.from(
    { length: CERTIFICATE_CODE_LENGTH },
    () => CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)],
  ).join('');

const revoked = () => new HttpError(410, learningMessages.certificateRevoked);

/**
 * The student's certificate of a course, issued the first time they ask once every lesson is done, dated the day they
 * completed it (in India). Issued once: asked again, even after the course gained lessons, it is the same one. Not
 * yet complete is a 404; revoked, a 410.
 */
export async function studentCertificate(
  { db, now }: ServiceContext,
  studentId: string,
  courseId: string,
): Promise<CertificateRow> {
  const enrollment = await findEnrollment(db, studentId, courseId);
  if (!enrollment) throw notFound(messages.errors.courseNotFound);
  const existing = await findCertificate(db, studentId, courseId);
  if (existing?.revokedAt) throw revoked();
  if (existing) return existing;
  if (!enrollment.complete) throw notFound(learningMessages.certificateNotYet);
  const issuedOn = dateInIndia(enrollment.completedAt ?? now());
  // Two codes alike, out of 2^60, would fail on certificates_code_key; asked again, the student gets another.
  return transaction(db, async (tx) => {
    const issued = await insertCertificate(tx, {
      code: newCode(),
      studentId,
      courseId,
      studentName: enrollment.studentName,
      courseName: enrollment.courseName,
      issuedOn,
    });
    // Issued meanwhile by another request of the student's: that one stands.
    if (!issued) return (await findCertificate(tx, studentId, courseId))!;
    const number = formatCertificateNumber(issued.number);
    await recordEvent(tx, {
      actor: { id: studentId },
      action: 'certificate.issued',
      entityType: 'certificate',
      entityId: issued.id,
      studentId,
      summary: auditSummaries.certificateIssued(number, issued.studentName, issued.courseName),
      changes: { number: { from: null, to: number }, issuedOn: { from: null, to: issuedOn } },
    });
    return issued;
  });
}

/** What anyone may learn from a code: name, course and date; an unknown code is a 404, a revoked one a 410. */
export async function verifyCertificate({ db }: ServiceContext, typed: string): Promise<CertificateVerification> {
  const code = certificateCodeFrom(typed);
  const row = code && (await findCertificateByCode(db, code));
  if (!row) throw notFound(learningMessages.certificateNotFound);
  if (row.revokedAt) throw revoked();
  return { name: row.studentName, course: row.courseName, issuedOn: row.issuedOn };
}

/** An admin revokes a certificate for a reason; its code then answers that it was revoked. */
export async function revokeCertificate({ db, now }: ServiceContext, actorId: string, typed: string, reason: string) {
  const code = certificateCodeFrom(typed);
  const row = code && (await findCertificateByCode(db, code));
  if (!row) throw notFound(learningMessages.certificateNotFound);
  if (row.revokedAt) throw conflict(learningMessages.certificateAlreadyRevoked);
  await transaction(db, async (tx) => {
    await markRevoked(tx, row.id, actorId, reason, now());
    const number = formatCertificateNumber(row.number);
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'certificate.revoked',
      entityType: 'certificate',
      entityId: row.id,
      studentId: row.studentId,
      summary: auditSummaries.certificateRevoked(number, row.studentName, row.courseName, reason),
      changes: { revoked: { from: false, to: true }, reason: { from: null, to: reason } },
    });
  });
}
