import { i18n, type Messages } from '@lingui/core';
import { isLanguage, LANGUAGES, type Language } from '@campus/domain';
import { chosenLanguage, keepLanguage } from './language-store';

/**
 * The languages a person may choose are the domain's (#46). `pseudo` is only for the test that finds text left out
 * of translation (lingui.config.ts), chosen on the device alone.
 */
type Locale = Language | 'pseudo';
const LOCALES: readonly Locale[] = [...LANGUAGES, 'pseudo'];

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

/**
 * Each feature's catalogs of the languages other than English, fetched when shown (`catalogs` in vite.config.ts): each
 * has the messages it has a translation of. A message's English is in the module that shows it, shown when the
 * language shown has no translation of it.
 */
export type CatalogLoaders = Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>>;
const catalogs = new Map<string, CatalogLoaders>();

/** The element of a document in another language than English that holds its page's catalogs (scripts/prerender.mjs). */
export const CATALOGS_ELEMENT_ID = 'campus-catalogs';

/**
 * The catalogs the document came with, in its language: those its page's modules register, which would otherwise be
 * fetched once those modules have run, a round trip for the entry's and another for the page's before its first render.
 */
const documentCatalogs = { locale: undefined as Locale | undefined, names: new Set<string>() };

const inDocument = (name: string, locale: Locale) =>
  locale === documentCatalogs.locale && documentCatalogs.names.has(name);

async function load(name: string, loaders: CatalogLoaders, locale: Locale) {
  if (locale !== 'en' && !inDocument(name, locale)) i18n.load(locale, (await loaders[locale]()).messages);
}

/** Catalogs of the current language on their way. */
const pending = new Set<Promise<void>>();

/**
 * Registers a feature's catalogs (its modules do, as they load: vite.config.ts) and, unless the language shown is
 * English or the document came with it, starts fetching the one of the current language, which `catalogsLoaded`
 * waits for. A catalog already registered is left as it is.
 */
export function registerCatalog(name: string, loaders: CatalogLoaders) {
  if (catalogs.has(name)) return;
  catalogs.set(name, loaders);
  if (i18n.locale === 'en' || inDocument(name, i18n.locale as Locale)) return;
  const loading = load(name, loaders, i18n.locale as Locale).finally(() => pending.delete(loading));
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

/** The language the document came in: the build rendered its first screen in it (scripts/prerender.mjs). */
export const documentLanguage = typeof document === 'undefined' ? 'en' : document.documentElement.lang;

// A store of messages for each language from the start: a catalog loaded is added to its language's.
for (const locale of LOCALES) i18n.load(locale, {});
const locale = startingLocale();
i18n.loadAndActivate({ locale, messages: {} });
if (typeof document !== 'undefined') {
  const element = document.getElementById(CATALOGS_ELEMENT_ID);
  if (element !== null && documentLanguage === locale) {
    const { names, messages } = JSON.parse(element.textContent) as { names: string[]; messages: Messages };
    i18n.load(locale, messages);
    documentCatalogs.locale = locale;
    for (const name of names) documentCatalogs.names.add(name);
  }
  document.documentElement.lang = i18n.locale;
}

/** The language Campus shows now (the pseudo-locale's text is English). */
export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date format in the language shown, for India (`en-IN`, `hi-IN`: "1 Mar 2026", "1 मार्च 2026"). Numbers and money
 * need none: both write India's grouping (₹1,23,456.50) with the same digits.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = `${currentLanguage()}-IN`;
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** Activates a language once the catalogs of every feature loaded so far are there in it. */
export async function activate(locale: Locale): Promise<void> {
  await Promise.all([...catalogs].map(([name, loaders]) => load(name, loaders, locale)));
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
