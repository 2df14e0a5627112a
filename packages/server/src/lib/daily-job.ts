import { Cron } from 'croner';

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
export function scheduleDaily(at: string, now: Date, job: () => void): { stop(): void } {
  const [hour, minute] = at.split(':');
  const daily = new Cron(`${Number(minute)} ${Number(hour)} * * *`, { timezone: 'Asia/Kolkata' }, job);
  if (timeInIndia.format(now) >= at) job();
  return { stop: () => daily.stop() };
}
