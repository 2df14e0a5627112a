import { SignJWT, UnsecuredJWT } from 'jose';
import type { Db } from '../../src/db/client.js';
import type { AuthUser } from '../../src/plugins/app/authentication.js';
import { startSession } from '../../src/services/sessions.js';
import { TEST_JWT_SECRET } from './app.js';

/** Tokens the server must refuse, each shaped like its own except for one flaw, and one that is about to expire. */

const ISSUER = 'campus';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Signed with the test app's key like its own, valid between the two times (seconds since the epoch). */
function testAppToken(user: AuthUser, issuedAt: number, expiresAt: number, sessionId?: string): Promise<string> {
  return new SignJWT({ role: user.role, ...(sessionId ? { sid: sessionId } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(TEST_JWT_SECRET);
}

/** Signed with the test app's key, but it expired a minute ago. */
export const expiredToken = (user: AuthUser) => testAppToken(user, nowSeconds() - 7200, nowSeconds() - 60);

/** Signed with the test app's key for a new session in db, valid for only a few more seconds. */
export async function tokenExpiringIn(db: Db, user: AuthUser, seconds: number): Promise<string> {
  const expiresAt = nowSeconds() + seconds;
  return testAppToken(
    user,
    nowSeconds(),
    expiresAt,
    await startSession({ db }, { userId: user.id }, new Date(expiresAt * 1000)),
  );
}

/** Valid in every claim, signed with a key that is not the server's. */
export function tokenSignedWithAnotherKey(user: AuthUser): Promise<string> {
  return new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
}

/** Not signed at all (`alg: none`). */
export function unsignedToken(user: AuthUser): string {
  return new UnsecuredJWT({ role: user.role }).setSubject(user.id).setIssuer(ISSUER).setExpirationTime('1h').encode();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
