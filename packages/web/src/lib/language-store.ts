/**
 * The language chosen on this device (#46): in localStorage, which the app reads as it starts, and in a cookie, by
 * which the server sends the landing page in it too. The landing page's own script keeps it as well, without the
 * app's i18n.
 */
const KEY = 'campus_lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const chosenLanguage = (): string | undefined => localStorage.getItem(KEY) ?? undefined;

export function keepLanguage(locale: string) {
  localStorage.setItem(KEY, locale);
  // One of the app's own language codes: nothing in it needs encoding.
  document.cookie = `${KEY}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
