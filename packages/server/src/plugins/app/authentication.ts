import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { messages, type Role } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { HttpError } from '../../lib/errors.js';

/**
 * Who may call a route. Every route under /api must say so in its config; a route that does not
 * stops the server from starting, so no route can forget its access check.
 */
/** 'signed-in' is any student or admin. */
export type Access = 'public' | 'student' | 'admin' | 'signed-in';

export interface AuthUser {
  id: string;
  role: Role;
}

export interface SignedInUser extends AuthUser {
  /** When the token stops being accepted, in milliseconds since the epoch. */
  tokenExpiresAt: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SignedInUser;
  }
  interface FastifyInstance {
    signToken(user: AuthUser): Promise<string>;
  }
}

const ISSUER = 'campus';
const BEARER = /^bearer +(\S+) *$/i;
const ALGORITHM = 'HS256';

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { tokenTtlSeconds } = opts.config;
    // Imported once: given the raw bytes, jose would import the key again for every token it checks.
    const jwtSecret = await crypto.subtle.importKey(
      'raw',
      opts.config.jwtSecret,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );

    fastify.decorate('signToken', (user: AuthUser) =>
      new SignJWT({ role: user.role })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${tokenTtlSeconds}s`)
        .sign(jwtSecret),
    );
    fastify.decorateRequest('user', null as unknown as SignedInUser);

    // A token checked once is remembered until it expires: checking the signature again on every request
    // costs more than the rest of a typical read.
    const verified = new LRUCache<string, SignedInUser>({ max: 10_000 });
    const verify = async (token: string): Promise<SignedInUser> => {
      try {
        const { payload } = await jwtVerify(token, jwtSecret, { issuer: ISSUER, algorithms: [ALGORITHM] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.exp !== 'number' ||
          (payload.role !== 'student' && payload.role !== 'admin')
        ) {
          throw new Error('malformed token');
        }
        const user: SignedInUser = { id: payload.sub, role: payload.role, tokenExpiresAt: payload.exp * 1000 };
        const lifeLeftMs = user.tokenExpiresAt - Date.now();
        if (lifeLeftMs > 0) verified.set(token, user, { ttl: lifeLeftMs });
        return user;
      } catch (error) {
        const expired = error instanceof joseErrors.JWTExpired;
        throw new HttpError(401, expired ? messages.auth.sessionExpired : messages.auth.required);
      }
    };

    fastify.addHook('onRoute', (route) => {
      const isApi = route.url.startsWith('/api') && !route.url.startsWith('/api/docs');
      if (isApi && !route.config?.access) {
        throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
      }
    });

    fastify.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;

      // The scheme is case-insensitive (RFC 7235): "bearer" is as good as "Bearer".
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new HttpError(401, messages.auth.required);

      const user = verified.get(token) ?? (await verify(token));
      if (access !== 'signed-in' && user.role !== access) throw new HttpError(403, messages.auth.forbidden);
      request.user = user;
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);
