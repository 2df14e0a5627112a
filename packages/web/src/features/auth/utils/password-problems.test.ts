import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, staffMessages } from '@campus/domain';
import { passwordProblemText, passwordTooShortText } from './password-problems';

describe('passwordProblemText', () => {
  it("says a password is too short in the domain's own English", () => {
    expect(passwordTooShortText(8)).toBe(staffMessages.passwordTooShort(8));
    expect(passwordProblemText(staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH))).toBe(
      staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH),
    );
  });

  it('shows the other problems as the domain gives them, and nothing without one', () => {
    expect(passwordProblemText(staffMessages.confirmationDiffers)).toBe(staffMessages.confirmationDiffers);
    expect(passwordProblemText(undefined)).toBeUndefined();
  });
});
