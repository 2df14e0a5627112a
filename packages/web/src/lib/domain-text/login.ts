import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  cannotConnect: msg`Cannot connect to the server. Please make sure the backend server is running.`,
  dateOfBirthFormat: msg`Enter your date of birth as DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD`,
  dateOfBirthImpossible: msg`There is no such date: check the day and the month`,
  dateOfBirthRequired: msg`Date of birth is required`,
  emailInvalid: msg`Enter a valid email address`,
  emailRequired: msg`Email is required`,
  emailTooLong: msg`Email is too long`,
  failed: msg`Failed to login. Please try again.`,
  googleCancelled: msg`Google sign-in was cancelled or refused`,
  googleEmailNotVerified: msg`Your Google email address is not verified`,
  googleFailed: msg`Google authentication failed. Please try again or use email login.`,
  googleNotConfigured: msg`Google login is not configured`,
  googleStateMismatch: msg`Google sign-in expired or was started in another window`,
  googleUnavailable: msg`Google login is currently unavailable. Please use email and date of birth to sign in.`,
  googleUnknownEmail: msg`No student account uses this Google email address`,
  googleUnreachable: msg`Google sign-in could not be completed. The provider did not answer as expected.`,
  invalidAdminCredentials: msg`Invalid email or password`,
  invalidStudentCredentials: msg`Invalid email or date of birth`,
  passwordRequired: msg`Password is required`,
  signInCodeElsewhere: msg`This sign-in was started in another browser. Please sign in with Google again here.`,
  signInCodeInvalid: msg`This sign-in link has expired or was already used`,
  timedOut: msg`Connection timed out. Please try again.`,
  tokenMissing: msg`Unexpected error: Login token missing`,
} satisfies DomainTexts;
