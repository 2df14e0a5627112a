import { msg } from '@lingui/core/macro';
import { guardianMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('guardians', {
  alreadyLinked: [guardianMessages.alreadyLinked, msg`This guardian is already linked to this student`],
  codeInvalidShape: [guardianMessages.codeInvalidShape, msg`Enter the 6-digit code you were sent`],
  codeRefused: [
    guardianMessages.codeRefused,
    msg`This code is wrong or no longer valid. Check it, or ask for a new code.`,
  ],
  codeRequested: [
    guardianMessages.codeRequested,
    msg`If this phone or email belongs to a guardian, a 6-digit sign-in code is on its way. It is valid for 10 minutes.`,
  ],
  contactInvalid: [
    guardianMessages.contactInvalid,
    msg`Enter a phone number (such as 98765 43210) or an email address`,
  ],
  contactMissing: [guardianMessages.contactMissing, msg`Enter your phone number or email`],
  contactRequired: [guardianMessages.contactRequired, msg`A guardian needs a phone or an email`],
  emailTaken: [guardianMessages.emailTaken, msg`Another guardian has this email`],
  notFound: [guardianMessages.notFound, msg`Guardian not found`],
  notOfStudent: [guardianMessages.notOfStudent, msg`This guardian is not linked to this student`],
  phoneAndEmailOfTwo: [
    guardianMessages.phoneAndEmailOfTwo,
    msg`This phone belongs to one guardian and this email to another: use the contact of one of them, or edit them first`,
  ],
  phoneTaken: [guardianMessages.phoneTaken, msg`Another guardian has this phone number`],
  removed: [guardianMessages.removed, msg`Guardian removed`],
  signInCodeRequestFailed: [guardianMessages.signInCodeRequestFailed, msg`Failed to send a code. Please try again.`],
  signInFailed: [guardianMessages.signInFailed, msg`Failed to sign in. Please try again.`],
  tooMany: [guardianMessages.tooMany, msg`A student has at most 4 guardians`],
});
