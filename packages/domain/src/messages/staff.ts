// Staff accounts and the activity log.

export const staffMessages = {
  accountDeactivated: 'This account has been deactivated. Ask an admin to reactivate it.',
  roleInvalid: 'Role must be admin, accountant or instructor',
  activeInvalid: 'Active must be true or false',
  nothingToChange: 'Send a role or active to change',
  passwordRequired: 'Password is required',
  passwordTooShort: (min: number) => `The password must be at least ${min} characters long`,
  passwordTooLong: 'The password is too long',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'The current password is not correct',
  passwordUnchanged: 'The new password must be different from the current one',
  /** The web's change-password form asks for the new password twice. */
  confirmationDiffers: 'The two new passwords do not match',
  notFound: 'Staff member not found',
  lastAdmin:
    'This is the last active admin: make another staff member an admin first, so that someone can still manage Campus.',
  emailTaken: 'A user with this email already exists',
} as const;

export const auditMessages = {
  actionInvalid: 'Unknown action',
  entityTypeInvalid: 'Unknown kind of record',
  dateTooEarly: (earliest: string) => `Dates must be on or after ${earliest}`,
  /** In place of a date of birth in an event: it is the student's sign-in password. */
  notRecorded: 'not recorded',
  /** The sentence each event of a change reads as; money comes formatted (formatRupeesWithPaise). */
} as const;
