import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';
import { scheduleDaily } from '../../lib/daily-job.js';
import { chargeLateFees, DAILY_LATE_FEE_RUN } from '../../services/late-fees.js';

/**
 * The daily late-fee run of this instance, at LATE_FEES_AT (and at start-up once that time has passed today). Every
 * instance runs it; each late fee is still charged once (chargeLateFees).
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const at = opts.config.lateFeesAt;
    if (!at) return;
    const runs = new Set<Promise<unknown>>();
    function run() {
      const running = chargeLateFees(fastify.services, { job: DAILY_LATE_FEE_RUN })
        .then((applied) => fastify.log.info({ applied }, 'charged the late fees of the day'))
        .catch((error: unknown) => fastify.log.error({ err: error }, 'could not charge the late fees of the day'))
        .finally(() => runs.delete(running));
      runs.add(running);
    }
    let daily: { stop(): void } | undefined;
    fastify.addHook('onReady', async () => {
      daily = scheduleDaily(at, fastify.services.now(), run);
    });
    fastify.addHook('onClose', async () => {
      daily?.stop();
      await Promise.all(runs);
    });
  },
  { name: 'late-fees', dependencies: ['services'] },
);
