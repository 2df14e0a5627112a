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
 * Counts failed sign-ins per account, per account and address, and, far more generously, per address
 * (config.loginRateLimit), for student and staff sign-ins apart; in Redis when there is one so every instance shares
 * the counts, else in this process. An account's failures never lock it for everyone: once it has had `max` of them,
 * only an address that has already tried it in the window is refused, so a guesser gets one attempt per address while
 * its owner, from an address that has not failed, still signs in. A point is taken before the check and given back
 * when the attempt did not fail, so parallel guesses cannot all slip past one reading of the count.
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
      byAccountAndAddress: limiter(`${kind}:account-address`, max),
    });
    const counts = { student: limiters('student'), staff: limiters('staff') };

    const tooMany = (kind: SignInKind, reply: FastifyReply, msBeforeNext: number) => {
      fastify.metrics?.signInFailed(kind, 'too-many');
      reply.header('retry-after', Math.max(1, Math.ceil(msBeforeNext / 1000)));
      return new HttpError(429, messages.login.tooManyAttempts);
    };

    /** Takes a point; past the limit, answers the refusal (429) unless `allowed` says this attempt may go on. */
    async function take(
      kind: SignInKind,
      store: RateLimiterAbstract,
      key: string,
      reply: FastifyReply,
      allowed: () => boolean = () => false,
    ): Promise<RateLimiterRes> {
      try {
        return await store.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        if (allowed()) return rejection;
        throw tooMany(kind, reply, rejection.msBeforeNext);
      }
    }

    fastify.decorate<LoginGuard>('loginGuard', {
      async attempt(kind, request, reply, email, verify) {
        const { byAddress, byAccount, byAccountAndAddress } = counts[kind];
        const pair = `${email} ${request.ip}`;
        const taken: [RateLimiterAbstract, string][] = [];
        const giveBack = () => Promise.all(taken.map(([store, key]) => store.reward(key)));
        try {
          await take(kind, byAddress, request.ip, reply);
          taken.push([byAddress, request.ip]);
          const fromHere = await take(kind, byAccountAndAddress, pair, reply);
          taken.push([byAccountAndAddress, pair]);
          // Past the account's limit, only this address's first attempt in the window goes on.
          await take(kind, byAccount, email, reply, () => fromHere.consumedPoints === 1);
          taken.push([byAccount, email]);
        } catch (error) {
          // A refused attempt is not held against the address: others behind it may still sign in.
          await Promise.all(taken.filter(([store]) => store === byAddress).map(([store, key]) => store.reward(key)));
          throw error;
        }
        let found;
        try {
          found = await verify();
        } catch (error) {
          await giveBack();
          throw error;
        }
        if (found === undefined) fastify.metrics?.signInFailed(kind, 'wrong');
        else
          await Promise.all([byAddress.reward(request.ip), byAccount.delete(email), byAccountAndAddress.delete(pair)]);
        return found;
      },
    });
  },
  { name: 'login-guard', dependencies: ['redis', 'metrics'] },
);
