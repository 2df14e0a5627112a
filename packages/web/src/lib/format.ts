const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** "2026-03-01" or an ISO timestamp → "1 Mar 2026"; empty → "—". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = value.length === 10 ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export const todayIso = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
});

/** An ISO timestamp as the institute's clock shows it (India), "23 Nov 2026, 6:41 pm IST". */
export const formatDateTime = (value: string): string => dateTimeFormat.format(new Date(value));

// In UTC: the date is a calendar day, the same wherever the browser is.
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A calendar day ("2026-03-04") with its weekday, "Wed, 4 Mar"; with `year`, "Wed, 4 Mar 2026". */
export const formatDay = (date: string, { year = false } = {}): string =>
  `${dayFormat.format(new Date(`${date}T00:00:00Z`))}${year ? ` ${date.slice(0, 4)}` : ''}`;

/** A class's hours as the timetable writes them (India's clock, HH:MM), "09:00–10:30". */
export const formatHours = ({ start, end }: { start: string; end: string }): string => `${start}–${end}`;
