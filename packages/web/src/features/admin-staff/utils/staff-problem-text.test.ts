import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, staffMessages } from '@campus/domain';
import { staffProblemText } from './staff-problem-text';

describe('staffProblemText', () => {
  it("writes the password's minimum length in the same English as the domain", () => {
    expect(staffProblemText(staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH))).toBe(
      staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH),
    );
  });
});
