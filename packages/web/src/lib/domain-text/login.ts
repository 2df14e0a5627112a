import { msg } from '@lingui/core/macro';
import { loginMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('login', {
  cannotConnect: [
    loginMessages.cannotConnect,
    msg`Cannot connect to the server. Please make sure the backend server is running.`,
  ],
  dateOfBirthFormat: [
    loginMessages.dateOfBirthFormat,
    msg`Enter your date of birth as DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD`,
  ],
  dateOfBirthImpossible: [loginMessages.dateOfBirthImpossible, msg`There is no such date: check the day and the month`],
  dateOfBirthRequired: [loginMessages.dateOfBirthRequired, msg`Date of birth is required`],
  emailInvalid: [loginMessages.emailInvalid, msg`Enter a valid email address`],
  emailRequired: [loginMessages.emailRequired, msg`Email is required`],
  emailTooLong: [loginMessages.emailTooLong, msg`Email is too long`],
  failed: [loginMessages.failed, msg`Failed to login. Please try again.`],
  googleCancelled: [loginMessages.googleCancelled, msg`Google sign-in was cancelled or refused`],
  googleEmailNotVerified: [loginMessages.googleEmailNotVerified, msg`Your Google email address is not verified`],
  googleFailed: [loginMessages.googleFailed, msg`Google authentication failed. Please try again or use email login.`],
  googleNotConfigured: [loginMessages.googleNotConfigured, msg`Google login is not configured`],
  googleStateMismatch: [
    loginMessages.googleStateMismatch,
    msg`Google sign-in expired or was started in another window`,
  ],
  googleUnavailable: [
    loginMessages.googleUnavailable,
    msg`Google login is currently unavailable. Please use email and date of birth to sign in.`,
  ],
  googleUnknownEmail: [loginMessages.googleUnknownEmail, msg`No student account uses this Google email address`],
  googleUnreachable: [
    loginMessages.googleUnreachable,
    msg`Google sign-in could not be completed. The provider did not answer as expected.`,
  ],
  invalidAdminCredentials: [loginMessages.invalidAdminCredentials, msg`Invalid email or password`],
  invalidStudentCredentials: [loginMessages.invalidStudentCredentials, msg`Invalid email or date of birth`],
  passwordRequired: [loginMessages.passwordRequired, msg`Password is required`],
  signInCodeElsewhere: [
    loginMessages.signInCodeElsewhere,
    msg`This sign-in was started in another browser. Please sign in with Google again here.`,
  ],
  signInCodeInvalid: [loginMessages.signInCodeInvalid, msg`This sign-in link has expired or was already used`],
  timedOut: [loginMessages.timedOut, msg`Connection timed out. Please try again.`],
  tokenMissing: [loginMessages.tokenMissing, msg`Unexpected error: Login token missing`],
});
