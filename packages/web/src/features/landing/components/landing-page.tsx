import { CallToAction } from './call-to-action';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { StatsStrip } from './stats-strip';
import { TestimonialsSection } from './testimonials-section';

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
