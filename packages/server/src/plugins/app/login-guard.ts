import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { messages } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { HttpError } from '../../lib/errors.js';

/** Student and staff sign-ins are counted apart: students guessing never block staff, nor the other way round. */
export type SignInKind = 'student' | 'staff';

export interface LoginGuard {
  /**
   * Runs one sign-in attempt of this kind for an email (as normalised by the login schema) from the request's
   * address. While the account or the address has used up its failures, it answers 429 with Retry-After and never
   * calls `verify`. A `verify` that finds nothing counts as a failure of both; a success clears the account.
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
 * Counts failed sign-ins per account and, far more generously, per address (config.loginRateLimit), for student and
 * staff sign-ins apart; in Redis when there is one so every instance shares the counts, else in this process. A point
 * is taken before the check and given back when the attempt did not fail, so parallel guesses cannot all slip past
 * one reading of the count.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const { max, addressMax, timeWindowMs, keyPrefix } = opts.config.loginRateLimit;
    const limiter = (name: string, points: number): RateLimiterAbstract => {
      const options = { points, duration: Math.ceil(timeWindowMs / 1000), keyPrefix: `${keyPrefix}:${name}` };
      const inProcess = new RateLimiterMemory(options);
      if (!fastify.redis) return inProcess;
      // While Redis is unreachable, this process counts on its own rather than letting every guess through.
      return new RateLimiterRedis({
        ...options,
        storeClient: fastify.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: inProcess,
      });
    };
    const limiters = (kind: SignInKind) => ({
      byAddress: limiter(`${kind}:address`, addressMax),
      byAccount: limiter(`${kind}:account`, max),
    });
    const counts = { student: limiters('student'), staff: limiters('staff') };

    async function take(kind: SignInKind, store: RateLimiterAbstract, key: string, reply: FastifyReply) {
      try {
        await store.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        fastify.metrics?.signInFailed(kind, 'too-many');
        reply.header('retry-after', Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
        throw new HttpError(429, messages.login.tooManyAttempts);
      }
    }

    fastify.decorate<LoginGuard>('loginGuard', {
      async attempt(kind, request, reply, email, verify) {
        const { byAddress, byAccount } = counts[kind];
        await take(kind, byAddress, request.ip, reply);
        try {
          await take(kind, byAccount, email, reply);
        } catch (error) {
          await byAddress.reward(request.ip);
          throw error;
        }
        let found;
        try {
          found = await verify();
        } catch (error) {
          await Promise.all([byAddress.reward(request.ip), byAccount.reward(email)]);
          throw error;
        }
        if (found === undefined) fastify.metrics?.signInFailed(kind, 'wrong');
        else await Promise.all([byAddress.reward(request.ip), byAccount.delete(email)]);
        return found;
      },
    });
  },
  { name: 'login-guard', dependencies: ['redis', 'metrics'] },
);
