import { describe, expect, it } from 'vitest';
import { createStaffSchema, inputMessages, loginMessages, MIN_PASSWORD_LENGTH, staffMessages } from '@campus/domain';
import { staffProblemText } from './staff-problem-text';

describe('staffProblemText', () => {
  it("writes the domain's texts with values in the same English", () => {
    for (const problem of [
      inputMessages.required('Name'),
      inputMessages.tooLong('Name', 100),
      inputMessages.hiddenCharacters('Name'),
      staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH),
      staffMessages.roleInvalid,
      loginMessages.emailInvalid,
    ])
      expect(staffProblemText(problem)).toBe(problem);
    expect(staffProblemText(undefined)).toBeUndefined();
  });

  it("knows the schema's longest name", () => {
    const checked = createStaffSchema.safeParse({
      name: 'x'.repeat(101),
      email: 'asha@campus.test',
      role: 'admin',
      password: 'a long enough password',
    });
    expect(checked.error?.issues[0]?.message).toBe(inputMessages.tooLong('Name', 100));
  });
});
