import { createHmac, randomInt } from 'node:crypto';
import {
  auditSummaries,
  GUARDIAN_CODE_DIGITS,
  GUARDIAN_CODE_VALID_MINUTES,
  type GuardianContact,
} from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { recordEvent } from '../repositories/audit.js';
import { replaceGuardianCode, useGuardianCode } from '../repositories/guardian-sign-in-codes.js';
import { findGuardianByContact } from '../repositories/guardians.js';
import type { ServiceContext } from './context.js';

/**
 * A code as stored: keyed (HMAC-SHA256 with the server's secret) and bound to its guardian, so a copy of the table
 * alone cannot be tried against a million candidates.
 */
const hashCode = (key: Uint8Array, guardianId: string, code: string) =>
  createHmac('sha256', key).update(`${guardianId}:${code}`).digest('base64url');

const MINUTE_MS = 60_000;

/**
 * A new one-time code for the guardian reached at this contact, replacing the one they had: the guardian (to send it
 * to) and the code, which is never stored; undefined when no guardian with a live child has the contact, or when
 * `mayIssue` refuses the guardian found (their own limit).
 */
export async function issueGuardianCode(
  { db, now }: ServiceContext,
  contact: GuardianContact,
  key: Uint8Array,
  mayIssue: (guardianId: string) => Promise<boolean>,
) {
  return transaction(db, async (tx) => {
    const guardian = await findGuardianByContact(tx, contact);
    if (!guardian || !(await mayIssue(guardian.id))) return undefined;
    const code = String(randomInt(0, 10 ** GUARDIAN_CODE_DIGITS)).padStart(GUARDIAN_CODE_DIGITS, '0');
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + GUARDIAN_CODE_VALID_MINUTES * MINUTE_MS);
    await replaceGuardianCode(tx, guardian.id, hashCode(key, guardian.id, code), issuedAt, expiresAt);
    return { guardian, code };
  });
}

/**
 * Signs a guardian in with the code they were sent: the guardian when the code is theirs, valid and not spent (it is
 * spent by this use), audited; else undefined, a wrong try counted against their code.
 */
export async function signInGuardian(
  { db, now }: ServiceContext,
  { contact, code }: { contact: GuardianContact; code: string },
  key: Uint8Array,
) {
  return transaction(db, async (tx) => {
    const guardian = await findGuardianByContact(tx, contact);
    if (!guardian || !(await useGuardianCode(tx, guardian.id, hashCode(key, guardian.id, code), now()))) {
      return undefined;
    }
    await recordEvent(tx, {
      actor: { guardianId: guardian.id },
      action: 'guardian.signed_in',
      entityType: 'guardian',
      entityId: guardian.id,
      summary: auditSummaries.signedIn,
    });
    return guardian;
  });
}
