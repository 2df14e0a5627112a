import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  activeInvalid: msg`Active must be true or false`,
  confirmationDiffers: msg`The two new passwords do not match`,
  currentPasswordRequired: msg`Current password is required`,
  currentPasswordWrong: msg`The current password is not correct`,
  emailTaken: msg`A user with this email already exists`,
  lastAdmin: msg`This is the last active admin: make another staff member an admin first, so that someone can still manage Campus.`,
  notFound: msg`Staff member not found`,
  nothingToChange: msg`Send a role or active to change`,
  passwordRequired: msg`Password is required`,
  passwordTooLong: msg`The password is too long`,
  passwordUnchanged: msg`The new password must be different from the current one`,
  roleInvalid: msg`Role must be admin, accountant or instructor`,
} satisfies DomainTexts;
