import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingPage } from '@/features/landing/components/landing-page';

/** The landing page's HTML, written into landing.html at build time (scripts/prerender-landing.mjs). */
export function renderLanding() {
  return renderToString(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
