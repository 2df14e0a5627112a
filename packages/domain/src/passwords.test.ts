import { describe, expect, it } from 'vitest';
import { staffMessages } from './messages.js';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  newPasswordProblem,
  readPasswordChange,
  type PasswordChangeFields,
} from './passwords.js';
import { changePasswordSchema, createStaffSchema, newPasswordSchema } from './schemas/staff.js';

const GIVEN = 'Given-by-admin-1';
const OWN = 'My-own-password-2';
const tooShort = staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH);

// The change-password form checks with readPasswordChange, the server with changePasswordSchema: both must send and
// refuse the same, with the same first reason for each field; the confirmation is the form's alone.
const CASES: [PasswordChangeFields, ReturnType<typeof readPasswordChange>][] = [
  [
    { currentPassword: GIVEN, newPassword: OWN, confirmPassword: OWN },
    { change: { currentPassword: GIVEN, newPassword: OWN } },
  ],
  [
    { currentPassword: ' ', newPassword: ` ${OWN} `, confirmPassword: ` ${OWN} ` },
    { change: { currentPassword: ' ', newPassword: ` ${OWN} ` } },
  ],
  [
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    { problems: { currentPassword: staffMessages.currentPasswordRequired, newPassword: tooShort } },
  ],
  [{ currentPassword: GIVEN, newPassword: 'short', confirmPassword: 'short' }, { problems: { newPassword: tooShort } }],
  [
    {
      currentPassword: GIVEN,
      newPassword: 'x'.repeat(MIN_PASSWORD_LENGTH),
      confirmPassword: 'x'.repeat(MIN_PASSWORD_LENGTH),
    },
    { change: { currentPassword: GIVEN, newPassword: 'x'.repeat(MIN_PASSWORD_LENGTH) } },
  ],
  [
    {
      currentPassword: 'x'.repeat(MAX_PASSWORD_LENGTH + 1),
      newPassword: 'y'.repeat(MAX_PASSWORD_LENGTH + 1),
      confirmPassword: 'y'.repeat(MAX_PASSWORD_LENGTH + 1),
    },
    { problems: { currentPassword: staffMessages.passwordTooLong, newPassword: staffMessages.passwordTooLong } },
  ],
  [
    { currentPassword: GIVEN, newPassword: GIVEN, confirmPassword: GIVEN },
    { problems: { newPassword: staffMessages.passwordUnchanged } },
  ],
  [
    { currentPassword: 'short', newPassword: 'short', confirmPassword: 'short' },
    { problems: { newPassword: tooShort } },
  ],
  [
    { currentPassword: GIVEN, newPassword: OWN, confirmPassword: `${OWN}x` },
    { problems: { confirmPassword: staffMessages.confirmationDiffers } },
  ],
  [
    { currentPassword: '', newPassword: OWN, confirmPassword: '' },
    {
      problems: {
        currentPassword: staffMessages.currentPasswordRequired,
        confirmPassword: staffMessages.confirmationDiffers,
      },
    },
  ],
];

/** Each field's first issue, as a form shows it. */
function firstIssues(fields: Omit<PasswordChangeFields, 'confirmPassword'>) {
  const parsed = changePasswordSchema.safeParse(fields);
  if (parsed.success) return null;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

describe('readPasswordChange', () => {
  it.each(CASES)('%j', (fields, expected) => {
    expect(readPasswordChange(fields)).toEqual(expected);
    const { currentPassword, newPassword } = fields;
    const sent = { currentPassword, newPassword };
    const { confirmPassword: _confirmation, ...serverProblems } = 'problems' in expected ? expected.problems : {};
    if (Object.keys(serverProblems).length === 0) expect(changePasswordSchema.parse(sent)).toEqual(sent);
    else expect(firstIssues(sent)).toEqual(serverProblems);
  });
});

describe('newPasswordProblem', () => {
  it.each(['', 'short', 'x'.repeat(MIN_PASSWORD_LENGTH), 'x'.repeat(MAX_PASSWORD_LENGTH), 'x'.repeat(257)])(
    'agrees with newPasswordSchema and createStaffSchema on %j',
    (password) => {
      const problem = newPasswordProblem(password);
      expect(newPasswordSchema.safeParse(password).error?.issues[0]?.message ?? null).toBe(problem);
      const staff = { name: 'Asha Rao', email: 'asha@example.com', role: 'accountant', password };
      expect(createStaffSchema.safeParse(staff).error?.issues[0]?.message ?? null).toBe(problem);
    },
  );
});
