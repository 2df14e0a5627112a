// A student's guardians (#44).
import { GUARDIAN_CODE_DIGITS, GUARDIAN_CODE_VALID_MINUTES, MAX_GUARDIANS } from '../constants.js';

export const contactRequired = 'A guardian needs a phone or an email';
export const tooMany = `A student has at most ${MAX_GUARDIANS} guardians`;
export const alreadyLinked = 'This guardian is already linked to this student';
export const phoneAndEmailOfTwo =
  'This phone belongs to one guardian and this email to another: use the contact of one of them, or edit them first';
export const phoneTaken = 'Another guardian has this phone number';
export const emailTaken = 'Another guardian has this email';
export const notFound = 'Guardian not found';
export const notOfStudent = 'This guardian is not linked to this student';
export const removed = 'Guardian removed';

// A guardian signing in with a one-time code, and what they read of their children.
export const contactMissing = 'Enter your phone number or email';
export const contactInvalid = 'Enter a phone number (such as 98765 43210) or an email address';
export const codeInvalidShape = `Enter the ${GUARDIAN_CODE_DIGITS}-digit code you were sent`;
/** The answer to every code request, whether or not a guardian has the contact: it tells no one who is a guardian. */
export const codeRequested =
  `If this phone or email belongs to a guardian, a ${GUARDIAN_CODE_DIGITS}-digit sign-in code is on its way. ` +
  `It is valid for ${GUARDIAN_CODE_VALID_MINUTES} minutes.`;
/** A wrong, expired, used or locked code (5 wrong tries spend it), or a contact that is no guardian's: one message. */
export const codeRefused = 'This code is wrong or no longer valid. Check it, or ask for a new code.';
/** Too many code requests from one network (address); `minutes` until it may ask again. */
export const tooManyCodeRequests = (minutes: number) =>
  `Too many sign-in codes were asked for from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const signInCodeRequestFailed = 'Failed to send a code. Please try again.';
export const signInFailed = 'Failed to sign in. Please try again.';
