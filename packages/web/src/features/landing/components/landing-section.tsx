import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** The id the hero and the footer scroll to. */
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** The section's background. */
  className: string;
  children: ReactNode;
}

/** A section the page scrolls to (it takes the focus, see scrollToSection), opening with a centred heading. */
export function LandingSection({ id, eyebrow, title, intro, className, children }: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`py-20 focus:outline-none sm:py-28 ${className}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
