import { transaction } from '../db/transaction.js';
import {
  deleteExpiredSessions,
  endSessions,
  insertSession,
  type SessionEnd,
  type SessionHolder,
} from '../repositories/sessions.js';
import type { ServiceContext } from './context.js';

/** Signs out one session, or a user everywhere: their tokens are refused on every instance from the commit on. */
export async function signOut({ db, forgetEndedSessions }: ServiceContext, end: SessionEnd) {
  await transaction(db, (tx) => endSessions(tx, end));
  forgetEndedSessions(end);
}

/**
 * Starts a session for a user or guardian who has just signed in (their sign-in is audited where their credentials
 * are checked), until expiresAt, clearing the expired ones in the same transaction; returns the session's id for
 * their token.
 */
export async function startSession({ db }: Pick<ServiceContext, 'db'>, holder: SessionHolder, expiresAt: Date) {
  return transaction(db, async (tx) => {
    await deleteExpiredSessions(tx);
    return insertSession(tx, holder, expiresAt);
  });
}
