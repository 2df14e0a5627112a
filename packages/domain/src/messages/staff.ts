// Staff accounts.
import { STAFF_ROLES } from '../roles.js';

// Spelt out rather than by Intl.ListFormat, whose first use in a page loads the browser's locale data (see once.ts).
export const roleInvalid = `Role must be ${STAFF_ROLES.slice(0, -1).join(', ')} or ${STAFF_ROLES.at(-1)}`;
export const activeInvalid = 'Active must be true or false';
export const nothingToChange = 'Send a role or active to change';
export const passwordRequired = 'Password is required';
export const passwordTooShort = (min: number) => `The password must be at least ${min} characters long`;
export const passwordTooLong = 'The password is too long';
export const currentPasswordRequired = 'Current password is required';
export const currentPasswordWrong = 'The current password is not correct';
export const passwordUnchanged = 'The new password must be different from the current one';
/** The web's change-password form asks for the new password twice. */
export const confirmationDiffers = 'The two new passwords do not match';
export const notFound = 'Staff member not found';
export const lastAdmin =
  'This is the last active admin: make another staff member an admin first, so that someone can still manage Campus.';
export const emailTaken = 'A user with this email already exists';
