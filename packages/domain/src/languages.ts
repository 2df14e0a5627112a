/**
 * The languages Campus is shown, mailed and printed in (#46), each named in itself. Adding one is adding its catalogs
 * and texts (README, "Adding a language").
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
