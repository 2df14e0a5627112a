import { transaction } from '../db/transaction.js';
import { endSessions, type SessionEnd } from '../repositories/sessions.js';
import type { ServiceContext } from './context.js';

/** Signs out one session, or a user everywhere: their tokens are refused on every instance from the commit on. */
export async function signOut({ db, forgetEndedSessions }: ServiceContext, end: SessionEnd) {
  await transaction(db, (tx) => endSessions(tx, end));
  forgetEndedSessions(end);
}
