import { describe, expect, it } from 'vitest';
import { loginMessages, messages } from '@campus/domain';
import { activate, i18n } from '../i18n';
import { domainText, loadTextsOf, type DomainTexts } from './registry';

const groups = import.meta.glob<{ texts: DomainTexts }>(
  ['./*.ts', '!./registry.ts', '!./group-catalogs.ts', '!./*.test.ts'],
  { eager: true },
);
/**
 * Each text translated, under its code: its topic ('signInLock': ./sign-in-lock.ts) and its name there, which is the
 * name of its English in the domain's topic.
 */
const translated = Object.entries(groups).flatMap(([path, { texts }]) => {
  const topic = path.slice(2, -3).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const domain = messages[topic as keyof typeof messages] as Record<string, unknown> | undefined;
  // A name the domain's topic does not have, or a message with values, fails the first test.
  return Object.entries(texts).map(([name, message]) => ({
    code: `${topic}.${name}`,
    text: String(domain?.[name]),
    message,
  }));
});

describe('the domain messages the web translates', () => {
  it('are each written in English exactly as the domain has it, under the code the server gives it', () => {
    expect(i18n.locale).toBe('en');
    expect(translated.length).toBeGreaterThan(0);
    for (const { code, text, message } of translated) {
      // The English the catalogs are translated from (the build keeps only the id) is the domain's, word for word.
      expect(message.message, code).toBe(text);
      expect(domainText(text), code).toBe(text);
    }
  });

  it('leaves a text it has no translation for as it is', () => {
    expect(domainText('Section A has room for 3 students')).toBe('Section A has room for 3 students');
    expect(domainText('Something new')).toBe('Something new');
  });

  it('shows each text in Hindi once its group is loaded, by its English', async () => {
    try {
      await activate('hi');
      for (const { text } of translated) expect(domainText(text), text).not.toBe(text);
      expect(domainText(loginMessages.emailRequired)).toBe('ईमेल आवश्यक है');
    } finally {
      await activate('en');
    }
    expect(domainText(loginMessages.emailRequired)).toBe(loginMessages.emailRequired);
  });

  it('loads the group of an error the server gave in another language', async () => {
    try {
      await activate('pseudo');
      await loadTextsOf('login.emailRequired');
      expect(domainText(loginMessages.emailRequired)).toMatch(/^⟦.+⟧$/);
    } finally {
      await activate('en');
    }
  });
});
