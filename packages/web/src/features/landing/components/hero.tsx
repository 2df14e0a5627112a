import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, BellRing, BookOpen, CircleCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { SECTION_IDS } from '../utils/scroll-to-section';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-slate-950 pb-28 text-white sm:pb-36"
    >
      <HeroBackdrop />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-16 sm:px-6 sm:pt-24 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:pt-28">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-indigo-100 ring-1 ring-white/20">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-400" />
            <Trans>Built for students and institutes</Trans>
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <Trans>
              Transform Your{' '}
              <span className="block w-fit bg-linear-to-r pb-2 from-sky-300 via-indigo-200 to-fuchsia-300 bg-clip-text text-transparent">
                Learning Experience
              </span>
            </Trans>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-300">
            <Trans>
              Courses, progress, fees and announcements in one place. Campus connects students and administrators so
              everyone can focus on what matters: learning.
            </Trans>
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
            <a
              href={paths.login}
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3 text-base font-semibold text-slate-900 shadow-lg shadow-indigo-950/30 transition hover:bg-indigo-50"
            >
              <Trans>Get Started</Trans>
              <Icon icon={ArrowRight} aria-hidden="true" className="size-5" />
            </a>
            <button
              type="button"
              data-scroll-to={SECTION_IDS.features}
              className="inline-flex items-center justify-center rounded-xl px-6 py-3 text-base font-semibold text-white ring-1 ring-white/30 transition ring-inset hover:bg-white/10"
            >
              <Trans>Learn More</Trans>
            </button>
          </div>
          <p className="mt-6 text-sm text-slate-300">
            <Trans>
              Parent or guardian?{' '}
              <a href={paths.guardianLogin} className="font-semibold text-white underline-offset-4 hover:underline">
                Sign in with a code
              </a>
            </Trans>
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-linear-to-br from-slate-950 via-indigo-950 to-violet-950" />
      <div className="absolute -top-40 -left-32 size-[32rem] rounded-full bg-indigo-600/40 blur-3xl" />
      <div className="absolute top-1/3 -right-40 size-[36rem] rounded-full bg-fuchsia-600/25 blur-3xl" />
      <div className="absolute bottom-0 left-1/3 size-[24rem] rounded-full bg-sky-500/20 blur-3xl" />
      <svg className="absolute inset-0 size-full opacity-[0.07]" xmlns="http://www.w3.org/2000/svg">
        <defs>
          <pattern id="hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
            <path d="M48 0H0v48" fill="none" stroke="white" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-grid)" />
      </svg>
    </div>
  );
}

const PREVIEW_COURSES = [
  { name: msg`Data Structures`, progress: 82, color: 'bg-sky-400' },
  { name: msg`Machine Learning`, progress: 56, color: 'bg-indigo-400' },
  { name: msg`UX Design Basics`, progress: 34, color: 'bg-fuchsia-400' },
];

/** A drawn preview of the student dashboard: decoration only, hidden from assistive technology. */
function HeroIllustration() {
  const { i18n } = useLingui();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-lg">
      <div className="rounded-3xl bg-white/10 p-3 shadow-2xl ring-1 ring-white/15 backdrop-blur-sm">
        <div className="rounded-2xl bg-white p-5 text-slate-900 sm:p-6">
          <div className="flex items-center justify-between">
            <div>
              <p className="text-xs font-medium text-slate-500">
                <Trans>Welcome back</Trans>
              </p>
              <p className="text-lg font-semibold">
                <Trans>Your learning this week</Trans>
              </p>
            </div>
            <span className="flex size-10 items-center justify-center rounded-full bg-linear-to-br from-indigo-500 to-fuchsia-500 text-sm font-semibold text-white">
              PM
            </span>
          </div>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-indigo-50 p-3">
              <Icon icon={BookOpen} className="size-5 text-indigo-600" />
              <p className="mt-2 text-2xl font-bold">6</p>
              <p className="text-xs text-slate-600">
                <Trans>Courses enrolled</Trans>
              </p>
            </div>
            <div className="rounded-xl bg-emerald-50 p-3">
              <Icon icon={CircleCheck} className="size-5 text-emerald-600" />
              <p className="mt-2 text-2xl font-bold">75%</p>
              <p className="text-xs text-slate-600">
                <Trans>Fees paid</Trans>
              </p>
            </div>
          </div>
          <ul className="mt-5 space-y-4">
            {PREVIEW_COURSES.map((course) => (
              <li key={course.name.id}>
                <div className="flex justify-between text-sm">
                  <span className="font-medium">{i18n._(course.name)}</span>
                  <span className="text-slate-500">{course.progress}%</span>
                </div>
                <div className="mt-1.5 h-2 rounded-full bg-slate-100">
                  <div className={`h-full rounded-full ${course.color}`} style={{ width: `${course.progress}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="absolute -bottom-6 -left-2 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-slate-900 shadow-xl ring-1 ring-slate-900/5 sm:-left-10">
        <span className="flex size-9 items-center justify-center rounded-full bg-amber-100 text-amber-600">
          <Icon icon={BellRing} className="size-5" />
        </span>
        <span>
          <span className="block text-sm font-semibold">
            <Trans>New notice</Trans>
          </span>
          <span className="block text-xs text-slate-500">
            <Trans>Mid-term schedule posted</Trans>
          </span>
        </span>
      </div>
    </div>
  );
}
