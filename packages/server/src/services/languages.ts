import { auditSummaries, languageNames, messages, type Language, type MyLanguage } from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { HttpError } from '../lib/errors.js';
import { recordOwnChange, type AccountHolder } from '../repositories/audit.js';
import { readLanguage, storeLanguage } from '../repositories/languages.js';
import type { ServiceContext } from './context.js';

/** The signed-in person is gone (deleted since the token was issued). */
const signedOut = () => new HttpError(401, messages.auth.required);

/** The language the signed-in person chose (#46), null while they have chosen none. */
export async function myLanguage(services: Pick<ServiceContext, 'db'>, holder: AccountHolder): Promise<MyLanguage> {
  const held = await readLanguage(services.db, holder);
  if (!held) throw signedOut();
  return { language: held.language };
}

/**
 * Keeps the language a person chose, for their next sign-in on any device and for the messages Campus sends them;
 * audited in the same transaction (a guardian's in each child's history). Choosing the one they have changes nothing.
 */
export async function changeLanguage(
  services: Pick<ServiceContext, 'db'>,
  holder: AccountHolder,
  language: Language,
): Promise<MyLanguage> {
  await transaction(services.db, async (tx) => {
    const held = await readLanguage(tx, holder, { lock: true });
    if (!held) throw signedOut();
    if (held.language === language) return;
    await storeLanguage(tx, holder, language);
    const event = {
      action: 'language.changed',
      summary: auditSummaries.languageChanged(held.name, languageNames[language]),
      changes: { language: { from: held.language, to: language } },
    } as const;
    await recordOwnChange(tx, holder, event);
  });
  return { language };
}
