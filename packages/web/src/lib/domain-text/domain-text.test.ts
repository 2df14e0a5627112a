import { describe, expect, it } from 'vitest';
import { messageCode, messages } from '@campus/domain';
import { i18n } from '../i18n';
import { domainText, errorText, translatedTexts } from './registry';

import.meta.glob('./*.ts', { eager: true });

describe('the domain messages the web translates', () => {
  it('are each written in English exactly as the domain has it, under the code the server gives it', () => {
    expect(i18n.locale).toBe('en');
    expect(translatedTexts.length).toBeGreaterThan(0);
    for (const { code, text, message } of translatedTexts) {
      const [topic, name] = code.split('.') as [keyof typeof messages, string];
      expect((messages[topic] as Record<string, unknown>)[name], code).toBe(text);
      // The English the catalogs are translated from (the build keeps only the id) is the domain's, word for word.
      expect(message.message, code).toBe(text);
      expect(i18n._(message), code).toBe(text);
      // A text two topics share is given the first one's code: found by its text still.
      if (messageCode(text) !== code) expect(errorText({ error: text, code: messageCode(text) })).toBe(text);
    }
  });

  it('leaves a text it has no translation for as it is', () => {
    expect(domainText('Section A has room for 3 students')).toBe('Section A has room for 3 students');
    expect(errorText({ error: 'Something new', code: 'login.somethingNew' })).toBe('Something new');
  });
});
