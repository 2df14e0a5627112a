import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

/** Login attempts are counted per address and account, so one guesser cannot lock a whole school out. */
export function loginRateLimit(config: AppConfig) {
  return {
    max: config.loginRateLimit.max,
    timeWindow: config.loginRateLimit.timeWindowMs,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `login:${request.ip}:${email}`;
    },
  };
}
