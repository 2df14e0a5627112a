import { apiRequest } from './api-client';
import { queryClient } from './query-client';
import { clearSession, getToken, type Audience } from './session';

/**
 * Signs out here at once, and asks the server to end the session (POST /auth/logout; a guardian's sessions are the
 * guardians' own, #44), so a copy of the token is refused from then on. Signing out here does not wait for the
 * server, nor depend on reaching it.
 */
export async function signOut(audience: Audience): Promise<void> {
  const token = getToken(audience);
  clearSession(audience);
  queryClient.clear();
  if (token === null) return;
  // Sent with the token itself rather than as the audience: a refusal (the session already ended) ends nothing more.
  const path = audience === 'guardian' ? '/guardians/logout' : '/auth/logout';
  await apiRequest(path, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(() => {});
}
