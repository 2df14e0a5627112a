import { Trans, useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide';
import { LANGUAGES, languageNames } from '@campus/domain';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';

export function LandingHeader() {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-1.5 px-3 sm:gap-3 sm:px-6 lg:px-8">
        <Logo compact />
        {/* The page has no React: its script keeps the choice and loads the page again in it (landing-main.ts). */}
        <label className="ml-auto inline-flex items-center gap-1.5 text-sm text-slate-600">
          <Icon icon={Languages} className="hidden size-4 sm:block" />
          <span className="sr-only">{t`Language`}</span>
          <select
            data-language-choice
            defaultValue={currentLanguage()}
            className="rounded-lg border-0 bg-white py-1 pr-6 pl-2 text-xs text-slate-700 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 focus:ring-inset sm:pr-7 sm:text-sm"
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language} translate="no">
                {languageNames[language]}
              </option>
            ))}
          </select>
        </label>
        <nav aria-label={t`Sign in`} className="flex items-center gap-1.5 sm:gap-3">
          <a
            href={paths.login}
            className="rounded-lg px-2 py-2 text-xs font-semibold whitespace-nowrap text-slate-700 ring-1 ring-slate-300 transition-colors ring-inset hover:bg-slate-50 hover:text-slate-900 sm:px-4 sm:text-sm"
          >
            <Trans>Student Login</Trans>
          </a>
          <a
            href={paths.adminLogin}
            className="rounded-lg bg-slate-900 px-2 py-2 text-xs font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-slate-700 sm:px-4 sm:text-sm"
          >
            <Trans>Admin Login</Trans>
          </a>
        </nav>
      </div>
    </header>
  );
}
