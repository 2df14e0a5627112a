import rrule from 'rrule';

const { RRule } = rrule;
const WEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

const asUtcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The days a weekly slot meets (weekday 1–7, Monday = 1) from `from` to `to` (YYYY-MM-DD, both included), leaving out
 * the holidays. The dates are calendar days, with no time zone: the recurrence runs on UTC midnights ("floating"
 * dates, as rrule advises), so no day is shifted by the zone the server runs in.
 */
export function classDates(weekday: number, from: string, to: string, holidays: ReadonlySet<string>): string[] {
  if (from > to) return [];
  const rule = new RRule({
    freq: RRule.WEEKLY,
    byweekday: [WEEKDAYS[weekday - 1]!],
    dtstart: asUtcDay(from),
    until: asUtcDay(to),
    tzid: 'UTC',
  });
  return rule
    .all()
    .map((day) => day.toISOString().slice(0, 10))
    .filter((day) => !holidays.has(day));
}
