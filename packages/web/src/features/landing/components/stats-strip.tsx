import { useLingui } from '@lingui/react/macro';
import { stats } from '../content';

export function StatsStrip() {
  const { i18n, t } = useLingui();
  return (
    <section aria-label={t`Campus in numbers`} className="relative z-10 -mt-16 px-4 sm:-mt-20 sm:px-6 lg:px-8">
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 md:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label.id}
            className="flex flex-col-reverse items-center gap-1 bg-white px-4 py-6 text-center sm:py-8"
          >
            <dt className="text-sm font-medium text-slate-500">{i18n._(stat.label)}</dt>
            <dd className="bg-linear-to-r from-indigo-600 to-violet-600 bg-clip-text text-3xl font-bold tracking-tight text-transparent sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
