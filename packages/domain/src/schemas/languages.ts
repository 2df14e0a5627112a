import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { preferenceMessages } from '../messages.js';

export const languageSchema = z.enum(LANGUAGES, { error: preferenceMessages.language });
/** A person's language, or null where they never chose one (the institute's language is theirs then). */
export const myLanguageSchema = z.object({ language: languageSchema.nullable() });
export const languageChangeSchema = z.object({ language: languageSchema });
export type MyLanguage = z.infer<typeof myLanguageSchema>;
