import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { admits, isRole, messages, type AccessLevel, type Role } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { HttpError } from '../../lib/errors.js';
import {
  endsSession,
  prepareGuardianSessionCheck,
  prepareSessionCheck,
  SESSION_CHANNEL,
  sessionEndSchema,
  type SessionEnd,
} from '../../repositories/sessions.js';
import { isDeactivatedStaff } from '../../repositories/staff.js';
import { startSession } from '../../services/sessions.js';

/**
 * Who may call a route: anyone (`public`), or the roles of one of the domain's access levels (`ACCESS_ROLES`): `office`
 * is an admin or an accountant, who see the money; `teaching` an admin or an instructor, whose routes also check that
 * the instructor teaches the course; `staff` any staff member (their own account); `signed-in` any user signed in;
 * `guardian` a student's guardian (their routes check the child is theirs). Every
 * route under /api must say so in its config; a route that does not stops the server from starting, so no route can
 * forget its access check.
 */
export type Access = 'public' | AccessLevel;

export interface AuthUser {
  /** A user's id, or a guardian's (role 'guardian'), who is not a user. */
  id: string;
  role: Role;
  /** A staff member who must replace the password an admin gave them; the token carries it. */
  mustChangePassword?: boolean;
}

export interface SignedInUser extends AuthUser {
  /** The session the token belongs to (its `sid` claim). */
  sessionId: string;
  /** When the token stops being accepted, in milliseconds since the epoch. */
  tokenExpiresAt: number;
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The route stays open to a staff member whose password change is due (every other one answers 403). */
    whilePasswordChangeDue?: true;
  }
  interface FastifyRequest {
    user: SignedInUser;
  }
  interface FastifyInstance {
    /** Starts a session for the user and signs its token. */
    signToken(user: AuthUser): Promise<string>;
    /**
     * Forgets the tokens of sessions that have ended, once the change that ended them has committed: they are refused
     * from then on, on this instance at once and on the others when the NOTIFY reaches them.
     */
    forgetEndedSessions(end: SessionEnd): void;
    /** Calls the listener whenever sessions end, on whichever instance they were ended. */
    onSessionsEnded(listener: (end: SessionEnd) => void): void;
  }
}

const ISSUER = 'campus';
/** An Authorization header's bearer token; the scheme is case-insensitive (RFC 7235). */
export const BEARER = /^bearer +(\S+) *$/i;
const ALGORITHM = 'HS256';

function readSessionEnd(payload: string): SessionEnd | undefined {
  try {
    return sessionEndSchema.parse(JSON.parse(payload));
  } catch {
    return undefined;
  }
}

const isId = (value: unknown): value is string => z.guid().safeParse(value).success;

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { tokenTtlSeconds } = opts.config;
    const { db } = opts.database;
    // Imported once: given the raw bytes, jose would import the key again for every token it checks.
    const jwtSecret = await crypto.subtle.importKey(
      'raw',
      opts.config.jwtSecret,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );

    fastify.decorate('signToken', async (user: AuthUser) => {
      const expiresAtSeconds = Math.floor(Date.now() / 1000) + tokenTtlSeconds;
      const holder = user.role === 'guardian' ? { guardianId: user.id } : { userId: user.id };
      const sessionId = await startSession({ db }, holder, new Date(expiresAtSeconds * 1000));
      const claims = {
        role: user.role,
        sid: sessionId,
        ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
      };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresAtSeconds)
        .sign(jwtSecret);
    });
    fastify.decorateRequest('user', null as unknown as SignedInUser);

    // A token checked once is remembered until it expires or its session ends: checking the signature and the
    // session again on every request costs more than the rest of a typical read.
    const verified = new LRUCache<string, SignedInUser>({ max: 10_000 });
    const sessionIsLive = prepareSessionCheck(db);
    const guardianSessionIsLive = prepareGuardianSessionCheck(db);
    // Counts the times sessions ended. A token whose session was read as live before an end was heard is not
    // remembered: the end may have been committed after the read.
    let endsHeard = 0;
    const listeners: ((end: SessionEnd) => void)[] = [];

    const forget = (end: SessionEnd) => {
      endsHeard++;
      const tokens = [...verified.entries()].filter(([, user]) => endsSession(end, user)).map(([token]) => token);
      for (const token of tokens) verified.delete(token);
      for (const listener of listeners) listener(end);
    };

    const stopListening = await opts.database.listen(
      SESSION_CHANNEL,
      (payload) => {
        const end = readSessionEnd(payload);
        if (end) forget(end);
        else fastify.log.error({ payload }, 'unreadable session end');
      },
      // Ends sent while the listening connection was down never arrive: every token is checked again.
      () => {
        endsHeard++;
        verified.clear();
      },
    );
    fastify.addHook('onClose', () => stopListening());

    // The NOTIFY comes back to this instance too; forgetting at once spares this instance's next request the wait.
    fastify.decorate('forgetEndedSessions', forget);
    fastify.decorate('onSessionsEnded', (listener: (end: SessionEnd) => void) => {
      listeners.push(listener);
    });

    const verify = async (token: string): Promise<SignedInUser> => {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, jwtSecret, { issuer: ISSUER, algorithms: [ALGORITHM] }));
      } catch (error) {
        const expired = error instanceof joseErrors.JWTExpired;
        throw new HttpError(401, expired ? messages.auth.sessionExpired : messages.auth.required);
      }
      const { sub, sid, exp, role, mustChangePassword } = payload;
      // Ids that are not UUIDs would fail the session query itself (a 500) rather than match no session.
      if (!isId(sub) || !isId(sid) || typeof exp !== 'number') throw new HttpError(401, messages.auth.required);
      if (!isRole(role)) throw new HttpError(401, messages.auth.required);

      const endsHeardBefore = endsHeard;
      const live = role === 'guardian' ? await guardianSessionIsLive(sid, sub) : await sessionIsLive(sid, sub, role);
      if (!live) {
        // The token's holder signed in with the password, so telling them their account was deactivated tells no
        // one else anything; without that they would sign in again only to be told so.
        const deactivated = admits('staff', role) && (await isDeactivatedStaff(db, sub));
        throw new HttpError(401, deactivated ? messages.auth.accountDeactivated : messages.auth.sessionEnded);
      }
      const user: SignedInUser = {
        id: sub,
        role,
        sessionId: sid,
        tokenExpiresAt: exp * 1000,
        mustChangePassword: mustChangePassword === true,
      };
      const lifeLeftMs = user.tokenExpiresAt - Date.now();
      if (lifeLeftMs > 0 && endsHeard === endsHeardBefore) verified.set(token, user, { ttl: lifeLeftMs });
      return user;
    };

    // Checked when the app is ready rather than as each route is added: a folder's options (autohooks.ts) are set by
    // its own onRoute hook, which runs after this one.
    const apiRoutes: RouteOptions[] = [];
    fastify.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api') && !route.url.startsWith('/api/docs')) apiRoutes.push(route);
    });
    fastify.addHook('onReady', async () => {
      const undeclared = apiRoutes.find((route) => !route.config?.access);
      if (undeclared) throw new Error(`Route ${undeclared.method} ${undeclared.url} does not declare config.access`);
    });

    fastify.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;

      // The scheme is case-insensitive (RFC 7235): "bearer" is as good as "Bearer".
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new HttpError(401, messages.auth.required);

      const user = verified.get(token) ?? (await verify(token));
      if (!admits(access, user.role)) throw new HttpError(403, messages.auth.forbidden);
      if (user.mustChangePassword && !request.routeOptions.config.whilePasswordChangeDue) {
        throw new HttpError(403, messages.auth.mustChangePassword);
      }
      request.user = user;
    });

    // What a signed-in user is answered (JSON, receipts, CSVs, exports) is theirs alone: no browser or proxy cache
    // may keep a copy.
    fastify.addHook('onSend', async (request, reply) => {
      const access = request.routeOptions.config.access;
      if (access && access !== 'public' && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);
