import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MessageCircle, Rss } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { SECTION_IDS } from '../utils/scroll-to-section';

/** A footer entry: a link to its section on this page, or plain text until its page exists. */
interface FooterItem {
  label: MessageDescriptor;
  section?: string;
}

const COLUMNS: Array<{ title: MessageDescriptor; items: FooterItem[] }> = [
  {
    title: msg`Quick Links`,
    items: [
      { label: msg`About Us` },
      { label: msg`Features`, section: SECTION_IDS.features },
      { label: msg`Testimonials`, section: SECTION_IDS.testimonials },
    ],
  },
  {
    title: msg`Support`,
    items: [{ label: msg`Help Center` }, { label: msg`Contact Us` }, { label: msg`Privacy Policy` }],
  },
];

const CHANNELS = [
  { label: msg`Email`, icon: Mail },
  { label: msg`Community chat`, icon: MessageCircle },
  { label: msg`Blog`, icon: Rss },
];

/**
 * The spec's footer links have no destination. Those with a section on this page jump to it; the others are
 * plain text until their pages exist, so nothing here is a link that leads nowhere.
 */
export function LandingFooter() {
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-400">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-6">
            <Trans>The learning platform that brings students and administrators together.</Trans>
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title.id}>
            <h2 className="text-sm font-semibold text-white">{i18n._(column.title)}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.items.map((item) => (
                <li key={item.label.id}>
                  {item.section ? <SectionLink id={item.section} label={i18n._(item.label)} /> : i18n._(item.label)}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="text-sm font-semibold text-white">
            <Trans>Connect</Trans>
          </h2>
          <ul className="mt-4 flex gap-3">
            {CHANNELS.map(({ label, icon }) => (
              <li key={label.id}>
                <ComingSoon label={i18n._(label)} icon={icon} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm sm:px-6 lg:px-8">
          <Trans>© {year} Campus. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}

/** A channel that has no address yet. */
function ComingSoon({ label, icon }: { label: string; icon: (typeof CHANNELS)[number]['icon'] }) {
  const { t } = useLingui();
  const name = t`${label} (coming soon)`;
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className="flex size-10 items-center justify-center rounded-full bg-white/5 text-slate-300 ring-1 ring-white/10"
    >
      <Icon icon={icon} aria-hidden="true" className="size-5" />
    </span>
  );
}

function SectionLink({ id, label }: { id: string; label: string }) {
  return (
    <a href={`#${id}`} data-scroll-to={id} className="text-slate-300 transition-colors hover:text-white">
      {label}
    </a>
  );
}
