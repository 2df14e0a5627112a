import { describe, expect, it } from 'vitest';
import { authMessages, loginMessages, messageCode } from './messages.js';

describe('messageCode', () => {
  it("names a message by its topic and its name there, and has none for a text that is not the domain's", () => {
    expect(messageCode(loginMessages.tokenMissing)).toBe('login.tokenMissing');
    expect(messageCode(authMessages.sessionExpired)).toBe('auth.sessionExpired');
    expect(messageCode(loginMessages.tooManyAttempts(5))).toBeUndefined();
    expect(messageCode('Something else')).toBeUndefined();
  });
});
