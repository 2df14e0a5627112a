import { staffMessages } from './messages.js';

// The rules of a staff member's password as plain functions: the schemas (schemas/staff.ts) check the same limits with
// the same messages, and the change-password form checks with these without loading zod.

/** Long enough to resist guessing; bcrypt-style length caps do not apply to argon2id. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/** Why a new password cannot be one, or null. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH);
  return password.length > MAX_PASSWORD_LENGTH ? staffMessages.passwordTooLong : null;
}

/** The change-password form's fields: the new password is typed twice. */
export interface PasswordChangeFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The passwords as they are sent, or why each field that cannot be sent is refused (its first reason, in the order
 * `changePasswordSchema` checks them): the current password given, the new one a password and not the current one,
 * and typed the same twice.
 */
export function readPasswordChange({
  currentPassword,
  newPassword,
  confirmPassword,
}: PasswordChangeFields):
  | { change: Pick<PasswordChangeFields, 'currentPassword' | 'newPassword'> }
  | { problems: Partial<PasswordChangeFields> } {
  const problems: Partial<PasswordChangeFields> = {};
  if (currentPassword === '') problems.currentPassword = staffMessages.currentPasswordRequired;
  else if (currentPassword.length > MAX_PASSWORD_LENGTH) problems.currentPassword = staffMessages.passwordTooLong;
  const newRefused =
    newPasswordProblem(newPassword) ?? (newPassword === currentPassword ? staffMessages.passwordUnchanged : null);
  if (newRefused) problems.newPassword = newRefused;
  if (confirmPassword !== newPassword) problems.confirmPassword = staffMessages.confirmationDiffers;
  if (Object.keys(problems).length > 0) return { problems };
  return { change: { currentPassword, newPassword } };
}
