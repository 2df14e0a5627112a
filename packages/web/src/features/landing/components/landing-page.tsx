import { msg } from '@lingui/core/macro';
import { CallToAction } from './call-to-action';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { StatsStrip } from './stats-strip';
import { TestimonialsSection } from './testimonials-section';

/** The landing page's description, for search results (its document's meta description). */
export const LANDING_DESCRIPTION = msg`Campus: courses, fees and notices for students and administrators.`;

/** The public landing page (spec §2): static content only, no API call. */
export function LandingPage() {
  return (
    <div className="min-h-screen bg-white">
      <LandingHeader />
      <main>
        <Hero />
        <StatsStrip />
        <FeaturesSection />
        <TestimonialsSection />
        <CallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
