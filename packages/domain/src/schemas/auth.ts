import { z } from 'zod';
import { messages } from '../messages.js';
import { emailSchema } from './common.js';

const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** How dates are written in India: day, month, year, with dashes, slashes or dots. */
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const calendarDate = z.iso.date();

/**
 * A typed date of birth as YYYY-MM-DD: the spec's YYYY-MM-DD, or day first (DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY).
 * A date in neither form, or one that is not in the calendar (31-02-2002), is refused with its own reason.
 */
export const dateOfBirthInputSchema = z
  .string({ error: 'Date of birth is required' })
  .trim()
  .min(1, 'Date of birth is required')
  .transform((text, ctx) => {
    const yearFirst = YEAR_FIRST.exec(text);
    const dayFirst = DAY_FIRST.exec(text);
    const parts = yearFirst ? yearFirst.slice(1) : dayFirst ? [dayFirst[3]!, dayFirst[2]!, dayFirst[1]!] : undefined;
    if (!parts) {
      ctx.issues.push({ code: 'custom', input: text, message: messages.login.dateOfBirthFormat });
      return z.NEVER;
    }
    const [year, month, day] = parts.map((part) => part!.padStart(2, '0'));
    const date = `${year}-${month}-${day}`;
    if (!calendarDate.safeParse(date).success) {
      ctx.issues.push({ code: 'custom', input: text, message: messages.login.dateOfBirthImpossible });
      return z.NEVER;
    }
    return date;
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
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
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
