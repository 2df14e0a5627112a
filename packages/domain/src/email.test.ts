import { describe, expect, it } from 'vitest';
import { emailErrorInWords } from './email.js';

describe('emailErrorInWords', () => {
  it('says in words that the mail server cannot be reached, instead of the socket error', () => {
    for (const raw of ['connect ECONNREFUSED 127.0.0.1:2526', 'getaddrinfo ENOTFOUND smtp.example', 'ETIMEDOUT']) {
      expect(emailErrorInWords(raw)).toMatch(/^The mail server cannot be reached/);
    }
  });

  it('keeps any other error as it came', () => {
    expect(emailErrorInWords('550 Mailbox unavailable')).toBe('550 Mailbox unavailable');
  });
});
