import { isIsoDate } from './dates.js';
import { loginMessages, staffMessages } from './messages.js';

// The rules of the two sign-in forms as plain functions: the schemas (schemas/auth.ts) are built on them, and the
// sign-in pages check with them without loading zod.

export const EMAIL_MAX_LENGTH = 254;
export const SIGN_IN_PASSWORD_MAX_LENGTH = 256;

/**
 * How an email address is written: the pattern `z.email()` checks by default (zod's `regexes.email`), written here so
 * that the sign-in pages check it without loading zod; `emailSchema` checks this one.
 */
export const EMAIL_SHAPE =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Why a typed email cannot be one, or null; the email is taken trimmed and in lower case. */
export function emailProblem(email: string): string | null {
  const text = email.trim().toLowerCase();
  if (text === '') return loginMessages.emailRequired;
  if (!EMAIL_SHAPE.test(text)) return loginMessages.emailInvalid;
  return text.length > EMAIL_MAX_LENGTH ? loginMessages.emailTooLong : null;
}

const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** How dates are written in India: day, month, year, with dashes, slashes or dots. */
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/**
 * A typed date of birth as YYYY-MM-DD: the spec's YYYY-MM-DD, or day first (DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY). A
 * date in neither form, or one that is not in the calendar (31-02-2002), is refused with its own reason.
 */
export function readDateOfBirth(typed: string): { date: string } | { problem: string } {
  const text = typed.trim();
  if (text === '') return { problem: loginMessages.dateOfBirthRequired };
  const yearFirst = YEAR_FIRST.exec(text);
  const dayFirst = DAY_FIRST.exec(text);
  const parts = yearFirst ? yearFirst.slice(1) : dayFirst ? [dayFirst[3]!, dayFirst[2]!, dayFirst[1]!] : undefined;
  if (!parts) return { problem: loginMessages.dateOfBirthFormat };
  const [year, month, day] = parts.map((part) => part!.padStart(2, '0'));
  const date = `${year}-${month}-${day}`;
  return isIsoDate(date) ? { date } : { problem: loginMessages.dateOfBirthImpossible };
}

/** Who signs in: a student, with their date of birth as the password, or a staff member with a password. */
export type SignInKind = 'student' | 'staff';

export interface SignInFields {
  email: string;
  password: string;
}

/**
 * Typed credentials as they are sent (the email trimmed and in lower case; a student's date of birth as YYYY-MM-DD),
 * or why each field that cannot be sent is refused.
 */
export function readSignIn(
  kind: SignInKind,
  { email, password }: SignInFields,
): { credentials: SignInFields } | { problems: Partial<SignInFields> } {
  const problems: Partial<SignInFields> = {};
  const emailRefused = emailProblem(email);
  if (emailRefused) problems.email = emailRefused;
  let sent = password;
  if (kind === 'student') {
    const dateOfBirth = readDateOfBirth(password);
    if ('problem' in dateOfBirth) problems.password = dateOfBirth.problem;
    else sent = dateOfBirth.date;
  } else if (password === '') problems.password = loginMessages.passwordRequired;
  else if (password.length > SIGN_IN_PASSWORD_MAX_LENGTH) problems.password = staffMessages.passwordTooLong;
  if (problems.email || problems.password) return { problems };
  return { credentials: { email: email.trim().toLowerCase(), password: sent } };
}
