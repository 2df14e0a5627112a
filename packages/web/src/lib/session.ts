/**
 * Where sign-ins are kept: the student token under a student key; the admin token and an admin flag under admin
 * keys (spec §4). A token whose expiry has passed counts as no token.
 */
export type Audience = 'student' | 'admin';

const KEYS = {
  student: 'token',
  admin: 'adminToken',
  adminFlag: 'isAdmin',
} as const;

export function saveToken(audience: Audience, token: string) {
  localStorage.setItem(KEYS[audience], token);
  if (audience === 'admin') localStorage.setItem(KEYS.adminFlag, 'true');
}

export function clearSession(audience: Audience) {
  localStorage.removeItem(KEYS[audience]);
  if (audience === 'admin') localStorage.removeItem(KEYS.adminFlag);
}

export function getToken(audience: Audience): string | null {
  const token = localStorage.getItem(KEYS[audience]);
  if (!token) return null;
  if (audience === 'admin' && localStorage.getItem(KEYS.adminFlag) !== 'true') return null;
  if (isExpired(token)) {
    clearSession(audience);
    return null;
  }
  return token;
}

/** Reads the expiry claim only; the server checks the signature on every call. */
function isExpired(token: string): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now();
  } catch {
    return true;
  }
}
