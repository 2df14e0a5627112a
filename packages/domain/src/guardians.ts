import { guardianMessages, inputMessages } from './messages.js';
import { emailProblem } from './sign-in.js';
import { PHONE_SHAPE } from './students.js';
import { readText } from './text.js';

// A guardian's rules as plain functions: `guardianFieldsSchema` (schemas/guardians.ts) checks the same with the same
// messages, and the add-student form checks with these without loading zod.

export const GUARDIAN_NAME_MAX_LENGTH = 100;
/** Mother, Father, Guardian, Uncle…: free text, as families describe themselves. */
export const GUARDIAN_RELATION_MAX_LENGTH = 40;

/**
 * A phone number as stored and compared: its digits only, and for an Indian number written with its country code
 * (+91 98765 43210, 0091…) or a trunk 0 (098765 43210, 080 2345 6789) just its ten digits, so that one phone written
 * two ways is one guardian. Other numbers (+44 20 7946 0958) keep every digit.
 */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const indian = /^(?:0091|91|0)?(\d{10})$/.exec(digits);
  return indian ? indian[1]! : digits;
}

/** A phone as stored (`normalisePhone`) in E.164, as SMS providers take it: ten digits are an Indian number. */
export function e164Phone(phone: string): string {
  const digits = normalisePhone(phone);
  return digits.length === 10 ? `+91${digits}` : `+${digits}`;
}

/** A guardian as typed into a form: every field text, an empty contact meaning none. */
export interface TypedGuardian {
  name: string;
  relation: string;
  phone: string;
  email: string;
}

/**
 * The guardian as sent (texts trimmed, the phone normalised, the email in lower case, an empty contact null), or why
 * each field that cannot be sent is refused (its first reason, as `guardianFieldsSchema` gives it).
 */
export function readGuardian(
  fields: TypedGuardian,
):
  | { guardian: { name: string; relation: string; phone: string | null; email: string | null } }
  | { problems: Partial<TypedGuardian> } {
  const problems: Partial<TypedGuardian> = {};
  const name = readText(fields.name, 'Name', GUARDIAN_NAME_MAX_LENGTH);
  if ('problem' in name) problems.name = name.problem;
  const relation = readText(fields.relation, 'Relation', GUARDIAN_RELATION_MAX_LENGTH);
  if ('problem' in relation) problems.relation = relation.problem;
  const phone = fields.phone.trim();
  const email = fields.email.trim().toLowerCase();
  if (phone !== '' && !PHONE_SHAPE.test(phone)) problems.phone = inputMessages.phoneInvalid;
  const emailRefused = email === '' ? null : emailProblem(email);
  if (emailRefused) problems.email = emailRefused;
  if (Object.keys(problems).length > 0 || 'problem' in name || 'problem' in relation) return { problems };
  // Asked for once the fields themselves are right, as the schema's refinement of the whole guardian is.
  if (phone === '' && email === '') return { problems: { phone: guardianMessages.contactRequired } };
  return {
    guardian: {
      name: name.text,
      relation: relation.text,
      phone: phone === '' ? null : normalisePhone(phone),
      email: email === '' ? null : email,
    },
  };
}
