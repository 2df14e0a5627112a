import { i18n, type Messages } from '@lingui/core';
import { isLanguage, type Language } from '@campus/domain';
import { chosenLanguage, keepLanguage } from './language-store';

/**
 * The languages a person may choose are the domain's (#46). `pseudo` is only for the test that finds text left out
 * of translation (lingui.config.ts), chosen by its cookie alone.
 */
type Locale = Language | 'pseudo';
const LOCALES: readonly Locale[] = ['en', 'hi', 'pseudo'];

const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);

/** Whether someone chose a language on this device (not only the browser's). */
export const chosenOnThisDevice = () => typeof document !== 'undefined' && isLocale(chosenLanguage());

/** The language this device chose, else the first of the browser's languages that Campus has, else English. */
function startingLocale(): Locale {
  if (typeof document === 'undefined') return 'en';
  const chosen = chosenLanguage();
  if (isLocale(chosen)) return chosen;
  for (const wanted of navigator.languages) {
    const language = wanted.split('-')[0];
    if (isLanguage(language)) return language;
  }
  return 'en';
}

/** Each feature's catalogs (`catalogs` in vite.config.ts): English in its modules' chunk, the others fetched. */
type CatalogLoaders = { en: Messages } & Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>>;
const catalogs = new Map<string, CatalogLoaders>();
/** Each language's messages so far, of every catalog loaded. */
const loaded: Partial<Record<Locale, Messages>> = {};

const same = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/**
 * Adds a catalog's messages to its language's. The same English is the same message in every catalog, and a catalog
 * compiles a message it has no translation of as its English: so a message in English stays only until a catalog
 * that has it translated is loaded, whichever comes first.
 */
function add(locale: Locale, messages: Messages) {
  const all = (loaded[locale] ??= {});
  for (const [id, message] of Object.entries(messages)) {
    if (!(id in all) || !same(message, loaded.en?.[id])) all[id] = message;
  }
  i18n.load(locale, all);
}

async function load(loaders: CatalogLoaders, locale: Locale) {
  add(locale, locale === 'en' ? loaders.en : (await loaders[locale]()).messages);
}

/**
 * English given by the module that registered its catalog rather than by the catalog: the domain's messages, whose
 * English the domain already holds (domain-text/registry.ts).
 */
export const addEnglish = (messages: Messages) => add('en', messages);

/** Catalogs of the current language on their way. */
const pending = new Set<Promise<void>>();

/**
 * Registers a feature's catalogs (its modules do, as they load: vite.config.ts) and, unless the language shown is
 * English, starts fetching the one of the current language, which `catalogsLoaded` waits for.
 */
export function registerCatalog(name: string, loaders: CatalogLoaders) {
  catalogs.set(name, loaders);
  if (i18n.locale === 'en') return add('en', loaders.en);
  const loading = load(loaders, i18n.locale as Locale).finally(() => pending.delete(loading));
  pending.add(loading);
}

/**
 * Resolves once the catalogs of every module loaded so far are there in the language shown: the first render waits
 * for it (main.tsx), and so does every module loaded later (a page's, a dialog's), before it renders.
 */
export async function catalogsLoaded(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/** A dynamic import that resolves once the catalogs its modules registered are loaded (vite.config.ts adds it). */
export const withCatalogs = <T>(module: Promise<T>): Promise<T> =>
  module.then(async (loaded) => {
    await catalogsLoaded();
    return loaded;
  });

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

/** Activates a language once the catalogs of every feature loaded so far are there in it (the build's too). */
export async function activate(locale: Locale): Promise<void> {
  await Promise.all([...catalogs.values()].map((loaders) => load(loaders, locale)));
  i18n.activate(locale);
}

/**
 * Shows Campus in another language, in one render once its catalogs are fetched. Remembered on this device; a
 * signed-in person's choice is saved on the server by the caller (language-choice.ts).
 */
export async function changeLanguage(locale: Locale): Promise<void> {
  await activate(locale);
  keepLanguage(locale);
  document.documentElement.lang = locale;
}

export { i18n };
