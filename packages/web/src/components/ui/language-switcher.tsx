import { useState } from 'react';
import { Languages } from 'lucide';
import { LANGUAGES, languageNames, type Language } from '@campus/domain';
import { useLingui } from '@lingui/react/macro';
import { currentLanguage } from '@/lib/i18n';
import { chooseLanguage } from '@/lib/language-choice';
import type { Audience } from '@/lib/session';
import { useHydrated } from '@/lib/hydration';
import { Icon } from './icon';

/**
 * The language Campus is shown in (#46), each named in itself. On a signed-in area's page (`audience`) the choice is
 * kept on the server as well.
 */
export function LanguageSwitcher({ audience, className = '' }: { audience?: Audience; className?: string }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [changing, setChanging] = useState(false);
  return (
    <label className={`inline-flex items-center gap-1.5 text-sm text-slate-600 ${className}`}>
      <Icon icon={Languages} className="size-4" />
      <span className="sr-only">{t`Language`}</span>
      <select
        name="language"
        value={currentLanguage()}
        disabled={!hydrated || changing}
        onChange={(event) => {
          setChanging(true);
          void chooseLanguage(event.target.value as Language, audience).finally(() => setChanging(false));
        }}
        className="rounded-lg border-0 bg-white py-1 pr-7 pl-2 text-sm text-slate-700 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 focus:ring-inset"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language} translate="no">
            {languageNames[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
