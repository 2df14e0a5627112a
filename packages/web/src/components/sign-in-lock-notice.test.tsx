import { describe, expect, it } from 'vitest';
import { signInLockMessages } from '@campus/domain';
import { lockedUntilText } from './sign-in-lock-notice';

describe('SignInLockNotice', () => {
  it("says until when sign-in is locked in the domain's English", () => {
    const time = '23 Nov 2026, 6:41 pm IST';
    expect(lockedUntilText(time)).toBe(signInLockMessages.lockedUntil(time));
  });
});
