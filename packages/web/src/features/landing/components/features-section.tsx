import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/ui/icon';
import { features } from '../content';
import { SECTION_IDS } from '../utils/scroll-to-section';
import { LandingSection } from './landing-section';

export function FeaturesSection() {
  const { i18n, t } = useLingui();
  return (
    <LandingSection
      id={SECTION_IDS.features}
      eyebrow={t`Features`}
      title={t`Why Choose Campus?`}
      intro={t`Built with students and administrators, so the everyday work of learning gets out of your way.`}
      className="bg-white"
    >
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {features.map(({ icon, title, description }) => (
          <li
            key={title.id}
            className="group rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200/70 transition hover:-translate-y-1 hover:bg-white hover:shadow-xl hover:shadow-slate-900/5"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-indigo-500 to-violet-600 text-white shadow-lg shadow-indigo-500/30">
              <Icon icon={icon} aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-6 text-lg font-semibold text-slate-900">{i18n._(title)}</h3>
            <p className="mt-2 leading-7 text-slate-600">{i18n._(description)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
