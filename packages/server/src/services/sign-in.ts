import { consumeSignInCode, createSignInCode } from '../repositories/sign-in-codes.js';
import { findActiveUser, findActiveUserByEmail } from '../repositories/users.js';
import type { ServiceContext } from './context.js';

/** A one-time code for the active student with this (provider-verified) email; undefined when there is none. */
export async function issueSignInCode({ db }: ServiceContext, email: string): Promise<string | undefined> {
  const student = await findActiveUserByEmail(db, email, 'student');
  return student && createSignInCode(db, student.id);
}

/** Uses a one-time code up: the student it was issued to while fresh and still active, else undefined. */
export async function redeemSignInCode({ db }: ServiceContext, code: string) {
  const userId = await consumeSignInCode(db, code);
  return userId ? findActiveUser(db, userId, 'student') : undefined;
}
