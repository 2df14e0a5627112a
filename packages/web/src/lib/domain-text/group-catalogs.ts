import type { Messages } from '@lingui/core';
import { registerCatalog, type CatalogLoaders } from '../i18n';

type Catalog = { messages: Messages };

// Each group's catalogs of the languages other than English, keyed by the domain's English (vite.config.ts), as the
// module of a group registers them.
const catalogs = import.meta.glob<Catalog>(['../../locales/*/domain-*.po', '!../../locales/en/*'], {
  query: '?compiled',
});

/** Registers the catalogs of a topic of the domain's messages ('signInLock': domain-sign-in-lock), if it has any. */
export function registerGroup(topic: string) {
  const name = `domain-${topic.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  const loaders = Object.entries(catalogs).flatMap(([file, load]) => {
    const [, locale] = /\/locales\/([\w-]+)\/([\w-]+)\.po$/.exec(file)!.slice(0, 2) as [string, string];
    return file.endsWith(`/${name}.po`) ? [[locale, load]] : [];
  });
  if (loaders.length > 0) registerCatalog(name, Object.fromEntries(loaders) as CatalogLoaders);
}
