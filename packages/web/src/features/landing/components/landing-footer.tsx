import { Mail, MessageCircle, Rss } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { SECTION_IDS } from '../utils/scroll-to-section';

const SECTION_LINKS: Record<string, string> = {
  Features: SECTION_IDS.features,
  Testimonials: SECTION_IDS.testimonials,
};

const COLUMNS = [
  { title: 'Quick Links', items: ['About Us', 'Features', 'Testimonials'] },
  { title: 'Support', items: ['Help Center', 'Contact Us', 'Privacy Policy'] },
];

const CHANNELS = [
  { label: 'Email', icon: Mail },
  { label: 'Community chat', icon: MessageCircle },
  { label: 'Blog', icon: Rss },
];

/**
 * The spec's footer links have no destination. Those with a section on this page jump to it; the others are
 * plain text until their pages exist, so nothing here is a link that leads nowhere.
 */
export function LandingFooter() {
  return (
    <footer className="bg-slate-950 text-slate-400">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-6">
            The learning platform that brings students and administrators together.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.items.map((item) => (
                <li key={item}>{SECTION_LINKS[item] ? <SectionLink id={SECTION_LINKS[item]} label={item} /> : item}</li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="text-sm font-semibold text-white">Connect</h2>
          <ul className="mt-4 flex gap-3">
            {CHANNELS.map(({ label, icon }) => (
              <li key={label}>
                <span
                  role="img"
                  aria-label={`${label} (coming soon)`}
                  title={`${label} (coming soon)`}
                  className="flex size-10 items-center justify-center rounded-full bg-white/5 text-slate-300 ring-1 ring-white/10"
                >
                  <Icon icon={icon} aria-hidden="true" className="size-5" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Campus. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function SectionLink({ id, label }: { id: string; label: string }) {
  return (
    <a href={`#${id}`} data-scroll-to={id} className="text-slate-300 transition-colors hover:text-white">
      {label}
    </a>
  );
}
