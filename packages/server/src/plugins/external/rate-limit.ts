import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { messages } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { HttpError } from '../../lib/errors.js';

/**
 * Limits apply only where a route asks for them (the logins). With REDIS_URL the counters are
 * shared by every server instance; without it they live in this process.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const redis = opts.config.redisUrl
      ? new Redis(opts.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) {
      redis.on('error', (err) => fastify.log.warn({ err }, 'redis error'));
      fastify.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    await fastify.register(rateLimit, {
      global: false,
      // After body parsing, so a login is counted against the account it names.
      hook: 'preHandler',
      ...(redis ? { redis, nameSpace: 'campus-rate-limit:' } : {}),
      errorResponseBuilder: () => new HttpError(429, messages.login.tooManyAttempts),
    });
  },
  { name: 'rate-limit' },
);
