import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { messages } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { HttpError } from '../../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a picture: each one sent counts toward its user's PICTURE_UPLOADS_PER_MINUTE. */
    pictureUpload?: true;
  }
  interface FastifyInstance {
    pictureUploads: PictureUploads;
  }
}

export interface PictureUploads {
  /** Counts one picture sent by the user; past the limit, throws 429 (with Retry-After) before any image work. */
  take(userId: string): Promise<void>;
}

/** Counts the pictures each signed-in user sends, in Redis when there is one (shared by every instance). */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const options = {
      points: opts.config.pictureUploadsPerMinute,
      duration: 60,
      keyPrefix: `${opts.config.loginRateLimit.keyPrefix}:picture-uploads`,
    };
    const inProcess = new RateLimiterMemory(options);
    const uploads = fastify.redis
      ? new RateLimiterRedis({ ...options, storeClient: fastify.redis, insuranceLimiter: inProcess })
      : inProcess;

    fastify.decorate<PictureUploads>('pictureUploads', {
      async take(userId) {
        try {
          await uploads.consume(userId);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          throw new HttpError(429, messages.upload.tooMany, { 'retry-after': String(retryAfter) });
        }
      },
    });
  },
  { name: 'picture-uploads', dependencies: ['redis'] },
);
