import { loginMessages } from '@campus/domain';
import { errorMessage } from '@/lib/api-client';

/** The message for the `error` parameter the Google sign-in sends the browser back with (spec §8); null without one. */
export function googleErrorMessage(error: string | null): string | null {
  if (error === null) return null;
  return error.toLowerCase().includes('not configured') ? loginMessages.googleUnavailable : loginMessages.googleFailed;
}

/**
 * The message for a failed admin sign-in (spec §8): an aborted request timed out, a request that never got an
 * answer (fetch rejects with a TypeError) means the server cannot be reached, anything else is the server's own error.
 */
export function adminLoginErrorMessage(error: unknown): string {
  if (isAbort(error)) return loginMessages.timedOut;
  if (error instanceof TypeError) return loginMessages.cannotConnect;
  return errorMessage(error, loginMessages.failed);
}

// Checked by name: a DOMException is not an Error instance in every environment.
function isAbort(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}
