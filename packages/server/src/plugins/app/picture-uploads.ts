import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { learningMessages, messages } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { HttpError } from '../../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a picture: each one sent counts toward its user's PICTURE_UPLOADS_PER_MINUTE. */
    pictureUpload?: true;
    /** The route takes a lesson's file: each one sent counts toward its user's ATTACHMENT_UPLOADS_PER_MINUTE. */
    attachmentUpload?: true;
  }
  interface FastifyInstance {
    pictureUploads: UploadLimit;
    attachmentUploads: UploadLimit;
  }
}

export interface UploadLimit {
  /** Counts one file sent by the user; past the limit, throws 429 (with Retry-After) before any work on it. */
  take(userId: string): Promise<void>;
}

/**
 * Counts the pictures, and apart from them the lessons' files, each signed-in user sends, in Redis when there is one
 * (shared by every instance). A lesson's files come in a batch (a chapter's handouts), so they have their own limit and
 * words rather than using up the pictures'.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const limit = (perMinute: number, name: string, tooMany: string): UploadLimit => {
      const options = { points: perMinute, duration: 60, keyPrefix: `${opts.config.loginRateLimit.keyPrefix}:${name}` };
      const inProcess = new RateLimiterMemory(options);
      const uploads = fastify.redis
        ? new RateLimiterRedis({ ...options, storeClient: fastify.redis, insuranceLimiter: inProcess })
        : inProcess;
      return {
        async take(userId) {
          try {
            await uploads.consume(userId);
          } catch (rejection) {
            if (!(rejection instanceof RateLimiterRes)) throw rejection;
            const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
            throw new HttpError(429, tooMany, { 'retry-after': String(retryAfter) });
          }
        },
      };
    };
    fastify.decorate(
      'pictureUploads',
      limit(opts.config.pictureUploadsPerMinute, 'picture-uploads', messages.upload.tooMany),
    );
    fastify.decorate(
      'attachmentUploads',
      limit(opts.config.attachmentUploadsPerMinute, 'attachment-uploads', learningMessages.attachmentsTooMany),
    );
  },
  { name: 'picture-uploads', dependencies: ['redis'] },
);
