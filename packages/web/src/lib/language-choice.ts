import type { Language, MyLanguage } from '@campus/domain';
import { apiRequest } from './api-client';
import { changeLanguage, chosenOnThisDevice, currentLanguage } from './i18n';
import { getToken, onSignIn, type Audience } from './session';

/** Where each audience keeps its language on the server (#46). */
const LANGUAGE_PATHS: Record<Audience, string> = {
  student: '/users/me/language',
  admin: '/admin/me/language',
  guardian: '/guardians/me/language',
};

/**
 * Chooses the language Campus is shown in: on this device, and for a signed-in person (the audience of the page) on
 * the server too, for their other devices and the messages Campus sends them.
 */
export async function chooseLanguage(language: Language, audience?: Audience): Promise<void> {
  await changeLanguage(language);
  if (audience && getToken(audience)) {
    await apiRequest<MyLanguage>(LANGUAGE_PATHS[audience], { audience, method: 'PUT', body: { language } });
  }
}

/**
 * On signing in, the language the person chose before, on any device, is shown; one who never chose but did choose
 * on this device before signing in keeps that choice, now on the server too.
 */
async function adoptLanguage(audience: Audience) {
  const { language } = await apiRequest<MyLanguage>(LANGUAGE_PATHS[audience], { audience });
  if (language && language !== currentLanguage()) await changeLanguage(language);
  else if (!language && chosenOnThisDevice()) await chooseLanguage(currentLanguage(), audience);
}

onSignIn((audience) => void adoptLanguage(audience).catch(() => undefined));
