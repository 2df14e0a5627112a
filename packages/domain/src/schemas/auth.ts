import { z } from 'zod';
import { loginMessages, staffMessages } from '../messages.js';
import { readDateOfBirth, SIGN_IN_PASSWORD_MAX_LENGTH } from '../sign-in.js';
import { emailSchema } from './common.js';

/**
 * A typed date of birth as YYYY-MM-DD (`readDateOfBirth`: YYYY-MM-DD, or day first), refused with its own reason
 * when it cannot be one.
 */
export const dateOfBirthInputSchema = z.string({ error: loginMessages.dateOfBirthRequired }).transform((text, ctx) => {
  const read = readDateOfBirth(text);
  if ('date' in read) return read.date;
  ctx.issues.push({ code: 'custom', input: text, message: read.problem });
  return z.NEVER;
});

/**
 * Students sign in with their date of birth as the password, sent as YYYY-MM-DD: the browser turns a day-first date
 * into it before sending, and refuses a date that cannot be one without spending a sign-in attempt.
 */
export const studentLoginSchema = z.object({
  email: emailSchema,
  password: dateOfBirthInputSchema,
});

export const adminLoginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, loginMessages.passwordRequired)
    .max(SIGN_IN_PASSWORD_MAX_LENGTH, staffMessages.passwordTooLong),
});

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The one-time code that Google sign-in sends the browser back with, exchanged once for a token. */
export const signInCodeExchangeSchema = z.object({
  code: z.string({ error: 'Code is required' }).min(1, 'Code is required').max(128),
});

/** Whether an account's sign-in is locked after too many wrong attempts, and until when (ISO time); null when not. */
export const signInLockSchema = z.object({ lockedUntil: z.iso.datetime().nullable() });
export type SignInLock = z.infer<typeof signInLockSchema>;
