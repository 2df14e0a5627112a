import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Quote, Star } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { testimonials, type Testimonial } from '../content';
import { SECTION_IDS } from '../utils/scroll-to-section';
import { LandingSection } from './landing-section';

export function TestimonialsSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id={SECTION_IDS.testimonials}
      eyebrow={t`Testimonials`}
      title={t`What Our Students Say`}
      intro={t`Thousands of students already learn with Campus every day.`}
      className="bg-slate-50"
    >
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { i18n, t } = useLingui();
  return (
    <figure className="relative flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200/70">
      <Icon icon={Quote} aria-hidden="true" className="absolute top-6 right-6 size-8 text-indigo-100" />
      <div role="img" aria-label={t`Rated 5 out of 5`} className="flex gap-0.5 text-amber-400">
        {[0, 1, 2, 3, 4].map((star) => (
          <Icon icon={Star} key={star} aria-hidden="true" className="size-4 fill-current" />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
        <p>“{i18n._(testimonial.text)}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-6">
        <InitialsAvatar testimonial={testimonial} />
        <span>
          <span className="block font-semibold text-slate-900" translate="no">
            {testimonial.name}
          </span>
          <span className="block text-sm text-slate-500">{i18n._(testimonial.role)}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The student's picture, drawn as initials so the page fetches nothing. */
function InitialsAvatar({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useLingui();
  const gradientId = useId();
  const name = testimonial.name;
  const initials = testimonial.name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <svg role="img" aria-label={t`Photo of ${name}`} viewBox="0 0 48 48" className="size-12 shrink-0">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={testimonial.avatar.from} />
          <stop offset="1" stopColor={testimonial.avatar.to} />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="24" fill={`url(#${gradientId})`} />
      <text x="24" y="29.5" textAnchor="middle" fontSize="16" fontWeight="600" fill="white" fontFamily="inherit">
        {initials}
      </text>
    </svg>
  );
}
