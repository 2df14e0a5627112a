import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  alreadyLinked: msg`This guardian is already linked to this student`,
  codeInvalidShape: msg`Enter the 6-digit code you were sent`,
  codeRefused: msg`This code is wrong or no longer valid. Check it, or ask for a new code.`,
  codeRequested: msg`If this phone or email belongs to a guardian, a 6-digit sign-in code is on its way. It is valid for 10 minutes.`,
  contactInvalid: msg`Enter a phone number (such as 98765 43210) or an email address`,
  contactMissing: msg`Enter your phone number or email`,
  contactRequired: msg`A guardian needs a phone or an email`,
  emailTaken: msg`Another guardian has this email`,
  notFound: msg`Guardian not found`,
  notOfStudent: msg`This guardian is not linked to this student`,
  phoneAndEmailOfTwo: msg`This phone belongs to one guardian and this email to another: use the contact of one of them, or edit them first`,
  phoneTaken: msg`Another guardian has this phone number`,
  removed: msg`Guardian removed`,
  signInCodeRequestFailed: msg`Failed to send a code. Please try again.`,
  signInFailed: msg`Failed to sign in. Please try again.`,
  tooMany: msg`A student has at most 4 guardians`,
} satisfies DomainTexts;
