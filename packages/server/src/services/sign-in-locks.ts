import { auditSummaries, messages, type SignInLock } from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { notFound } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import { findActiveStaff, findActiveStaffByEmail } from '../repositories/staff.js';
import { findActiveUser, findActiveUserByEmail } from '../repositories/users.js';
import type { ServiceContext } from './context.js';

/** Student and staff sign-ins are counted apart: students guessing never block staff, nor the other way round. */
export type SignInKind = 'student' | 'staff';

/** The sign-in guard's locks (plugins/app/login-guard.ts), as an admin reads and lifts them. */
export interface SignInLocks {
  /** Until when the account is locked for browsers it has not signed in from; undefined when it is not. */
  lockedUntil(kind: SignInKind, email: string): Promise<Date | undefined>;
  /** Lifts the account's lock and forgets its failures. */
  unlock(kind: SignInKind, email: string): Promise<void>;
}

/** The audit trail's actor for what the sign-in limit does by itself. */
const SIGN_IN_LIMIT = { job: 'Sign-in limit' };

const accountByEmail = (db: ServiceContext['db'], kind: SignInKind, email: string) =>
  kind === 'student' ? findActiveUserByEmail(db, email, 'student') : findActiveStaffByEmail(db, email);

async function accountById({ db }: ServiceContext, kind: SignInKind, id: string) {
  const account = kind === 'student' ? await findActiveUser(db, id, 'student') : await findActiveStaff(db, id);
  if (!account) throw notFound(kind === 'student' ? messages.errors.studentNotFound : messages.staff.notFound);
  return account;
}

/**
 * Tells the office that an account's sign-in has just been locked: someone may be guessing its date of birth or
 * password. An email that is nobody's account is locked alike but not recorded, so guessing made-up emails cannot
 * fill the audit trail.
 */
export async function recordSignInLocked(
  context: ServiceContext,
  { kind, email, failures, minutes }: { kind: SignInKind; email: string; failures: number; minutes: number },
): Promise<void> {
  const account = await accountByEmail(context.db, kind, email);
  if (!account) return;
  await transaction(context.db, (tx) =>
    recordEvent(tx, {
      actor: SIGN_IN_LIMIT,
      action: `${kind}.sign_in_locked`,
      entityType: kind,
      entityId: account.id,
      studentId: kind === 'student' ? account.id : undefined,
      summary: auditSummaries.signInLocked(`${account.name} (${email})`, failures, minutes),
    }),
  );
}

const answer = (lockedUntil: Date | undefined): SignInLock => ({ lockedUntil: lockedUntil?.toISOString() ?? null });

/** Whether the student's or staff member's sign-in is locked, and until when. */
export async function signInLockOf(
  context: ServiceContext,
  guard: SignInLocks,
  kind: SignInKind,
  id: string,
): Promise<SignInLock> {
  const account = await accountById(context, kind, id);
  return answer(await guard.lockedUntil(kind, account.email));
}

/**
 * Lifts the lock of the account's sign-in, an event by the staff member who did; an account that was not locked
 * changes nothing and records nothing. Browsers that guessed stay held to their address's count.
 */
export async function unlockSignIn(
  context: ServiceContext,
  guard: SignInLocks,
  actorId: string,
  kind: SignInKind,
  id: string,
): Promise<SignInLock> {
  const account = await accountById(context, kind, id);
  if ((await guard.lockedUntil(kind, account.email)) === undefined) return answer(undefined);
  await transaction(context.db, async (tx) => {
    await recordEvent(tx, {
      actor: { id: actorId },
      action: `${kind}.sign_in_unlocked`,
      entityType: kind,
      entityId: account.id,
      studentId: kind === 'student' ? account.id : undefined,
      summary: auditSummaries.signInUnlocked(`${account.name} (${account.email})`),
    });
    // Last in the transaction: if the event cannot be written, the lock stays.
    await guard.unlock(kind, account.email);
  });
  return answer(undefined);
}
