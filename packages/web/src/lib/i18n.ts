import { i18n, type Messages } from '@lingui/core';

/**
 * The languages a person may choose (#46), each named in itself. Adding one is adding its catalogs (README); `pseudo`
 * is only for the test that finds text left out of translation (lingui.config.ts), chosen by its cookie alone.
 */
export const LANGUAGES = { en: 'English', hi: 'हिन्दी' } as const;
export type Language = keyof typeof LANGUAGES;
type Locale = Language | 'pseudo';
const LOCALES: readonly Locale[] = ['en', 'hi', 'pseudo'];

/**
 * Where the choice is kept on this device: a cookie rather than localStorage, so that the server can send the landing
 * page in it too. A signed-in person's choice is also kept on the server and comes back with their sign-in.
 */
const COOKIE = 'campus_lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);

/** The language this device chose, else the first of the browser's languages that Campus has, else English. */
function startingLocale(): Locale {
  if (typeof document === 'undefined') return 'en';
  const chosen = /(?:^|;\s*)campus_lang=([^;]+)/.exec(document.cookie)?.[1];
  if (isLocale(chosen)) return chosen;
  for (const wanted of navigator.languages) {
    const language = wanted.split('-')[0];
    if (language === 'en' || language === 'hi') return language;
  }
  return 'en';
}

/** Each feature's catalogs (`catalogs` in vite.config.ts): English in its modules' chunk, the others fetched. */
type CatalogLoaders = { en: Messages } & Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>>;
const catalogs = new Map<string, CatalogLoaders>();

async function load(loaders: CatalogLoaders, locale: Locale) {
  if (locale !== 'en') i18n.load(locale, (await loaders[locale]()).messages);
}

/**
 * Registers a feature's catalogs and loads the one of the current language: the feature's modules wait for it before
 * they run (a top-level await the build adds to them), so nothing renders before its text is there.
 */
export function registerCatalog(name: string, loaders: CatalogLoaders): Promise<void> {
  catalogs.set(name, loaders);
  i18n.load('en', loaders.en);
  return load(loaders, i18n.locale as Locale);
}

i18n.loadAndActivate({ locale: startingLocale(), messages: {} });
if (typeof document !== 'undefined') document.documentElement.lang = i18n.locale;

/** The language Campus shows now (the pseudo-locale's text is English). */
export const currentLanguage = (): Language => (i18n.locale === 'hi' ? 'hi' : 'en');

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date format in the language shown, for India (`en-IN`, `hi-IN`: "1 Mar 2026", "1 मार्च 2026"). Numbers and money
 * need none: both write India's grouping (₹1,23,456.50) with the same digits.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentLanguage() === 'hi' ? 'hi-IN' : 'en-IN';
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * Shows Campus in another language: the catalogs of every feature loaded so far are fetched first, so the switch
 * happens in one render. Remembered on this device; a signed-in person's choice is saved on the server by the caller.
 */
export async function changeLanguage(locale: Locale): Promise<void> {
  await Promise.all([...catalogs.values()].map((loaders) => load(loaders, locale)));
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  document.documentElement.lang = locale;
  i18n.activate(locale);
}

export { i18n };
