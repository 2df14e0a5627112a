// Signing in, and the lock after too many wrong attempts.

const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

export const loginMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  emailTooLong: 'Email is too long',
  dateOfBirthRequired: 'Date of birth is required',
  passwordRequired: 'Password is required',
  failed: 'Failed to login. Please try again.',
  tokenMissing: 'Unexpected error: Login token missing',
  googleUnavailable: 'Google login is currently unavailable. Please use email and date of birth to sign in.',
  googleFailed: 'Google authentication failed. Please try again or use email login.',
  /** The error parameter of the Google redirect while Google sign-in is off; the login page maps it to googleUnavailable. */
  googleNotConfigured: 'Google login is not configured',
  /** Error parameters of the Google redirect; none says 'not configured', so the login page shows googleFailed. */
  googleUnreachable: 'Google sign-in could not be completed. The provider did not answer as expected.',
  googleCancelled: 'Google sign-in was cancelled or refused',
  googleStateMismatch: 'Google sign-in expired or was started in another window',
  googleEmailNotVerified: 'Your Google email address is not verified',
  googleUnknownEmail: 'No student account uses this Google email address',
  signInCodeInvalid: 'This sign-in link has expired or was already used',
  signInCodeElsewhere: 'This sign-in was started in another browser. Please sign in with Google again here.',
  cannotConnect: 'Cannot connect to the server. Please make sure the backend server is running.',
  timedOut: 'Connection timed out. Please try again.',
  invalidStudentCredentials: 'Invalid email or date of birth',
  dateOfBirthFormat: 'Enter your date of birth as DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD',
  dateOfBirthImpossible: 'There is no such date: check the day and the month',
  invalidAdminCredentials: 'Invalid email or password',
  /** Too many failed sign-ins from one network (address); `minutes` until it may try again. */
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-ins from your network. Please try again in ${minutesText(minutes)}.`,
  /** Too many failed sign-ins to one account, from anywhere: it is locked for everyone who has not signed in here. */
  accountLocked: (minutes: number) =>
    `This account is locked for ${minutesText(minutes)} because of too many wrong attempts. ` +
    `Try again in ${minutesText(minutes)}, or ask the office to unlock it now.`,
} as const;

/** The sign-in lock of an account, as staff see it on the student's history and the staff list. */
export const signInLockMessages = {
  lockedUntil: (time: string) => `Sign-in is locked until ${time} after too many wrong attempts`,
  unlock: 'Unlock sign-in',
  unlocked: 'Sign-in unlocked: they can sign in again now',
  unlockFailed: 'Failed to unlock sign-in',
  loadFailed: 'Failed to check whether sign-in is locked',
} as const;
