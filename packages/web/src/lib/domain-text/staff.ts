import { msg } from '@lingui/core/macro';
import { staffMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('staff', {
  activeInvalid: [staffMessages.activeInvalid, msg`Active must be true or false`],
  confirmationDiffers: [staffMessages.confirmationDiffers, msg`The two new passwords do not match`],
  currentPasswordRequired: [staffMessages.currentPasswordRequired, msg`Current password is required`],
  currentPasswordWrong: [staffMessages.currentPasswordWrong, msg`The current password is not correct`],
  emailTaken: [staffMessages.emailTaken, msg`A user with this email already exists`],
  lastAdmin: [
    staffMessages.lastAdmin,
    msg`This is the last active admin: make another staff member an admin first, so that someone can still manage Campus.`,
  ],
  notFound: [staffMessages.notFound, msg`Staff member not found`],
  nothingToChange: [staffMessages.nothingToChange, msg`Send a role or active to change`],
  passwordRequired: [staffMessages.passwordRequired, msg`Password is required`],
  passwordTooLong: [staffMessages.passwordTooLong, msg`The password is too long`],
  passwordUnchanged: [staffMessages.passwordUnchanged, msg`The new password must be different from the current one`],
  roleInvalid: [staffMessages.roleInvalid, msg`Role must be admin, accountant or instructor`],
});
