import { apiRequest } from '@/lib/api-client';

/** A guardian's sign-in answer; the token is checked rather than trusted to be there. */
export interface GuardianLoginResponse {
  token?: string;
  name?: string;
}

/**
 * Asks for a one-time code to the phone or email (POST /guardians/login/code). The server answers alike whether or
 * not the contact is a guardian's. Plain calls: the sign-in page paints without the query library.
 */
export const requestSignInCode = (contact: string): Promise<unknown> =>
  apiRequest('/guardians/login/code', { method: 'POST', body: { contact } });

/** Signs in with the code (POST /guardians/login); a wrong, expired, used or locked code is refused (401). */
export const loginGuardian = (contact: string, code: string): Promise<GuardianLoginResponse | undefined> =>
  apiRequest<GuardianLoginResponse | undefined>('/guardians/login', { method: 'POST', body: { contact, code } });
