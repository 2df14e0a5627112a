import { z } from 'zod';
import { STAFF_ROLES } from '../roles.js';
import { staffMessages } from '../messages.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../passwords.js';
import { emailSchema, listQuerySchema, pageSchema, textSchema, versionSchema } from './common.js';

const staffRoleSchema = z.enum(STAFF_ROLES, { error: staffMessages.roleInvalid });

/** A new password (`newPasswordProblem`). */
export const newPasswordSchema = z
  .string({ error: staffMessages.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH))
  .max(MAX_PASSWORD_LENGTH, staffMessages.passwordTooLong);

export const createStaffSchema = z.object({
  name: textSchema('Name', 100),
  email: emailSchema,
  role: staffRoleSchema,
  password: newPasswordSchema,
});
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

export const updateStaffSchema = z
  .object({ role: staffRoleSchema.optional(), active: z.boolean({ error: staffMessages.activeInvalid }).optional() })
  .strict()
  .refine((input) => input.role !== undefined || input.active !== undefined, staffMessages.nothingToChange);
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: staffMessages.currentPasswordRequired })
      .min(1, staffMessages.currentPasswordRequired)
      .max(MAX_PASSWORD_LENGTH, staffMessages.passwordTooLong),
    newPassword: newPasswordSchema,
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    message: staffMessages.passwordUnchanged,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const staffMemberSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  version: versionSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffPageSchema = pageSchema(staffMemberSchema);

/**
 * What a staff sign-in answers: the token, the role it carries, and whether the password given by an admin must be
 * replaced before anything else (every other staff route answers 403 until it is).
 */
export const staffLoginResponseSchema = z.object({
  token: z.string(),
  role: z.enum(STAFF_ROLES),
  mustChangePassword: z.boolean(),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

/** GET /api/admin/me: who is signed in, for the navigation and the forced password change. */
export const staffMeSchema = staffMemberSchema.omit({ active: true, createdAt: true, version: true });
export type StaffMe = z.infer<typeof staffMeSchema>;

/** The Staff list, of one role when `role` is given (the instructors a course can be given). */
export const staffListQuerySchema = listQuerySchema.extend({ role: staffRoleSchema.optional() });
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;
