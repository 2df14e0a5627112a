import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppOptions } from '../../app.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis server shared by every instance (REDIS_URL); undefined when there is none. */
    redis: Redis | undefined;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    if (!opts.config.redisUrl) {
      fastify.decorate('redis', undefined);
      return;
    }
    const redis = new Redis(opts.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    redis.on('error', (err) => fastify.log.warn({ err }, 'redis error'));
    fastify.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    });
    // An unreachable Redis does not stop the start: its users fall back to this process (see login-guard.ts).
    await redis.ping().catch((err: unknown) => fastify.log.warn({ err }, 'redis is not reachable'));
    fastify.decorate('redis', redis);
  },
  { name: 'redis' },
);
