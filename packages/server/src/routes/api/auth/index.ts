import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, messages, signInCodeExchangeSchema, tokenResponseSchema } from '@campus/domain';
import { HttpError } from '../../../lib/errors.js';
import { accountEmailOf, GoogleSignIn, signInSecretsSchema, type SignInSecrets } from '../../../lib/google-sign-in.js';
import { signOut } from '../../../services/sessions.js';
import { issueSignInCode, redeemSignInCode } from '../../../services/sign-in.js';

/** The per-sign-in secrets live in a signed cookie sent only to the Google routes, for 10 minutes. */
const SECRETS_COOKIE = 'campus_google_sign_in';
const COOKIE_PATH = '/api/auth/google';
const COOKIE_MAX_AGE_SECONDS = 10 * 60;
/**
 * The one-time code also goes, signed, into a cookie that only POST /api/auth/exchange gets: a code opened in another
 * browser (a link someone was sent, to sign them into the sender's account) has no such cookie there and is refused.
 */
const CODE_COOKIE = 'campus_sign_in_code';
const CODE_COOKIE_PATH = '/api/auth/exchange';
const CODE_COOKIE_MAX_AGE_SECONDS = 60;

const callbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

const backToLogin = (reply: FastifyReply, error: string) =>
  reply.redirect(`/login?error=${encodeURIComponent(error)}`, 302);

const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { google: googleConfig, publicUrl } = fastify.config;
  const google = googleConfig && new GoogleSignIn(googleConfig, `${publicUrl}${COOKIE_PATH}/callback`);
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.startsWith('https:'),
  } as const;

  fastify.get(
    '/google',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Google sign-in (browser redirect) to the provider; without GOOGLE_CLIENT_ID/SECRET back to /login with an error',
      },
    },
    async (request, reply) => {
      if (!google) return backToLogin(reply, messages.login.googleNotConfigured);
      let started;
      try {
        started = await google.start();
      } catch (err) {
        request.log.warn({ err }, 'Google discovery failed');
        return backToLogin(reply, messages.login.googleUnreachable);
      }
      reply.setCookie(SECRETS_COOKIE, JSON.stringify(started.secrets), {
        ...cookieOptions,
        signed: true,
        maxAge: COOKIE_MAX_AGE_SECONDS,
      });
      return reply.redirect(started.url.href, 302);
    },
  );

  fastify.get(
    '/google/callback',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Where Google returns the browser: signs in the student with that verified email, then redirects to /auth-success?code=<one-time code> (or /login?error=…)',
        querystring: callbackQuerySchema,
      },
    },
    async (request, reply) => {
      const secrets = readSecrets(request.cookies[SECRETS_COOKIE], (value) => request.unsignCookie(value));
      // One attempt, one answer: the secrets go whatever happens, so a callback cannot be replayed.
      reply.clearCookie(SECRETS_COOKIE, cookieOptions);
      if (!google) return backToLogin(reply, messages.login.googleNotConfigured);
      if (!secrets || request.query.state !== secrets.state) {
        return backToLogin(reply, messages.login.googleStateMismatch);
      }
      if (request.query.error) return backToLogin(reply, messages.login.googleCancelled);

      let identity;
      try {
        identity = await google.finish(new URL(request.url, publicUrl).search, secrets);
      } catch (err) {
        request.log.warn({ err }, 'Google sign-in failed');
        return backToLogin(reply, messages.login.googleUnreachable);
      }
      if (!identity.email || !identity.emailVerified) {
        return backToLogin(reply, messages.login.googleEmailNotVerified);
      }
      const email = accountEmailOf(identity.email);
      const code = email && (await issueSignInCode(fastify.services, email));
      if (!code) return backToLogin(reply, messages.login.googleUnknownEmail);
      reply.setCookie(CODE_COOKIE, code, {
        ...cookieOptions,
        path: CODE_COOKIE_PATH,
        sameSite: 'strict',
        signed: true,
        maxAge: CODE_COOKIE_MAX_AGE_SECONDS,
      });
      return reply.redirect(`/auth-success?code=${encodeURIComponent(code)}`, 302);
    },
  );

  fastify.post(
    '/exchange',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Trades the one-time code from /auth-success (valid 60 s, usable once, only in the browser that signed in: ' +
          'it carries the code in a cookie) for a student token',
        body: signInCodeExchangeSchema,
        response: { 200: tokenResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const bound = request.cookies[CODE_COOKIE];
      const unsigned = bound === undefined ? undefined : request.unsignCookie(bound);
      if (!unsigned?.valid || unsigned.value !== request.body.code) {
        throw new HttpError(401, messages.login.signInCodeElsewhere);
      }
      const student = await redeemSignInCode(fastify.services, request.body.code);
      if (!student) throw new HttpError(401, messages.login.signInCodeInvalid);
      return { token: await fastify.signToken({ id: student.id, role: 'student' }) };
    },
  );

  fastify.post(
    '/logout',
    {
      config: { access: 'signed-in', whilePasswordChangeDue: true },
      schema: {
        tags: ['auth'],
        summary: 'Signs out: ends the session of the token sent, which every server refuses from then on',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null().describe('Signed out'), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await signOut(fastify.services, { sessionId: request.user.sessionId });
      return reply.code(204).send(null);
    },
  );
};

/** The secrets this browser was given by GET /google, if the cookie is there and untampered. */
function readSecrets(
  cookie: string | undefined,
  unsign: (value: string) => { valid: boolean; value: string | null },
): SignInSecrets | undefined {
  if (!cookie) return undefined;
  const { valid, value } = unsign(cookie);
  if (!valid || value === null) return undefined;
  try {
    return signInSecretsSchema.parse(JSON.parse(value));
  } catch {
    return undefined;
  }
}

export default authRoutes;
