import { loginMessages } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { adminLoginErrorMessage, googleErrorMessage } from './login-errors';

describe('googleErrorMessage', () => {
  it('has nothing to say without an error parameter', () => {
    expect(googleErrorMessage(null)).toBeNull();
  });

  it('says Google is unavailable when the server is not configured for it', () => {
    expect(googleErrorMessage(loginMessages.googleNotConfigured)).toBe(loginMessages.googleUnavailable);
    expect(googleErrorMessage('OAuth not configured')).toBe(loginMessages.googleUnavailable);
  });

  it('says Google authentication failed for any other error', () => {
    expect(googleErrorMessage('access_denied')).toBe(loginMessages.googleFailed);
    expect(googleErrorMessage('')).toBe(loginMessages.googleFailed);
  });
});

describe('adminLoginErrorMessage', () => {
  it('reports a network failure as a server that cannot be reached', () => {
    expect(adminLoginErrorMessage(new TypeError('Failed to fetch'))).toBe(loginMessages.cannotConnect);
  });

  it('reports an aborted or timed-out request as a timeout', () => {
    expect(adminLoginErrorMessage(new DOMException('The operation was aborted.', 'AbortError'))).toBe(
      loginMessages.timedOut,
    );
    expect(adminLoginErrorMessage(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(
      loginMessages.timedOut,
    );
  });

  it("shows the server's error when it sent one", () => {
    expect(adminLoginErrorMessage(new ApiError(401, 'Invalid email or password', true))).toBe(
      'Invalid email or password',
    );
  });

  it('falls back to the generic failure when the server sent no error text', () => {
    expect(adminLoginErrorMessage(new ApiError(502, 'Bad Gateway', false))).toBe(loginMessages.failed);
    expect(adminLoginErrorMessage(new Error('something else'))).toBe(loginMessages.failed);
  });
});
