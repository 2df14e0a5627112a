const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) with its weekday: "Wednesday, 2 December 2026". */
export const formatDay = (date: string): string => dayFormat.format(new Date(`${date}T00:00:00Z`));
