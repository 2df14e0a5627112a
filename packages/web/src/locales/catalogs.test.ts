import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

const locales = import.meta.dirname;
const languages = readdirSync(locales, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the catalogs', () => {
  // A message is one id wherever it is written, and a page holds the catalogs of every feature it shows, the last loaded
  // winning: two translations of one message would show either, and a first screen the build drew with one would not
  // hydrate in the browser with the other (React's #418).
  it.each(languages)('translate each message one way in %s', (language) => {
    const translations = new Map<string, Map<string, string[]>>();
    for (const file of readdirSync(join(locales, language)).filter((name) => name.endsWith('.po'))) {
      const po = parsePoFile(readFileSync(join(locales, language, file), 'utf8'));
      for (const item of po.items) {
        if (item.obsolete) continue;
        const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`;
        const byText = translations.get(key) ?? new Map<string, string[]>();
        const text = item.msgstr.join('\u0000');
        byText.set(text, [...(byText.get(text) ?? []), file]);
        translations.set(key, byText);
      }
    }
    const differing = [...translations]
      .filter(([, byText]) => byText.size > 1)
      .map(([key, byText]) => ({ message: key.split('\u0004')[1], translations: Object.fromEntries(byText) }));
    expect(differing).toEqual([]);
  });
});
