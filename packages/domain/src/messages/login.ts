// Signing in: what the sign-in pages and the sign-in answers say.

const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

export const emailRequired = 'Email is required';
export const emailInvalid = 'Enter a valid email address';
export const emailTooLong = 'Email is too long';
export const dateOfBirthRequired = 'Date of birth is required';
export const passwordRequired = 'Password is required';
export const failed = 'Failed to login. Please try again.';
export const tokenMissing = 'Unexpected error: Login token missing';
export const googleUnavailable =
  'Google login is currently unavailable. Please use email and date of birth to sign in.';
export const googleFailed = 'Google authentication failed. Please try again or use email login.';
/** The error parameter of the Google redirect while Google sign-in is off; the login page maps it to googleUnavailable. */
export const googleNotConfigured = 'Google login is not configured';
/** Error parameters of the Google redirect; none says 'not configured', so the login page shows googleFailed. */
export const googleUnreachable = 'Google sign-in could not be completed. The provider did not answer as expected.';
export const googleCancelled = 'Google sign-in was cancelled or refused';
export const googleStateMismatch = 'Google sign-in expired or was started in another window';
export const googleEmailNotVerified = 'Your Google email address is not verified';
export const googleUnknownEmail = 'No student account uses this Google email address';
export const signInCodeInvalid = 'This sign-in link has expired or was already used';
export const signInCodeElsewhere =
  'This sign-in was started in another browser. Please sign in with Google again here.';
export const cannotConnect = 'Cannot connect to the server. Please make sure the backend server is running.';
export const timedOut = 'Connection timed out. Please try again.';
export const invalidStudentCredentials = 'Invalid email or date of birth';
export const dateOfBirthFormat = 'Enter your date of birth as DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD';
export const dateOfBirthImpossible = 'There is no such date: check the day and the month';
export const invalidAdminCredentials = 'Invalid email or password';
/** Too many failed sign-ins from one network (address); `minutes` until it may try again. */
export const tooManyAttempts = (minutes: number) =>
  `Too many failed sign-ins from your network. Please try again in ${minutesText(minutes)}.`;
/** Too many failed sign-ins to one account, from anywhere: it is locked for everyone who has not signed in here. */
export const accountLocked = (minutes: number) =>
  `This account is locked for ${minutesText(minutes)} because of too many wrong attempts. ` +
  `Try again in ${minutesText(minutes)}, or ask the office to unlock it now.`;
