import { dateFormat } from './i18n';

const DAY = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
} as const;

/** A calendar day (YYYY-MM-DD) with its weekday: "Wednesday, 2 December 2026". */
export const formatDay = (date: string): string => dateFormat(DAY).format(new Date(`${date}T00:00:00Z`));
