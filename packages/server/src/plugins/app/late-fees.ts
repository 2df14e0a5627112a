import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';
import { dailyJob } from '../../lib/daily-job.js';
import { chargeLateFees, DAILY_LATE_FEE_RUN } from '../../services/late-fees.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The late-fee runs admins started on this instance, still going: closing the app waits for them. */
    lateFeeRuns: Set<Promise<unknown>>;
  }
}

/**
 * The daily late-fee run of this instance, at LATE_FEES_AT (and at start-up once that time has passed today). Every
 * instance runs it; each late fee is still charged once (chargeLateFees).
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    fastify.decorate('lateFeeRuns', new Set<Promise<unknown>>());
    fastify.addHook('onClose', async () => {
      await Promise.allSettled(fastify.lateFeeRuns);
    });
    const at = opts.config.lateFeesAt;
    if (!at) return;
    dailyJob(
      fastify,
      at,
      async () => {
        const applied = await chargeLateFees(fastify.services, { job: DAILY_LATE_FEE_RUN });
        fastify.log.info({ applied }, 'charged the late fees of the day');
      },
      'could not charge the late fees of the day',
    );
  },
  { name: 'late-fees', dependencies: ['services'] },
);
