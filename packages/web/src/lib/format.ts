import { dateFormat } from './i18n';

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** "2026-03-01" or an ISO timestamp → "1 Mar 2026"; empty → "—". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = value.length === 10 ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat(DATE).format(date);
}

export const todayIso = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const DATE_TIME = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
} as const;

/** An ISO timestamp as the institute's clock shows it (India), "23 Nov 2026, 6:41 pm IST". */
export const formatDateTime = (value: string): string => dateFormat(DATE_TIME).format(new Date(value));
