import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';

const timeInIndia = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/**
 * Runs `job` every day at `at` (HH:MM in Asia/Kolkata), and once now when that time has already passed today (by
 * `now`), so a day whose run was missed while no instance ran still gets it. The job itself must be safe to run
 * again the same day, and by several instances at once.
 */
function scheduleDaily(at: string, now: Date, job: () => void): { stop(): void } {
  const [hour, minute] = at.split(':');
  const daily = new Cron(`${Number(minute)} ${Number(hour)} * * *`, { timezone: 'Asia/Kolkata' }, job);
  if (timeInIndia.format(now) >= at) job();
  return { stop: () => daily.stop() };
}

/**
 * A plugin's daily job on this instance: `job` at `at` once the app is ready (scheduleDaily, on the services' clock),
 * a run that fails logged as `failure`; closing the app stops the schedule and waits for a run under way.
 */
export function dailyJob(fastify: FastifyInstance, at: string, job: () => Promise<void>, failure: string) {
  const runs = new Set<Promise<unknown>>();
  function run() {
    const running = job()
      .catch((error: unknown) => fastify.log.error({ err: error }, failure))
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
}
