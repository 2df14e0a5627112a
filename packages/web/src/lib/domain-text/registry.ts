import type { MessageDescriptor } from '@lingui/core';
import { addEnglish, catalogsLoaded, i18n } from '../i18n';

const byText = new Map<string, MessageDescriptor>();
const byCode = new Map<string, MessageDescriptor>();
/** Every text translated, for domain-text.test.ts. */
export const translatedTexts: Array<{ code: string; text: string; message: MessageDescriptor }> = [];

/**
 * Translations of a group of the domain's messages (`loginMessages` as 'login'), each under its code: the group and
 * its name there ('login.tokenMissing'), as the server gives it with an error (its `code`). The domain's English is
 * the text the spec fixes, so each translated text is written here once more, for the catalogs; domain-text.test.ts
 * holds each copy to its domain message. Each text is named one by one, so that a page carries only the group's
 * texts, not the rest of the domain's module. A module here per group, imported by the pages that show its texts.
 */
export function translateGroup(group: string, texts: Record<string, readonly [string, MessageDescriptor]>) {
  const english: Record<string, string> = {};
  for (const [key, [text, message]] of Object.entries(texts)) {
    const code = `${group}.${key}`;
    byText.set(text, message);
    byCode.set(code, message);
    translatedTexts.push({ code, text, message });
    english[message.id] = text;
  }
  // Its English is the domain's text, word for word (domain-text.test.ts): the build leaves out the English catalog.
  addEnglish(english);
}

/** A domain message in the language shown; one that has no translation (it has values in it) stays in English. */
export function domainText(text: string): string {
  const message = byText.get(text);
  return message ? i18n._(message) : text;
}

/** An error the server answered with (spec's English `error`, and its `code` when it has one) in the language shown. */
export function errorText({ error, code }: { error: string; code?: string }): string {
  const message = (code && byCode.get(code)) || byText.get(error);
  return message ? i18n._(message) : error;
}

const groups = import.meta.glob(['./*.ts', '!./registry.ts', '!./*.test.ts']);

/**
 * Loads the translations of the group a server error's code belongs to ('login.failed': ./login.ts), so that the
 * error shows in the language shown whichever page it reaches. Resolves at once for a group already loaded or a code
 * it does not know.
 */
export async function loadTextsOf(code: string | undefined): Promise<void> {
  const topic = code?.split('.')[0];
  const load = topic && groups[`./${topic.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`];
  if (load) await load().then(catalogsLoaded, () => undefined);
}
