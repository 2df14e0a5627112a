import { auditSummaries, languageNames, messages, type Language, type MyLanguage } from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { HttpError } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import { childrenOf } from '../repositories/guardians.js';
import { readLanguage, storeLanguage, type LanguageHolder } from '../repositories/languages.js';
import type { ServiceContext } from './context.js';

/** The signed-in person is gone (deleted since the token was issued). */
const signedOut = () => new HttpError(401, messages.auth.required);

/** The language the signed-in person chose (#46), null while they have chosen none. */
export async function myLanguage(services: Pick<ServiceContext, 'db'>, holder: LanguageHolder): Promise<MyLanguage> {
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
  holder: LanguageHolder,
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
    if ('guardianId' in holder) {
      const { guardianId } = holder;
      for (const child of await childrenOf(tx, guardianId)) {
        await recordEvent(tx, {
          ...event,
          actor: { guardianId },
          entityType: 'guardian',
          entityId: guardianId,
          studentId: child.id,
        });
      }
    } else if ('studentId' in holder) {
      const { studentId } = holder;
      await recordEvent(tx, {
        ...event,
        actor: { id: studentId },
        entityType: 'student',
        entityId: studentId,
        studentId,
      });
    } else {
      const { staffId } = holder;
      await recordEvent(tx, { ...event, actor: { id: staffId }, entityType: 'staff', entityId: staffId });
    }
  });
  return { language };
}
