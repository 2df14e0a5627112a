import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/**
 * Finding text a page shows that is not in the language it is shown in (#46): in Hindi, English words; in the
 * pseudo-locale (every translated message made ⟦Ŵŕîţţéñ ļîķé ţĥîš⟧ at compile time), plain English, which can only
 * be text that bypassed translation. What comes from the API (names, course titles, emails, remarks) is data and may
 * be in any script, and so is what an element marks `translate="no"`.
 */

export type CheckedLocale = 'hi' | 'pseudo';

/** Words kept in Latin script in every language: names of formats, schemes, brands and units. */
const KEPT_WORDS = new Set([
  'Campus',
  'UPI',
  'UTR',
  'PDF',
  'CSV',
  'XLSX',
  'Excel',
  'Google',
  'Calendar',
  'WhatsApp',
  'SMS',
  'OTP',
  'KB',
  'MB',
  'GB',
  'ID',
  'IST',
  'URL',
  'am',
  'pm',
  'AB',
  'EX',
  'YYYY',
  'MM',
  'DD',
  'HH',
  'IFSC',
  'QR',
  'PM',
]);

/** The pseudo-locale formats dates and times as English does (its text is English underneath). */
const ENGLISH_DATE_WORDS = new Set([
  ...'January February March April May June July August September October November December'.split(' '),
  ...'Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec'.split(' '),
  ...'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mon Tue Wed Thu Fri Sat Sun'.split(' '),
]);

const WORD = /[A-Za-z]{2,}/g;

/** How long no API request may have been under way for the page's answers to be taken as all in. */
const ANSWERS_QUIET_MS = 250;

/**
 * Every word of every string the page's API answers hold, until `stop`. Each answer passes through here before the page
 * has it (`page.route`), so that whatever the page shows, its words are known. Read from a `response` event, after the
 * page had it, the admin dashboard's notices were once missing from the words, and were reported as untranslated.
 * `answered` waits until no request has been under way for a while: a student's or guardian's page first shows what
 * it kept from an earlier visit (offline reading), and the words of the answer that renews it are needed too.
 */
export async function recordApiWords(
  page: Page,
): Promise<{ words: Set<string>; answered: () => Promise<void>; stop: () => Promise<void> }> {
  const words = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') for (const word of value.match(WORD) ?? []) words.add(word);
    else if (Array.isArray(value)) value.forEach(collect);
    // Keys too: a change of the audit trail is named by what it is about ("Isha Gupta (isha.gupta6@…)").
    else if (value && typeof value === 'object') Object.entries(value).flat().forEach(collect);
  };
  let underWay = 0;
  let lastActivity = Date.now();
  const url = `${baseUrl()}/api/**`;
  const handler = async (route: Route) => {
    // A stream of live notices never ends: it is left to the network.
    if (route.request().headers()['accept']?.includes('text/event-stream')) return route.fallback();
    underWay += 1;
    try {
      const response = await route.fetch().catch(() => undefined);
      if (!response) return await route.abort().catch(() => undefined);
      try {
        if (response.headers()['content-type']?.includes('application/json')) collect(await response.json());
      } finally {
        await route.fulfill({ response }).catch(() => undefined);
      }
    } finally {
      underWay -= 1;
      lastActivity = Date.now();
    }
  };
  await page.route(url, handler);
  return {
    words,
    answered: async () => {
      lastActivity = Date.now();
      await expect
        .poll(() => underWay === 0 && Date.now() - lastActivity >= ANSWERS_QUIET_MS, { interval: 50 })
        .toBe(true);
    },
    stop: () => page.unroute(url, handler),
  };
}

/** The texts a person meets on the page: visible text, and the labels, titles, placeholders and alt texts. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    const skipped = 'script, style, noscript, svg, [translate="no"]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest(skipped)) continue;
      const select = element.closest('select');
      if (!(select ?? element).checkVisibility({ visibilityProperty: true })) continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (element.closest(skipped)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Whether a text is in the locale: any Devanagari for Hindi; the pseudo-locale's marks or accented letters. */
const inLocale = (text: string, locale: CheckedLocale) =>
  locale === 'hi' ? /\p{Script=Devanagari}/u.test(text) : /[⟦⟧]|[\u00C0-\u024F\u1E00-\u1EFF]/.test(text);

/** The texts on the page now that are not in `locale`, nor made only of data and kept words. */
export async function textsNotIn(page: Page, locale: CheckedLocale, apiWords: Set<string>): Promise<string[]> {
  const foreign = (word: string) =>
    !KEPT_WORDS.has(word) && !apiWords.has(word) && !(locale === 'pseudo' && ENGLISH_DATE_WORDS.has(word));
  const found = (await shownTexts(page)).filter(
    (text) =>
      !inLocale(text, locale) &&
      // An address or an email is data, as are the words in one.
      (text.replace(/\S*[@/]\S*|\b[\w-]+(\.[\w-]+)+\b/g, ' ').match(WORD) ?? []).some(foreign),
  );
  return [...new Set(found)];
}
