import type { MessageDescriptor } from '@lingui/core';
import { catalogsLoaded, i18n } from '../i18n';

/**
 * Translations of a group of the domain's messages (`loginMessages`: ./login.ts), each under its name there, as the
 * server gives it with an error (its `code`: 'login.tokenMissing'). The domain's English is the text the spec fixes,
 * so each translated text is written here once more, for the catalogs; domain-text.test.ts holds each copy to its
 * domain message. A module here per group, which the pages that show its texts import: it registers the group's
 * catalog (vite.config.ts), whose other languages are keyed by the domain's English, the text a page shows. The
 * messages themselves are for the catalogs and the test alone: a page carries only the domain texts it shows.
 */
export type DomainTexts = Record<string, MessageDescriptor>;

/**
 * A domain message in the language shown, when its group's catalog is loaded; one that has no translation (it has
 * values in it) stays in English.
 */
export function domainText(text: string): string {
  return Object.hasOwn(i18n.messages, text) ? i18n._(text) : text;
}

/**
 * Loads the catalog of the group a server error's code belongs to ('login.failed': ./login.ts), so that the error
 * shows in the language shown whichever page it reaches. Resolves at once in English, and for a group already loaded
 * or a code it does not know.
 */
export async function loadTextsOf(code: string | undefined): Promise<void> {
  const topic = code?.split('.')[0];
  if (!topic || i18n.locale === 'en') return;
  const { registerGroup } = await import('./group-catalogs');
  registerGroup(topic);
  await catalogsLoaded();
}
