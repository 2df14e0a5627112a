import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-linear-to-br from-indigo-600 via-indigo-700 to-violet-700 px-6 py-14 text-center shadow-2xl shadow-indigo-900/20 sm:px-16 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-fuchsia-400/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 -left-24 -z-10 size-72 rounded-full bg-sky-400/30 blur-3xl"
        />
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          <Trans>Ready to start your learning journey?</Trans>
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-indigo-100">
          <Trans>Sign in to see your courses, track your progress and stay on top of every update.</Trans>
        </p>
        <a
          href={paths.login}
          className="mt-10 inline-flex items-center gap-2 rounded-xl bg-white px-7 py-3.5 text-base font-semibold text-indigo-700 shadow-lg transition hover:bg-indigo-50"
        >
          <Trans>Get Started Now</Trans>
          <Icon icon={ArrowRight} aria-hidden="true" className="size-5" />
        </a>
      </div>
    </section>
  );
}
