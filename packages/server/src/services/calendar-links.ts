import { randomBytes } from 'node:crypto';
import { auditSummaries, messages } from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { HttpError } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import { calendarTokenOf, setCalendarToken } from '../repositories/student-timetable.js';
import type { ServiceContext } from './context.js';

/** 32 random bytes: as unguessable as a signing key, and short enough in an address (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');

const signedOut = () => new HttpError(401, messages.auth.required);

/** The student's calendar token, made on their first ask and kept until they reset it. */
export async function calendarToken({ db }: ServiceContext, studentId: string): Promise<string> {
  const token = await calendarTokenOf(db, studentId);
  if (token === undefined) throw signedOut();
  if (token !== null) return token;
  const made = await transaction(db, (tx) => setCalendarToken(tx, studentId, newToken(), { onlyIfNone: true }));
  if (!made) throw signedOut();
  return made;
}

/** Gives the student a new calendar token: the address with the old one stops working at once (audited). */
export async function resetCalendarToken({ db }: ServiceContext, studentId: string): Promise<string> {
  return transaction(db, async (tx) => {
    const token = await setCalendarToken(tx, studentId, newToken(), { onlyIfNone: false });
    if (!token) throw signedOut();
    await recordEvent(tx, {
      actor: { id: studentId },
      action: 'calendar_link.reset',
      entityType: 'student',
      entityId: studentId,
      studentId,
      summary: auditSummaries.calendarLinkReset,
    });
    return token;
  });
}
