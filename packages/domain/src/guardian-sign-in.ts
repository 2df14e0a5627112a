import { GUARDIAN_CODE_DIGITS } from './constants.js';
import { normalisePhone } from './guardians.js';
import { guardianMessages } from './messages.js';
import { emailProblem } from './sign-in.js';
import { PHONE_SHAPE } from './students.js';

// A guardian's sign-in by one-time code (#44): the rules the server keeps and the sign-in page checks.

export const GUARDIAN_CODE_SHAPE = new RegExp(`^\\d{${GUARDIAN_CODE_DIGITS}}$`);

/** Where a guardian is reached: a phone as stored (`normalisePhone`), or an email in lower case. */
export type GuardianContact = { phone: string } | { email: string };

/**
 * A typed contact as a guardian is found by it: an email (it has an @) or a phone written as a student's is; else why
 * it cannot be one.
 */
export function readGuardianContact(typed: string): { contact: GuardianContact } | { problem: string } {
  const text = typed.trim();
  if (text === '') return { problem: guardianMessages.contactMissing };
  if (text.includes('@')) {
    return emailProblem(text)
      ? { problem: guardianMessages.contactInvalid }
      : { contact: { email: text.toLowerCase() } };
  }
  return PHONE_SHAPE.test(text)
    ? { contact: { phone: normalisePhone(text) } }
    : { problem: guardianMessages.contactInvalid };
}

/** The one-time code as typed (spaces allowed, as some apps show it in groups), or why it cannot be one. */
export function readSignInCode(typed: string): { code: string } | { problem: string } {
  const code = typed.replace(/\s/g, '');
  return GUARDIAN_CODE_SHAPE.test(code) ? { code } : { problem: guardianMessages.codeInvalidShape };
}

/** The contact as the API takes it: the stored phone, or the email. */
export const contactText = (contact: GuardianContact) => ('email' in contact ? contact.email : contact.phone);

/** A stored phone in E.164, as SMS providers take it: ten digits are an Indian mobile (+91), others have their code. */
export const phoneE164 = (phone: string) => (phone.length === 10 ? `+91${phone}` : `+${phone}`);
