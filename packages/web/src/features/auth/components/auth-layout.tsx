import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ArrowLeft, CircleCheck } from 'lucide';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

const PANEL_FIGURES = [
  ['10K+', msg`Active students`],
  ['50+', msg`Courses`],
  ['4.8', msg`Rating`],
] as const;

interface AuthLayoutProps {
  title: string;
  description: string;
  /** What the area behind this sign-in offers, shown beside the form on wide screens. */
  highlights: { heading: string; points: string[] };
  children: ReactNode;
}

export function AuthLayout({ title, description, highlights, children }: AuthLayoutProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="min-h-screen bg-white lg:grid lg:grid-cols-2">
      <div className="flex min-h-screen flex-col px-4 py-6 sm:px-8">
        <header className="flex items-center justify-between gap-4">
          <Link to={paths.home} reloadDocument aria-label={t`Campus home`} className="rounded-xl">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <Link
              to={paths.home}
              reloadDocument
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" />
              <Trans>Home</Trans>
            </Link>
          </div>
        </header>
        {/* Top-aligned, so switching between the student and admin forms does not move the title or the toggle. */}
        <main className="mx-auto w-full max-w-sm flex-1 py-10 sm:pt-16 lg:pt-[14vh]">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-slate-600">{description}</p>
          <div className="mt-8">{children}</div>
        </main>
        <footer className="text-center text-xs text-slate-500">© {new Date().getFullYear()} Campus</footer>
      </div>
      <aside className="relative isolate hidden overflow-hidden bg-slate-950 lg:flex lg:items-center lg:justify-center lg:p-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-br from-indigo-950 via-indigo-900 to-violet-900"
        />
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-32 -z-10 size-[28rem] rounded-full bg-fuchsia-500/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-20 -z-10 size-[28rem] rounded-full bg-sky-500/25 blur-3xl"
        />
        <div className="max-w-md text-white">
          <p className="text-3xl leading-tight font-bold tracking-tight">{highlights.heading}</p>
          <ul className="mt-8 space-y-4">
            {highlights.points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-indigo-100">
                <Icon icon={CircleCheck} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
                {point}
              </li>
            ))}
          </ul>
          <dl className="mt-12 grid grid-cols-3 divide-x divide-white/15 rounded-2xl bg-white/10 py-5 text-center ring-1 ring-white/15 backdrop-blur-sm">
            {PANEL_FIGURES.map(([value, label]) => (
              <div key={label.id} className="flex flex-col-reverse gap-1 px-2">
                <dt className="text-xs text-indigo-200">{i18n._(label)}</dt>
                <dd className="text-2xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </aside>
    </div>
  );
}
