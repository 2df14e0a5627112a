import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';
import { messages } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { HttpError } from '../../lib/errors.js';
import { recordSignInLocked, type SignInKind, type SignInLocks } from '../../services/sign-in-locks.js';

export interface LoginGuard extends SignInLocks {
  /**
   * Runs one sign-in attempt of this kind for an email (as normalised by the login schema) from the request's
   * address. While the account or the address has used up its failures, it answers 429 with Retry-After and never
   * calls `verify`. A `verify` that finds nothing counts as a failure; a success clears the count it was held to and
   * marks this browser as a device the account has signed in from.
   */
  attempt<T>(
    kind: SignInKind,
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    verify: () => Promise<T | undefined>,
  ): Promise<T | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginGuard: LoginGuard;
  }
}

/**
 * The address failures are counted against: an IPv4 address, or the /64 network of an IPv6 one (one home or office
 * line is given a whole /64, so its addresses are one client's). An IPv4 address written as IPv6 (::ffff:1.2.3.4)
 * is that IPv4 address.
 */
export function addressGroup(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}

/**
 * Counts points per key over `duration` seconds, in Redis when there is one so that every instance shares the counts,
 * else in this process.
 */
export function rateCounter(
  fastify: FastifyInstance,
  options: { points: number; duration: number; keyPrefix: string },
): RateLimiterAbstract {
  const inProcess = new RateLimiterMemory(options);
  if (!fastify.redis) return inProcess;
  // While Redis is unreachable, this process counts on its own rather than letting every guess through.
  return new RateLimiterRedis({
    ...options,
    storeClient: fastify.redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: inProcess,
  });
}

/** How long a browser stays known to an account after its last sign-in there. */
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** Sent only where the sign-ins of its kind are checked (the staff's password change included). */
const DEVICE_COOKIES = {
  student: { name: 'campus_device_student', path: '/api/users/login' },
  staff: { name: 'campus_device_staff', path: '/api/admin' },
} as const;
const deviceSchema = z.object({ email: z.string(), device: z.string(), issuedAt: z.number() });

/**
 * Counts failed sign-ins per account and, far more generously, per address (config.loginRateLimit), for student and
 * staff sign-ins apart; in Redis when there is one so every instance shares the counts, else in this process.
 *
 * An account that has had `max` failures in the window is locked for the window's length, for every address: the
 * office sees it in the audit trail (once per lock), an admin may lift it, and the message says when to try again.
 * A browser the account has signed in from before (a signed cookie naming the account) is not held to the account's
 * lock nor to its address's count but to its own `max` failures, so the account's owner still signs in from their
 * own browser while someone guesses it, even from the same office address. Past its own `max`, that browser is a
 * stranger like any other.
 *
 * A point is taken before the check and given back when the attempt did not fail, so parallel guesses cannot all slip
 * past one reading of the count.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const { max, addressMax, timeWindowMs, keyPrefix } = opts.config.loginRateLimit;
    const windowSeconds = Math.ceil(timeWindowMs / 1000);
    const limiter = (name: string, points: number) =>
      rateCounter(fastify, { points, duration: windowSeconds, keyPrefix: `${keyPrefix}:${name}` });
    const limiters = (kind: SignInKind) => ({
      byAddress: limiter(`${kind}:address`, addressMax),
      byAccount: limiter(`${kind}:account`, max),
      byDevice: limiter(`${kind}:device`, max),
    });
    const counts = { student: limiters('student'), staff: limiters('staff') };
    const secure = opts.config.publicUrl.startsWith('https:');

    const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
    const tooMany = (kind: SignInKind, reply: FastifyReply, msBeforeNext: number, message: (m: number) => string) => {
      fastify.metrics?.signInFailed(kind, 'too-many');
      reply.header('retry-after', Math.max(1, Math.ceil(msBeforeNext / 1000)));
      return new HttpError(429, message(minutes(msBeforeNext)));
    };

    /** Takes a point; past the limit, answers the refusal (429) with this message. */
    async function take(
      kind: SignInKind,
      store: RateLimiterAbstract,
      key: string,
      reply: FastifyReply,
      message: (minutes: number) => string,
    ): Promise<RateLimiterRes> {
      try {
        return await store.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw tooMany(kind, reply, rejection.msBeforeNext, message);
      }
    }

    /** The browser's id when its cookie names this account and is still young enough; else undefined. */
    function knownDevice(kind: SignInKind, request: FastifyRequest, email: string): string | undefined {
      const cookie = request.cookies[DEVICE_COOKIES[kind].name];
      const unsigned = cookie === undefined ? undefined : request.unsignCookie(cookie);
      if (!unsigned?.valid || unsigned.value === null) return undefined;
      let parsed;
      try {
        parsed = deviceSchema.safeParse(JSON.parse(unsigned.value));
      } catch {
        return undefined;
      }
      if (!parsed.success || parsed.data.email !== email) return undefined;
      const age = Date.now() - parsed.data.issuedAt;
      return age >= 0 && age < DEVICE_MAX_AGE_SECONDS * 1000 ? parsed.data.device : undefined;
    }

    function rememberDevice(kind: SignInKind, reply: FastifyReply, email: string, device: string) {
      const { name, path } = DEVICE_COOKIES[kind];
      reply.setCookie(name, JSON.stringify({ email, device, issuedAt: Date.now() }), {
        path,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        signed: true,
        maxAge: DEVICE_MAX_AGE_SECONDS,
      });
    }

    /** The `max`-th failure locks the key for a whole window from now; the account's lock is told to the office. */
    async function lockIfLast(kind: SignInKind, store: RateLimiterAbstract, key: string, taken: RateLimiterRes) {
      if (taken.consumedPoints !== max) return;
      await store.block(key, windowSeconds);
      if (store !== counts[kind].byAccount) return;
      try {
        await recordSignInLocked(fastify.services, { kind, email: key, failures: max, minutes: minutes(timeWindowMs) });
      } catch (err) {
        fastify.log.error({ err }, 'the lock of a sign-in could not be recorded');
      }
    }

    /** Runs `verify`; its throw gives back the points taken, as an attempt that did not fail. */
    async function verifying<T>(verify: () => Promise<T | undefined>, taken: [RateLimiterAbstract, string][]) {
      try {
        return await verify();
      } catch (error) {
        await Promise.all(taken.map(([store, key]) => store.reward(key)));
        throw error;
      }
    }

    async function lockedUntil(kind: SignInKind, email: string): Promise<Date | undefined> {
      const count = await counts[kind].byAccount.get(email);
      return count && count.consumedPoints > max ? new Date(Date.now() + count.msBeforeNext) : undefined;
    }

    fastify.decorate<LoginGuard>('loginGuard', {
      async attempt(kind, request, reply, email, verify) {
        const { byAddress, byAccount, byDevice } = counts[kind];
        const device = knownDevice(kind, request, email);
        const deviceKey = `${email} ${device}`;
        // A known browser whose own failures are used up is held to what any other is.
        const known = device !== undefined && ((await byDevice.get(deviceKey))?.consumedPoints ?? 0) < max;

        if (known) {
          const taken = await take(kind, byDevice, deviceKey, reply, messages.login.accountLocked);
          const found = await verifying(verify, [[byDevice, deviceKey]]);
          if (found === undefined) {
            fastify.metrics?.signInFailed(kind, 'wrong');
            await lockIfLast(kind, byDevice, deviceKey, taken);
          } else {
            await byDevice.delete(deviceKey);
            rememberDevice(kind, reply, email, device);
          }
          return found;
        }

        const address = addressGroup(request.ip);
        await take(kind, byAddress, address, reply, messages.login.tooManyAttempts);
        let taken;
        try {
          taken = await take(kind, byAccount, email, reply, messages.login.accountLocked);
        } catch (error) {
          // A refused attempt is not held against the address: others behind it may still sign in.
          await byAddress.reward(address);
          throw error;
        }
        const found = await verifying(verify, [
          [byAddress, address],
          [byAccount, email],
        ]);
        if (found === undefined) {
          fastify.metrics?.signInFailed(kind, 'wrong');
          await lockIfLast(kind, byAccount, email, taken);
        } else {
          await Promise.all([byAddress.reward(address), byAccount.delete(email)]);
          rememberDevice(kind, reply, email, device ?? randomUUID());
        }
        return found;
      },

      lockedUntil,

      async unlock(kind, email) {
        await counts[kind].byAccount.delete(email);
      },
    });
  },
  { name: 'login-guard', dependencies: ['redis', 'metrics', 'cookie', 'services'] },
);
