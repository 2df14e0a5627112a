import { once } from './once.js';

const countFormat = once(() => new Intl.NumberFormat('en-IN'));

/** A count with the Indian digit grouping, as every screen shows counts: 10029 → "10,029", 1234567 → "12,34,567". */
export const formatCount = (count: number) => countFormat().format(count);

/** A student ID as people read it out and type it: S-000123 (six digits at least). */
export const studentNumberText = (number: number) => `S-${String(number).padStart(6, '0')}`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A time in whole minutes as people say it: hours and minutes from an hour up. `short` where space is tight (an
 * outline's row: "45 min", "1 h 30 min", "10 h"), else in words ("45 minutes", "1 hour 30 minutes", "10 hours").
 */
export function formatMinutes(minutes: number, style: 'short' | 'long' = 'long'): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts =
    style === 'short'
      ? [hours > 0 && `${hours} h`, (rest > 0 || hours === 0) && `${rest} min`]
      : [hours > 0 && plural(hours, 'hour', 'hours'), (rest > 0 || hours === 0) && plural(rest, 'minute', 'minutes')];
  return parts.filter(Boolean).join(' ');
}
