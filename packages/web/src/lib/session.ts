import { authMessages, isRole, type Role } from '@campus/domain';

/**
 * Where sign-ins are kept: the student token under a student key; the admin token and an admin flag under admin
 * keys (spec §4); a guardian's token (#44) under its own key, so a parent who is also staff or a student on the same
 * device stays signed in to both. A token whose expiry has passed counts as no token (but offline: `getToken`).
 */
export type Audience = 'student' | 'admin' | 'guardian';

/** The localStorage keys (the documents' inline prefetch script reads the tokens too, see prefetch.ts). */
export const STORAGE_KEYS = {
  student: 'token',
  admin: 'adminToken',
  guardian: 'guardianToken',
  adminFlag: 'isAdmin',
} as const;

const changeListeners = new Set<() => void>();
const signInListeners = new Set<(audience: Audience) => void>();
const endListeners = new Set<(audience: Audience, user: string | undefined) => void>();
const signOutListeners = new Set<(audience: Audience) => void>();
/**
 * Audiences whose session ended without signing out (expired, or refused by the server) since their last sign-in,
 * with what their login page tells them.
 */
const ended = new Map<Audience, string>();
/**
 * The staff member signed in with a password an admin gave them (the sign-in said so, or a call was refused for it)
 * and must set their own before anything else. A new admin token (the one the change answers with) clears it.
 */
let passwordChangeDue = false;

function changed() {
  for (const listener of changeListeners) listener();
}

/** Calls the listener whenever a session starts or ends; returns how to stop (useSyncExternalStore's subscribe). */
export function subscribeToSessions(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * Calls the listener when a session ends without signing out, before the page goes to the login page, with the
 * user whose session it was (the token's subject).
 */
export function onSessionEnd(listener: (audience: Audience, user: string | undefined) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** Calls the listener when someone signs out of an audience. */
export function onSignOut(listener: (audience: Audience) => void) {
  signOutListeners.add(listener);
}

/** Calls the listener on each new sign-in (not when a password change renews the token); returns how to stop. */
export function onSignIn(listener: (audience: Audience) => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

/** A new sign-in: its token is kept, and the sign-in listeners hear of it. */
export function signIn(audience: Audience, token: string) {
  saveToken(audience, token);
  for (const listener of signInListeners) listener(audience);
}

export function saveToken(audience: Audience, token: string) {
  localStorage.setItem(STORAGE_KEYS[audience], token);
  if (audience === 'admin') {
    localStorage.setItem(STORAGE_KEYS.adminFlag, 'true');
    passwordChangeDue = false;
  }
  ended.delete(audience);
  changed();
}

/** The signed-in staff member must change their password first; the admin area then shows only that. */
export function requirePasswordChange() {
  passwordChangeDue = true;
  changed();
}

export const isPasswordChangeDue = () => passwordChangeDue;

/** Signing out. */
export function clearSession(audience: Audience) {
  removeToken(audience);
  if (audience === 'admin') passwordChangeDue = false;
  ended.delete(audience);
  for (const listener of signOutListeners) listener(audience);
  changed();
}

/**
 * The session ended without signing out: its token expired, or the server refused it (401) for the reason `why`, which
 * the login page shows. Given the token a refused call was made with, a newer sign-in is left alone.
 */
export function endSession(audience: Audience, refused?: string, why: string = authMessages.sessionExpired) {
  const token = storedToken(audience);
  if (token === null || (refused !== undefined && refused !== token)) return;
  const user = token === null ? undefined : claims(token)?.sub;
  for (const listener of endListeners) listener(audience, user);
  removeToken(audience);
  ended.set(audience, why);
  changed();
}

/** Why the audience's session expired or was refused; null when it never started or was signed out of. */
export function sessionEndReason(audience: Audience): string | null {
  const token = storedToken(audience);
  return ended.get(audience) ?? (token !== null && isExpired(token) ? authMessages.sessionExpired : null);
}

/**
 * A student's or a guardian's pages stay readable with no connection after their session expired (#46): what they
 * last read is kept on the device until they sign out (offline-reading.ts). Back online, their first call is refused
 * and the session ends as any expired one does. The office's pages are not read offline.
 */
const READ_OFFLINE: ReadonlySet<Audience> = new Set(['student', 'guardian']);

/** The signed-in token; none once it has expired, unless its pages are being read offline. */
export function getToken(audience: Audience): string | null {
  const token = storedToken(audience);
  if (token === null) return null;
  return !isExpired(token) || (!navigator.onLine && READ_OFFLINE.has(audience)) ? token : null;
}

/** The user the audience is signed in as (the token's subject). */
export function currentUser(audience: Audience): string | undefined {
  const token = getToken(audience);
  return token === null ? undefined : claims(token)?.sub;
}

/**
 * The role the audience is signed in with (the token's claim). It stays true while the token is accepted: the server
 * refuses a token whose user's role has changed since.
 */
export function signedInRole(audience: Audience): Role | undefined {
  const token = getToken(audience);
  const role = token === null ? undefined : claims(token)?.role;
  return isRole(role) ? role : undefined;
}

function storedToken(audience: Audience): string | null {
  const token = localStorage.getItem(STORAGE_KEYS[audience]);
  if (!token) return null;
  if (audience === 'admin' && localStorage.getItem(STORAGE_KEYS.adminFlag) !== 'true') return null;
  return token;
}

function removeToken(audience: Audience) {
  localStorage.removeItem(STORAGE_KEYS[audience]);
  if (audience === 'admin') localStorage.removeItem(STORAGE_KEYS.adminFlag);
}

/** Reads the claims only; the server checks the signature on every call. */
function claims(token: string): { exp?: number; sub?: string; role?: unknown } | undefined {
  try {
    return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
      sub?: string;
      role?: unknown;
    };
  } catch {
    return undefined;
  }
}

/** An unreadable token counts as expired. */
function isExpired(token: string): boolean {
  const payload = claims(token);
  return payload === undefined || (typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now());
}
