import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import { loadConfig } from '../../src/config.js';
import { signInCodes } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { createAdmin, createStudent } from '../helpers/fixtures.js';
import { bearer } from '../helpers/tokens.js';
import { errorBody } from '../../src/lib/errors.js';

const SECRETS_COOKIE = 'campus_google_sign_in';
const CODE_COOKIE = 'campus_sign_in_code';
const CLIENT_ID = 'campus-test-client';

/** Where a redirect goes, read relative to the app. */
const redirectOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string, 'http://campus.test');
};

/** The /login?error=… a sign-in ended on; fails when it ended anywhere else. */
const loginError = (res: LightMyRequestResponse) => {
  const location = redirectOf(res);
  expect(location.pathname).toBe('/login');
  return location.searchParams.get('error');
};

describe('Google settings from the environment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-google-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = { DATA_DIR: dataDir, JWT_SECRET: 'a-secret-of-at-least-32-characters-long!!', PORT: '4000' };

  it('is off without a client id and secret, on with both (Google by default), and refused with one of them', () => {
    expect(loadConfig(base).google).toBeUndefined();
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'GOOGLE_CLIENT_SECRET must be set too when GOOGLE_CLIENT_ID is set',
    );
    const config = loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google).toEqual({
      issuer: new URL('https://accounts.google.com'),
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://campus.example/' }).publicUrl).toBe('https://campus.example');
  });

  it('refuses a plain-http issuer in production, and addresses that are not URLs', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:9' };
    expect(loadConfig({ ...base, ...google }).google?.issuer.href).toBe('http://127.0.0.1:9/');
    expect(() => loadConfig({ ...base, ...google, NODE_ENV: 'production' })).toThrow(
      'GOOGLE_ISSUER must be an https address when NODE_ENV=production (got "http://127.0.0.1:9")',
    );
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'campus.example' })).toThrow(
      'PUBLIC_URL must be an http or https address such as https://campus.example (got "campus.example")',
    );
  });
});

describe('GET /api/auth/google without Google configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends the browser back to the login page with the not-configured error', async () => {
    const error = loginError(await t.app.inject({ url: '/api/auth/google' }));
    expect(error).toBe(messages.login.googleNotConfigured);
    // The login page shows the unavailable message when the error mentions 'not configured'.
    expect(error).toContain('not configured');
  });
});

describe('GET /api/auth/google when the provider cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: discovery fails, and the app still starts because discovery waits for a sign-in.
    t = await buildTestApp({
      google: { issuer: new URL('http://127.0.0.1:1'), clientId: CLIENT_ID, clientSecret: 'secret' },
    });
  });
  afterAll(() => t.close());

  it('returns to the login page with an error instead of failing', async () => {
    const res = await t.app.inject({ url: '/api/auth/google' });
    expect(loginError(res)).toBe(messages.login.googleUnreachable);
    expect(res.cookies.find((cookie) => cookie.name === SECRETS_COOKIE)).toBeUndefined();
  });
});

describe('Google sign-in against an OpenID Connect provider', () => {
  let t: TestApp;
  let provider: OAuth2Server;
  /** The identity the provider's next tokens carry. */
  let identity: Record<string, unknown>;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
    provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, identity));
    t = await buildTestApp({
      google: { issuer: new URL(provider.issuer.url), clientId: CLIENT_ID, clientSecret: 'test-secret' },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });
  beforeEach(() => {
    identity = {};
  });

  /** GET /api/auth/google: the provider's authorization URL and the cookie that holds this attempt's secrets. */
  async function start() {
    const res = await t.app.inject({ url: '/api/auth/google' });
    const authorizationUrl = redirectOf(res);
    const cookie = res.cookies.find((c) => c.name === SECRETS_COOKIE);
    expect(cookie).toBeDefined();
    return { authorizationUrl, cookie: cookie! };
  }

  /** The browser at the provider, which approves at once and sends it back to the callback. */
  async function approve(authorizationUrl: URL): Promise<URL> {
    const res = await fetch(authorizationUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!);
  }

  /** The cookie that binds the last one-time code to the browser that signed in. */
  let codeCookie: { name: string; value: string; path?: string; sameSite?: string; maxAge?: number } | undefined;
  const callback = async (callbackUrl: URL, cookieValue?: string) => {
    const res = await t.app.inject({
      url: callbackUrl.pathname + callbackUrl.search,
      cookies: cookieValue === undefined ? {} : { [SECRETS_COOKIE]: cookieValue },
    });
    codeCookie = res.cookies.find((c) => c.name === CODE_COOKIE);
    return res;
  };

  /** The whole round trip for this email; returns the app's answer to the callback. */
  async function signInAs(email: string, emailVerified = true) {
    identity = { email, email_verified: emailVerified };
    const { authorizationUrl, cookie } = await start();
    return callback(await approve(authorizationUrl), cookie.value);
  }

  /** POST /api/auth/exchange from the browser that signed in (with its cookie), or from another one. */
  const exchange = (
    code: string,
    cookies: Record<string, string> = codeCookie ? { [CODE_COOKIE]: codeCookie.value } : {},
  ) => t.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code }, cookies });

  /** The one-time code of a successful sign-in. */
  const oneTimeCode = (res: LightMyRequestResponse) => {
    const location = redirectOf(res);
    expect(location.pathname).toBe('/auth-success');
    expect([...location.searchParams.keys()]).toEqual(['code']);
    return location.searchParams.get('code')!;
  };

  it('starts the authorization code flow with PKCE, state and nonce, keeping the secrets in a signed cookie', async () => {
    const { authorizationUrl, cookie } = await start();
    expect(authorizationUrl.origin).toBe(provider.issuer.url);
    expect(authorizationUrl.pathname).toBe('/authorize');
    const params = authorizationUrl.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('redirect_uri')).toBe('http://campus.test/api/auth/google/callback');
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);

    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google', maxAge: 600 });
    // Signed: the value carries an HMAC, and the verifier (the PKCE secret) never appears in the URL.
    expect(t.app.unsignCookie(cookie.value).valid).toBe(true);
    const secrets = JSON.parse(t.app.unsignCookie(cookie.value).value!) as Record<string, string>;
    expect(secrets.state).toBe(params.get('state'));
    expect(authorizationUrl.href).not.toContain(secrets.codeVerifier);
  });

  it('signs the student in with a one-time code that is exchanged for a token once', async () => {
    const student = await createStudent(t.db, { name: 'Google Student' });
    const res = await signInAs(student.email.toUpperCase());
    const clearing = res.cookies.find((c) => c.name === SECRETS_COOKIE);
    expect(clearing?.maxAge ?? new Date(clearing!.expires!).getTime()).toBeLessThanOrEqual(0);
    const code = oneTimeCode(res);
    expect(code).toMatch(/^[\w-]{43}$/);

    // Only the code's hash is stored.
    const stored = await t.db.select().from(signInCodes).where(eq(signInCodes.userId, student.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.codeHash).toBe(createHash('sha256').update(code).digest('base64url'));

    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const { token } = first.json<{ token: string }>();
    const me = await t.app.inject({ url: '/api/users/full-me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: student.id, name: 'Google Student', role: 'student' });

    const replay = await exchange(code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(errorBody(messages.login.signInCodeInvalid));
  });

  it('refuses a code older than 60 seconds', async () => {
    const student = await createStudent(t.db);
    const code = oneTimeCode(await signInAs(student.email));
    await t.db
      .update(signInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInCodes.userId, student.id));
    const res = await exchange(code);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBody(messages.login.signInCodeInvalid));
  });

  it('refuses a code opened in another browser (login CSRF), and takes it in the one that signed in', async () => {
    const student = await createStudent(t.db);
    const code = oneTimeCode(await signInAs(student.email));
    expect(codeCookie).toMatchObject({ path: '/api/auth/exchange', sameSite: 'Strict', maxAge: 60, httpOnly: true });
    const victim = await exchange(code, {});
    expect(victim.statusCode).toBe(401);
    expect(victim.json()).toEqual(errorBody(messages.login.signInCodeElsewhere));
    // Another sign-in's cookie does not fit this code either.
    const other = await createStudent(t.db);
    const otherCookie = (oneTimeCode(await signInAs(other.email)), codeCookie!.value);
    expect((await exchange(code, { [CODE_COOKIE]: otherCookie })).json()).toEqual(
      errorBody(messages.login.signInCodeElsewhere),
    );
    // Nor does a forged one.
    expect((await exchange(code, { [CODE_COOKIE]: code })).statusCode).toBe(401);
    const own = await exchange(code, { [CODE_COOKIE]: t.app.signCookie(code) });
    expect(own.statusCode).toBe(200);
  });

  it.each([
    ['a Kelvin sign (U+212A) for its k', (email: string) => email.replace('k', '\u212A')],
    ['a NUL', (email: string) => `${email}\u0000`],
    ['a line break', (email: string) => `${email}\nx`],
    ['a non-ASCII letter', (email: string) => email.replace('a', '\u00E1')],
  ])('answers a verified email claim with %s with the login error, never a match or a 500', async (_what, forge) => {
    const student = await createStudent(t.db, { email: `kumar-${randomUUID().slice(0, 8)}@campus.test` });
    const res = await signInAs(forge(student.email));
    expect(loginError(res)).toBe(messages.login.googleUnknownEmail);
    expect(await t.db.select().from(signInCodes).where(eq(signInCodes.userId, student.id))).toEqual([]);
  });

  it('refuses a code that was never issued', async () => {
    const never = 'a'.repeat(43);
    const res = await exchange(never, { [CODE_COOKIE]: t.app.signCookie(never) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBody(messages.login.signInCodeInvalid));
  });

  it('refuses an email that belongs to no student, an admin, or a deleted student', async () => {
    const admin = await createAdmin(t.db);
    const deleted = await createStudent(t.db, { deletedAt: new Date() });
    for (const email of ['nobody@campus.test', admin.email, deleted.email]) {
      expect(loginError(await signInAs(email)), email).toBe(messages.login.googleUnknownEmail);
    }
    const codes = await t.db.select().from(signInCodes).where(eq(signInCodes.userId, admin.id));
    expect(codes).toEqual([]);
  });

  it('refuses an email the provider has not verified', async () => {
    const student = await createStudent(t.db);
    expect(loginError(await signInAs(student.email, false))).toBe(messages.login.googleEmailNotVerified);
  });

  it('returns to the login page when the person refuses at the provider', async () => {
    const student = await createStudent(t.db);
    identity = { email: student.email, email_verified: true };
    provider.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const { authorizationUrl, cookie } = await start();
    const callbackUrl = await approve(authorizationUrl);
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect(loginError(await callback(callbackUrl, cookie.value))).toBe(messages.login.googleCancelled);
  });

  it('refuses a callback whose state does not match, or that comes without the cookie or with a forged one', async () => {
    const student = await createStudent(t.db);
    identity = { email: student.email, email_verified: true };
    const { authorizationUrl, cookie } = await start();
    const callbackUrl = await approve(authorizationUrl);

    const forgedState = new URL(callbackUrl);
    forgedState.searchParams.set('state', 'forged');
    expect(loginError(await callback(forgedState, cookie.value))).toBe(messages.login.googleStateMismatch);

    expect(loginError(await callback(callbackUrl))).toBe(messages.login.googleStateMismatch);

    const unsigned = t.app.unsignCookie(cookie.value).value!;
    expect(loginError(await callback(callbackUrl, unsigned))).toBe(messages.login.googleStateMismatch);
    const tampered = t.app.signCookie(unsigned).replace(/\..*$/, '.bad-signature');
    expect(loginError(await callback(callbackUrl, tampered))).toBe(messages.login.googleStateMismatch);

    // Another attempt's cookie does not fit this state either.
    const other = await start();
    expect(loginError(await callback(callbackUrl, other.cookie.value))).toBe(messages.login.googleStateMismatch);
  });

  it('cannot redeem a provider code twice', async () => {
    const student = await createStudent(t.db);
    identity = { email: student.email, email_verified: true };
    const { authorizationUrl, cookie } = await start();
    const callbackUrl = await approve(authorizationUrl);
    oneTimeCode(await callback(callbackUrl, cookie.value));
    // Even with the cookie kept (the browser drops it after the first answer), the provider refuses its used code.
    expect(loginError(await callback(callbackUrl, cookie.value))).toBe(messages.login.googleUnreachable);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const student = await createStudent(t.db);
    identity = { email: student.email, email_verified: true, nonce: 'someone-elses-nonce' };
    const { authorizationUrl, cookie } = await start();
    const res = await callback(await approve(authorizationUrl), cookie.value);
    expect(loginError(res)).toBe(messages.login.googleUnreachable);
  });

  it('returns to the login page when the token endpoint refuses the code', async () => {
    const student = await createStudent(t.db);
    identity = { email: student.email, email_verified: true };
    provider.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const { authorizationUrl, cookie } = await start();
    const res = await callback(await approve(authorizationUrl), cookie.value);
    expect(loginError(res)).toBe(messages.login.googleUnreachable);
  });
});
